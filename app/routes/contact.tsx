import { ContactSection } from "~/components/contact/contact-section";
import { PageHero } from "~/components/page-hero";
import { contactSectionData } from "~/content/contact.server";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { quoteAction, quoteHeaders } from "~/quotes/quote-action.server";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { seo, hero } = siteContent.pages.contact;
  return { seo, hero, contact: contactSectionData(new URL(request.url)) };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const headers: Route.HeadersFunction = quoteHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  innerPageMeta(
    data && { path: "/contact", title: data.seo.title, description: data.seo.description },
  );

export default function Contact({ loaderData: { hero, contact } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} parent="/" />
      <ContactSection {...contact} page="/contact" />
    </>
  );
}
