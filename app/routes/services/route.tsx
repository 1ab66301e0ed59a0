import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { StatsList } from "~/components/stats-list";
import { Section, SectionHeading } from "~/components/ui/section";
import { picture, siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/route";
import { ServiceCard } from "./service-card";

export function loader() {
  const page = siteContent().pages.services;
  return {
    page,
    services: siteContent().services.map(({ slug, title, icon, description, features, image }) => ({
      slug,
      title,
      icon,
      description,
      features,
      image: picture(image),
    })),
    seo: innerPageSeo({
      path: "/services",
      title: page.seo.title,
      description: page.seo.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function Services({ loaderData: { page, services } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section aria-label="Our services">
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {services.map((service, index) => (
            <li key={service.slug} id={service.slug}>
              <ServiceCard service={service} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="navy" aria-labelledby="stats-heading">
        <SectionHeading
          id="stats-heading"
          tone="light"
          eyebrow="Our record"
          title="Numbers we are proud of"
        />
        <StatsList stats={page.stats} className="mt-10" />
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
