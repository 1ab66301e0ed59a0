import type { QuotePrefill } from "~/quote-requests/quote-reply";
import { siteContent } from "../content/site-content.server";
import { answerOfReference, pickedInWords, poundsRange } from "../price-guide/price-answer";
import { budgetBandFor } from "./quote-fields";

/**
 * The price guide's answer a quote request comes from, read back on the server from the
 * guide's reference (never a range the form posted): "Loft conversion: Rear dormer, With a
 * shower room: £55,000 to £77,000, including VAT". Nothing when the job or an answer is gone.
 */
export function priceGuideSeen(reference: string | undefined) {
  const found = answerOfReference(siteContent().priceGuides, reference ?? null);
  if (!found) return undefined;
  const { guide, answer } = found;
  return {
    job: guide.slug,
    seen: `${guide.title}: ${pickedInWords(answer)}: ${poundsRange(answer.from, answer.to)}, ${
      guide.vatIncluded ? "including VAT" : "plus VAT"
    }`,
  };
}

/** The quote form started from a price guide's answer: its job, the budget band, a first line. */
export function priceGuidePrefill(reference: string | null): QuotePrefill | undefined {
  const found = answerOfReference(siteContent().priceGuides, reference);
  if (!found) return undefined;
  const { guide, answer } = found;
  const service = siteContent().services.find((each) => each.slug === guide.service);
  const projectType = guide.jobType ?? service?.quoteProjectType;
  return {
    ...(projectType ? { projectType } : {}),
    budget: budgetBandFor(answer.from, answer.to),
    message: `${guide.title} (${pickedInWords(answer)}; the price guide said ${poundsRange(answer.from, answer.to)}): `,
    priceGuide: reference ?? undefined,
  };
}
