/** Test helpers: written quotes on a controlled clock, with a quote's content of their own. */
import type { Company } from "../../app/company/company";
import type { Db } from "../../app/db/database.server";
import { creditCancelledContract } from "../../app/invoices/cancelled-contract.server";
import { quoteJobs } from "../../app/jobs/quote-jobs.server";
import type { QuoteContent } from "../../app/written-quotes/quote-content";
import type { QuoteServices } from "../../app/written-quotes/quote-services.server";
import { content } from "./site-content";

/** Three lines at two VAT rates (or none), a 10% deposit and one stage payment. */
export function threeLineQuote(vatRegistered = true): QuoteContent {
  const rate = (vat: "20" | "5") => (vatRegistered ? vat : "none");
  return {
    title: "Rear single-storey extension",
    siteAddress: "12 Church Street, Lytham, FY8 5AB",
    lines: [
      {
        description: "Groundworks and foundations",
        quantityHundredths: 100,
        unit: "",
        unitPricePence: 420_000,
        vatRate: rate("20"),
      },
      {
        description: "Blockwork, m²",
        quantityHundredths: 2_450,
        unit: "m²",
        unitPricePence: 8_533,
        vatRate: rate("20"),
      },
      {
        description: "Loft insulation (energy-saving)",
        quantityHundredths: 150,
        unit: "roll",
        unitPricePence: 3_333,
        vatRate: rate("5"),
      },
    ],
    included: "Skip hire and clearing the site.",
    excluded: "Decorating.",
    startWindow: "Late January 2027",
    validDays: 30,
    deposit: { kind: "share", percent: 10 },
    stages: [{ label: "When the roof is on", pence: 200_000 }],
    customerIsBusiness: false,
    newBuilding: false,
  };
}

/** The firm of the content, VAT registered or not. */
export const firm = (vatRegistered: boolean): Company => ({
  ...content.company,
  vatNumber: vatRegistered ? "GB123456789" : undefined,
});

export interface Clock {
  now: number;
}

/** The quote pages' services on `db`, at the clock's time, remembering alerts. */
export function quoteServices(
  db: Db,
  clock: Clock,
  { vatRegistered = true, alerts = [] as string[] } = {},
): QuoteServices {
  const secret = Buffer.alloc(32, 7);
  const services: QuoteServices = {
    db,
    secret,
    jobs: {
      ...quoteJobs(db, secret),
      // The job's services are the quote's, with no folders: crediting an invoice keeps no file.
      cancelled: (quoteId) =>
        creditCancelledContract(
          { ...services, photosDir: "", documentsDir: "", uploadsDir: "" },
          quoteId,
        ),
    },
    mail: () => ({
      company: firm(vatRegistered),
      from: { address: "site@example.com" },
      siteUrl: "https://example.com",
      notifyTo: "office@example.com",
    }),
    terms: () => [
      { heading: "7. Quotations", paragraphs: ["A quotation holds for the days it says."] },
      { heading: "8. Payment", paragraphs: ["We ask for a deposit of no more than 25%."] },
    ],
    wakeOutbox: () => {},
    alert: (payload) => alerts.push(payload.title),
    now: () => clock.now,
  };
  return services;
}

/** The quotes' emails queued, oldest first: kind, what it is about, recipient, subject, text, html, attachments. */
export const queuedEmails = (db: Db) =>
  (
    db
      .prepare("SELECT kind, about, message FROM outbox WHERE kind LIKE 'quote-%' ORDER BY id")
      .all() as { kind: string; about: string; message: string }[]
  ).map(({ kind, about, message }) => {
    const parsed = JSON.parse(message) as {
      to: { address: string };
      subject: string;
      text: string;
      html: string;
      attachments?: { filename: string; content: string }[];
    };
    return { kind, about, ...parsed };
  });
