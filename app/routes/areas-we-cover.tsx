import { Clock, MapPin, Navigation, Phone } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { openingHoursInWords } from "~/company/opening-hours";
import { CallToAction } from "~/components/call-to-action";
import { CallLink } from "~/components/contact-links";
import { FyldeMap } from "~/components/fylde-map";
import { PageHero } from "~/components/page-hero";
import { PostalAddress } from "~/components/postal-address";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { customerReviews } from "~/reviews/reviews-for-site.server";
import { innerPageSeo } from "~/site/page-seo.server";
import { useCompany } from "~/site/use-company";
import { townProofs } from "~/town-pages/town-pages";
import type { Route } from "./+types/areas-we-cover";

export function loader() {
  const page = siteContent().pages.areas;
  return {
    page,
    // A town with a page of its own links to it; the others are listed, not linked.
    areas: townProofs(siteContent(), customerReviews()).map((town) => ({
      ...town.area,
      page: town.published ? town.path : undefined,
    })),
    seo: innerPageSeo({
      path: "/areas-we-cover",
      title: page.seo.title,
      description: page.seo.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function AreasWeCover({ loaderData: { page, areas } }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section aria-labelledby="areas-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
          <figure className="overflow-hidden rounded-card border border-navy-100 shadow-card lg:sticky lg:top-28">
            <FyldeMap
              places={areas}
              headOffice={{ name: company.tradingName, ...company.geo }}
              title={`Map of the ${areas.length} areas we cover around our head office in Bispham`}
              className="block h-auto w-full"
            />
            <figcaption className="flex flex-wrap gap-x-5 gap-y-1 bg-white px-4 py-3 text-muted text-sm">
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full bg-hivis-400 ring-2 ring-navy-900"
                />{" "}
                Head office
              </span>
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full bg-navy-700 ring-2 ring-white"
                />{" "}
                Towns we cover
              </span>
            </figcaption>
          </figure>
          <div>
            <h2 id="areas-heading" className="text-4xl sm:text-5xl">
              {areas.length} towns and villages, nearest first
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {areas.map((area) => (
                <li key={area.name}>
                  <Card className="h-full p-5">
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="text-2xl">
                        {area.page ? (
                          <Link
                            to={area.page}
                            className="underline decoration-2 decoration-hivis-400 underline-offset-4 hover:decoration-navy-900"
                          >
                            {area.name}
                          </Link>
                        ) : (
                          area.name
                        )}
                      </h3>
                      <span className="shrink-0 rounded-full bg-navy-50 px-2.5 py-1 font-semibold text-navy-800 text-sm">
                        {area.distanceMiles} {area.distanceMiles === 1 ? "mile" : "miles"}
                      </span>
                    </div>
                    <p className="mt-2 text-muted">{area.description}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="sand" aria-label="Visit, call or ask for a quote">
        <ul className="grid gap-6 md:grid-cols-3">
          <InfoCard icon={MapPin} title={page.headOffice.title} text={page.headOffice.text}>
            <PostalAddress address={company.address} className="font-semibold text-navy-900" />
          </InfoCard>
          <InfoCard icon={Phone} title={page.callUs.title} text={page.callUs.text}>
            <CallLink phone={company.phone} className={buttonVariants({ variant: "secondary" })}>
              <Phone aria-hidden="true" />
              Call {company.phone}
            </CallLink>
            <p className="mt-2 text-muted text-sm">{openingHoursInWords(company.openingHours)}</p>
          </InfoCard>
          <InfoCard icon={Clock} title={page.responseTime.title} text={page.responseTime.text} />
        </ul>
        <div className="mt-8 flex flex-col items-start gap-4 rounded-card border-2 border-navy-200 border-dashed bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <Navigation aria-hidden="true" className="mt-1 size-6 shrink-0 text-navy-600" />
            <div>
              <h2 className="text-2xl">{page.extendedCoverage.title}</h2>
              <p className="mt-1 text-muted">{page.extendedCoverage.text}</p>
            </div>
          </div>
          <ButtonLink to="/contact" variant="outline" className="shrink-0">
            Contact us
          </ButtonLink>
        </div>
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}

function InfoCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: typeof Phone;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col p-6">
        <span className="flex size-12 items-center justify-center rounded-lg bg-navy-900 text-hivis-400">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-2xl">{title}</h2>
        <p className="mt-2 flex-1 text-muted">{text}</p>
        {children ? <div className="mt-4">{children}</div> : null}
      </Card>
    </li>
  );
}
