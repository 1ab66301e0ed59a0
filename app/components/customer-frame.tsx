import { Phone } from "lucide-react";
import type * as React from "react";
import { Section } from "~/components/ui/section";

/** A customer's private page (a review, a survey visit): its heading, and `children` under it. */
export function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section tone="sand" spacing="compact">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl text-navy-900 sm:text-4xl">{title}</h1>
        {children}
      </div>
    </Section>
  );
}

/** "Call 01253 …": the way out of every customer's page, one tap on a phone. */
export function CallUs({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/\s+/g, "")}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
    >
      <Phone aria-hidden="true" className="size-5" />
      Call {phone}
    </a>
  );
}
