import { legalPage } from "~/content/legal.server";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "./legal-page";

export const loader = () => ({ page: legalPage("privacy-policy") });

export const meta: Route.MetaFunction = ({ data }) =>
  innerPageMeta(
    data && {
      path: "/privacy-policy",
      title: data.page.title,
      description: data.page.seoDescription,
    },
  );

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
