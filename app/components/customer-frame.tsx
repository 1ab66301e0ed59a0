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
