import { data } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { formatMonth } from "~/lib/uk-time";
import { costGuidePath, jobParameter, priceAnswer } from "~/price-guide/price-answer";
import type { PriceGuide } from "~/price-guide/price-guide";
import { trackRecordsContext } from "~/price-guide/track-record.server";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/route";
import { type Asked, GuideSection } from "./guide-section";

/**
 * The price guide: each priced job a form that asks by GET, so the answer is an address the
 * server renders (and a visitor can share); its script answers as options change. A job or an
 * answer the guide does not have: 400, with the reason beside the question.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = siteContent().pages["cost-guide"];
  const guides = siteContent().priceGuides;
  const asked = askedOf(guides, new URL(request.url).searchParams);
  const reply = {
    page,
    guides: guides.map((guide) => ({ ...guide, reviewedMonth: formatMonth(guide.reviewed) })),
    asked,
    trackRecords: context.get(trackRecordsContext)?.(guides) ?? {},
    seo: innerPageSeo({
      path: costGuidePath,
      title: page.seo.title,
      description: page.seo.description,
    }),
  };
  return asked && !asked.ok ? data(reply, { status: 400 }) : reply;
}

/** What the address asks (`?job=…&floor-area=…`), checked against the guide. */
function askedOf(guides: readonly PriceGuide[], query: URLSearchParams): Asked | undefined {
  const job = query.get(jobParameter);
  if (job === null) return undefined;
  const guide = guides.find((each) => each.slug === job);
  if (!guide)
    return {
      job,
      ok: false,
      picks: {},
      message: "That job is not in the price guide (it may have been renamed): choose one below.",
    };
  const picks = Object.fromEntries(
    [...query].filter(([name]) => name !== jobParameter).map(([name, value]) => [name, value]),
  );
  const answer = priceAnswer(guide, (name) => query.get(name));
  return answer.ok ? { job, ok: true, picks } : { job, ok: false, picks, errors: answer.errors };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

/** `?job=` asks for a price; any other query is the page as prerendered (decision 036). */
export const handle = { query: [jobParameter] };

export default function CostGuide({
  loaderData: { page, guides, asked, trackRecords },
}: Route.ComponentProps) {
  const askedGuide = asked && guides.find((guide) => guide.slug === asked.job);
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section tone="sand" aria-labelledby="price-guide-heading">
        <h2 id="price-guide-heading" className="sr-only">
          Jobs we price
        </h2>
        {asked && !asked.ok ? (
          <p
            role="alert"
            className="mx-auto mb-8 max-w-3xl rounded-card bg-white p-4 font-semibold text-red-800 shadow-card"
          >
            {askedGuide ? (
              <>
                Some answers in this address are not in the guide:{" "}
                <a href={`#${askedGuide.slug}`} className="underline">
                  choose again under “{askedGuide.title}”
                </a>
                .
              </>
            ) : (
              asked.message
            )}
          </p>
        ) : null}
        <nav aria-label="Jobs in the price guide" className="mx-auto mb-8 max-w-3xl">
          <ul className="flex flex-wrap gap-2">
            {guides.map((guide) => (
              <li key={guide.slug}>
                <a
                  href={`#${guide.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-navy-200 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50"
                >
                  {guide.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-auto grid max-w-3xl gap-8">
          {guides.map((guide) => (
            <GuideSection
              key={guide.slug}
              guide={guide}
              asked={asked?.job === guide.slug ? asked : undefined}
              trackRecord={trackRecords[guide.slug]}
            />
          ))}
        </div>
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
