import { ArrowRight, ChevronDown, MessageSquare, Phone } from "lucide-react";
import { Link } from "react-router";
import { CallLink } from "~/components/contact-links";
import { PageHero } from "~/components/page-hero";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { innerPageSeo } from "~/site/page-seo.server";
import { faqPageData } from "~/site/structured-data.server";
import { useCompany } from "~/site/use-company";
import type { Route } from "./+types/faqs";

export function loader() {
  const page = siteContent().pages.faqs;
  return {
    page,
    faqs: siteContent().faqs,
    seo: innerPageSeo({
      path: "/faqs",
      title: page.seo.title,
      description: page.seo.description,
      structuredData: [faqPageData(siteContent().faqs)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function Faqs({ loaderData: { page, faqs } }: Route.ComponentProps) {
  const { phone } = useCompany();
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section aria-labelledby="questions-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="questions-heading" className="sr-only">
            Questions and answers
          </h2>
          {/* Native exclusive accordion: one open at a time, answers in the HTML, no JavaScript needed. */}
          <div className="divide-y divide-navy-100 rounded-card border border-navy-100 bg-white shadow-card">
            {faqs.map((faq) => (
              <details key={faq.question} name="faqs" className="group">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-lg text-navy-900 hover:bg-sand-50 sm:px-6 [&::-webkit-details-marker]:hidden">
                  <h3 className="font-sans font-semibold text-lg">{faq.question}</h3>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-navy-600 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="space-y-3 px-5 pb-5 text-ink sm:px-6">
                  {faq.answer.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>

          <div className="mt-12 rounded-card bg-navy-900 p-8 text-center text-navy-100 shadow-card">
            <h2 className="text-4xl text-white">{page.stillHaveQuestions.title}</h2>
            <p className="mt-3">{page.stillHaveQuestions.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <CallLink phone={phone} className={buttonVariants({ size: "lg" })}>
                <Phone aria-hidden="true" />
                Call {phone}
              </CallLink>
              <ButtonLink to="/contact" size="lg" variant="outline-light">
                <MessageSquare aria-hidden="true" />
                Send Message
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>
      <Section tone="sand" aria-labelledby="explore-heading">
        <h2 id="explore-heading" className="text-center text-4xl">
          Explore further
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {page.explore.map((card) => (
            <li key={card.href}>
              <Card className="group relative h-full p-6 hover:shadow-lift">
                <h3 className="text-2xl">
                  <Link to={card.href} className="after:absolute after:inset-0">
                    {card.title}
                  </Link>
                </h3>
                <p className="mt-2 text-muted">{card.text}</p>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-4 size-5 text-navy-700 transition-transform group-hover:translate-x-1"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
