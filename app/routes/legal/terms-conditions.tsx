import { legalPage } from "~/content/legal.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";
import { LegalPage } from "./legal-page";

export const loader = () => ({ page: legalPage("terms-conditions") });

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.page.title ?? "Terms & Conditions",
    description: data?.page.seoDescription,
  });

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
