import { AccreditationBadge } from "~/components/accreditation-badge";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Accreditation } from "~/credentials/accreditation";

/** The accreditations the owner marked `onAboutPage: true` in content/accreditations.yaml. */
export const onAboutPage = (accreditations: Accreditation[]) =>
  accreditations.filter((accreditation) => accreditation.onAboutPage);

/**
 * The About page's accreditations, and the insurance and guarantees in plain words: nothing at
 * all, heading included, while the firm lists none that is current (a heading over an empty
 * list would claim what it cannot show).
 */
export function AccreditationsSection({
  intro,
  accreditations,
  cover,
}: {
  intro: { eyebrow: string; title: string; intro?: string };
  accreditations: Accreditation[];
  cover: string[];
}) {
  if (accreditations.length === 0 && cover.length === 0) return null;
  return (
    <Section aria-labelledby="accreditations-heading">
      <SectionHeading id="accreditations-heading" {...intro} />
      <ul className="mx-auto mt-10 grid max-w-2xl gap-8 sm:grid-cols-2">
        {accreditations.map((accreditation) => (
          <li key={accreditation.name}>
            <Card className="flex h-full flex-col items-center p-6 text-center">
              <AccreditationBadge accreditation={accreditation} />
              <p className="mt-3 text-muted text-sm">{accreditation.description}</p>
            </Card>
          </li>
        ))}
      </ul>
      {cover.length > 0 ? (
        <ul className="mx-auto mt-8 grid max-w-2xl gap-2 text-center text-lg">
          {cover.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
