/** Test helpers: a job to invoice, with a firm, a quote and bank details of the tests' own. */
import type { Company } from "../../app/company/company";
import type { Db } from "../../app/db/database.server";
import type { JobServices } from "../../app/jobs/job-services.server";
import type { ActingUser } from "../../app/leads/lead-deletion.server";
import { savePaymentDetails } from "../../app/written-quotes/payment-details.server";
import type { QuoteContent } from "../../app/written-quotes/quote-content";
import { content } from "./site-content";
import { acceptedJob, jobServices } from "./test-jobs";
import type { Clock } from "./test-quotes";

/** A firm of the tests' own, VAT registered or not (a new firm's default: not). */
export const testFirm = (vatRegistered: boolean): Company => ({
  ...content.company,
  tradingName: "Test Roofing",
  legalName: "Test Roofing Ltd",
  address: {
    streetAddress: "9 Slate Yard",
    town: "Testham",
    county: "Testshire",
    postcode: "TE1 9SY",
    country: "United Kingdom",
  },
  vatNumber: vatRegistered ? "GB987654321" : undefined,
});

/**
 * A roof at two VAT rates: £8,400.00 at 20% and 42 m² at £12.50 at 5% (£10,631.25 with VAT), a
 * £1,500.00 deposit and £3,000.00 when the scaffold is up; the balance £6,131.25. Not VAT
 * registered: the same lines without VAT (£8,925.00).
 */
export function roofQuote(vatRegistered = true): QuoteContent {
  const rate = (vat: "20" | "5") => (vatRegistered ? vat : "none");
  return {
    title: "New slate roof",
    siteAddress: "3 Test Lane, Testham, TE1 1ST",
    lines: [
      {
        description: "Strip and re-slate the main roof",
        quantityHundredths: 100,
        unit: "",
        unitPricePence: 840_000,
        vatRate: rate("20"),
      },
      {
        description: "Loft insulation, 300 mm",
        quantityHundredths: 4_200,
        unit: "m²",
        unitPricePence: 1_250,
        vatRate: rate("5"),
      },
    ],
    included: "Scaffold and skip.",
    excluded: "Guttering.",
    startWindow: "Spring 2027",
    validDays: 30,
    deposit: { kind: "amount", pence: 150_000 },
    stages: [{ label: "When the scaffold is up", pence: 300_000 }],
    customerIsBusiness: false,
    newBuilding: false,
  };
}

/** The job pages' services with the tests' firm. */
export function invoiceServices(db: Db, clock: Clock, vatRegistered = true): JobServices {
  const services = jobServices(db, clock, { vatRegistered });
  return { ...services, mail: () => ({ ...services.mail(), company: testFirm(vatRegistered) }) };
}

/** The roof quote accepted on `leadId`, the firm's bank details given: the job and its stages. */
export async function roofJob(
  db: Db,
  clock: Clock,
  {
    leadId,
    owner,
    vatRegistered = true,
  }: { leadId: number; owner: ActingUser; vatRegistered?: boolean },
) {
  savePaymentDetails(db, {
    accountName: "Test Roofing Ltd",
    sortCode: "11-22-33",
    accountNumber: "12345678",
    cardLink: "",
  });
  const { job } = await acceptedJob(db, clock, {
    leadId,
    owner,
    content: roofQuote(vatRegistered),
    vatRegistered,
  });
  const stages = db
    .prepare("SELECT id FROM job_stages WHERE job_id = ? ORDER BY position")
    .pluck()
    .all(job.id) as number[];
  const [deposit = 0, scaffold = 0, balance = 0] = stages;
  return { job, deposit, scaffold, balance };
}

/** The invoices' emails queued, oldest first. */
export const invoiceEmails = (db: Db) =>
  (
    db
      .prepare("SELECT about, message FROM outbox WHERE kind = 'invoice-sent' ORDER BY id")
      .all() as { about: string; message: string }[]
  ).map(({ about, message }) => ({
    about,
    ...(JSON.parse(message) as { to: { address: string }; subject: string; text: string }),
  }));
