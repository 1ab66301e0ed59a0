import { Clock } from "lucide-react";
import { Toaster } from "~/components/toaster";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ContactSectionData } from "~/site/contact-page.server";
import { ContactCards, UrgentCallCard } from "./contact-cards";
import { MapCard } from "./map-card";
import { QuoteForm } from "./quote-form";

/** The quote form with every other way to reach the firm beside it: home page and /contact. */
export function ContactSection({ copy, prefill, showMap, places }: ContactSectionData) {
  return (
    <Section tone="sand" aria-labelledby="quote-heading">
      <div className="grid gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-12">
        <div>
          <SectionHeading
            id="quote-heading"
            align="left"
            eyebrow={copy.quote.eyebrow}
            title={copy.quote.title}
            intro={copy.quote.intro}
          />
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-success/10 px-4 py-1.5 font-semibold text-success text-sm">
            <Clock aria-hidden="true" className="size-4" />
            {copy.quote.responsePromise}
          </p>
          <div className="mt-8 rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-8">
            <QuoteForm prefill={prefill} />
          </div>
          <UrgentCallCard {...copy.urgentCall} className="mt-6" />
        </div>
        <div className="space-y-6">
          <ContactCards />
          <MapCard {...copy.map} places={places} initiallyShown={showMap} />
        </div>
      </div>
      <Toaster />
    </Section>
  );
}
