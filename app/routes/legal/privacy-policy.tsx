import { legalPage } from "~/legal/legal.server";
import { innerPageMeta } from "~/lib/page-meta";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "./legal-page";

export function loader() {
  const page = legalPage("privacy-policy");
  return {
    page,
    seo: innerPageSeo({
      path: "/privacy-policy",
      title: page.title,
      description: page.seoDescription,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
