import { legalPage } from "~/legal/legal.server";
import { innerPageMeta } from "~/lib/page-meta";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/accessibility";
import { LegalPage } from "./legal-page";

export function loader() {
  const page = legalPage("accessibility");
  return {
    page,
    seo: innerPageSeo({
      path: "/accessibility",
      title: page.title,
      description: page.seoDescription,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function AccessibilityStatement({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
