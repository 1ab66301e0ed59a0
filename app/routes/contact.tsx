import { DeferredContactSection } from "~/components/contact/deferred-contact-section";
import { PageHero } from "~/components/page-hero";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { quoteAction, quoteHeaders } from "~/quote-requests/quote-action.server";
import { keepDataAfterQuote, quoteFormHandle } from "~/quote-requests/quote-page";
import { contactSectionData } from "~/site/contact-page.server";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { seo, hero } = siteContent().pages.contact;
  return {
    hero,
    contact: contactSectionData(new URL(request.url)),
    seo: innerPageSeo({ path: "/contact", title: seo.title, description: seo.description }),
  };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);
export const headers: Route.HeadersFunction = quoteHeaders;
export const handle = quoteFormHandle;
export const shouldRevalidate = keepDataAfterQuote;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function Contact({ loaderData: { hero, contact } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} parent="/" />
      <DeferredContactSection {...contact} />
    </>
  );
}
