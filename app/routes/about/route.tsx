import { Building, Check, Clock, Home, ShieldCheck, Trophy, Users } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { picture, siteContent } from "~/content/site-content.server";
import { coverInWords } from "~/credentials/credentials";
import { innerPageMeta } from "~/lib/page-meta";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/route";
import { AccreditationsSection, onAboutPage } from "./accreditations-section";

export function loader() {
  const page = siteContent().pages.about;
  return {
    page: {
      ...page,
      hero: { ...page.hero, image: picture(page.hero.image) },
      story: { ...page.story, image: picture(page.story.image) },
    },
    accreditations: onAboutPage(siteContent().accreditations),
    cover: coverInWords(siteContent().cover),
    seo: innerPageSeo({ path: "/about", title: page.seo.title, description: page.seo.description }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

const differentiatorIcons = [ShieldCheck, Users, Clock, Trophy];

export default function About({
  loaderData: { page, accreditations, cover },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} parent="/" />

      <Section aria-labelledby="story-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="story-heading" className="text-4xl sm:text-5xl">
              {page.story.title}
            </h2>
            {page.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <ResponsiveImage
            image={page.story.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, calc(100vw - 2rem)"
            className="overflow-hidden rounded-card shadow-card"
          />
        </div>
      </Section>

      <Section tone="sand" aria-labelledby="why-heading">
        <SectionHeading id="why-heading" eyebrow="Why choose us" title="What sets us apart" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.differentiators.map((item, index) => {
            const Icon = differentiatorIcons[index] ?? ShieldCheck;
            return (
              <li key={item.title}>
                <Card className="h-full p-6">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-navy-900 text-hivis-400">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-2xl">{item.title}</h3>
                  <p className="mt-2 text-muted">{item.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <AccreditationsSection
        intro={page.accreditations}
        accreditations={accreditations}
        cover={cover}
      />

      <Section tone="navy" aria-labelledby="serving-heading">
        <SectionHeading id="serving-heading" tone="light" {...page.serving} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {page.serving.towns.map((town) => (
            <li key={town.title} className="rounded-card border border-white/15 bg-white/5 p-6">
              <h3 className="text-3xl">{town.title}</h3>
              <p className="mt-2">{town.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <WorkList title="Residential" icon={Home} items={page.serving.residential} />
          <WorkList title="Commercial" icon={Building} items={page.serving.commercial} />
        </div>
      </Section>

      <CallToAction {...page.cta} />
    </>
  );
}

function WorkList({
  title,
  icon: Icon,
  items,
}: {
  title: string;
  icon: typeof Home;
  items: string[];
}) {
  return (
    <div className="rounded-card bg-white p-6 text-ink">
      <h3 className="flex items-center gap-3 text-2xl text-navy-900!">
        <Icon aria-hidden="true" className="size-6 text-navy-600" />
        {title}
      </h3>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
