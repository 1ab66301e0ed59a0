import { legalPage } from "~/content/legal.server";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/terms-conditions";
import { LegalPage } from "./legal-page";

export const loader = () => ({ page: legalPage("terms-conditions") });

export const meta: Route.MetaFunction = ({ data }) =>
  innerPageMeta(
    data && {
      path: "/terms-conditions",
      title: data.page.title,
      description: data.page.seoDescription,
    },
  );

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
