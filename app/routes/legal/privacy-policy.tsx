import { legalPage } from "~/content/legal.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "./legal-page";

export const loader = () => ({ page: legalPage("privacy-policy") });

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: data?.page.title ?? "Privacy Policy", description: data?.page.seoDescription });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
