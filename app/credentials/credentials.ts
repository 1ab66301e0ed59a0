import { z } from "zod";
import { formatCount } from "../lib/format-count";

/**
 * The firm's insurance and guarantees (`content/cover.yaml`), and when a credential is current.
 * A credential's `expires` is the day it runs out: it is shown until the day before, and the
 * site's content is read without it from that day (`currentOnly`), so every page and the
 * structured data drop it with the publish the site makes that day by itself (decision 041).
 */

export const coverSchema = z.object({
  insurance: z
    .object({
      publicLiabilityPounds: z.number().int().min(100_000).max(50_000_000),
      insurer: z.string().trim().min(2).max(80),
      expires: z.iso.date(),
    })
    .optional(),
  guarantees: z
    .object({
      workmanshipYears: z.number().int().min(1).max(25),
      /** The provider of an insurance-backed guarantee, if there is one. */
      insuranceBacked: z.string().trim().min(2).max(80).optional(),
    })
    .optional(),
  /** True while these are the illustrative samples shipped with the site. */
  sample: z.boolean().default(false),
});
export type Cover = z.infer<typeof coverSchema>;

/** Whether a credential running out on `expires` (none: no date) is current on `today`. */
export const isCurrent = (expires: string | undefined, today: string) =>
  expires === undefined || today < expires;

/**
 * The content as the site shows it on `today` (a UK date): the accreditations and the
 * insurance past their date left out, and what rests on the insurance (an FAQ marked
 * `restsOn: insurance`) with it.
 */
export function currentOnly<
  Content extends {
    accreditations: { expires?: string }[];
    cover: Cover;
    faqs: { restsOn?: "insurance" }[];
  },
>(content: Content, today: string): Content {
  const { insurance } = content.cover;
  const insured = insurance && isCurrent(insurance.expires, today) ? insurance : undefined;
  return {
    ...content,
    accreditations: content.accreditations.filter((each) => isCurrent(each.expires, today)),
    cover: { ...content.cover, insurance: insured },
    faqs: content.faqs.filter((faq) => faq.restsOn !== "insurance" || insured),
  };
}

/** "£5 million", "£2.5 million", "£500,000". */
function poundsInWords(pounds: number): string {
  if (pounds < 1_000_000) return `£${formatCount(pounds)}`;
  return `£${Number((pounds / 1_000_000).toFixed(2))} million`;
}

/**
 * The cover in plain words, one sentence each: what the About page and the footer say while it
 * is current, and nothing at all once it is not.
 */
export function coverInWords({ insurance, guarantees }: Cover): string[] {
  return [
    insurance &&
      `Insured for ${poundsInWords(insurance.publicLiabilityPounds)} of public liability with ${insurance.insurer}.`,
    guarantees &&
      `Our workmanship is guaranteed for ${guarantees.workmanshipYears} years${
        guarantees.insuranceBacked ? `, insurance-backed by ${guarantees.insuranceBacked}` : ""
      }.`,
  ].filter((sentence): sentence is string => Boolean(sentence));
}
