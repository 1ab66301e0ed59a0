import type { Db } from "~/db/database.server";
import type { Job } from "~/jobs/job-store.server";
import { leadContact } from "~/leads/lead-contact.server";
import type { VatRate } from "~/written-quotes/quote-totals";
import { quoteById } from "~/written-quotes/written-quote-store.server";
import type { CisRate } from "./cis-deduction";
import type { InvoiceTerms } from "./invoice-totals";
import { type ReverseChargeWhy, reverseCharge } from "./reverse-charge";

/**
 * Whom a job's invoices are to: as the contract says (the quote's customer and site address, or
 * the lead's name for a job started by hand) until the owner says otherwise, with the answers
 * the construction rules ask of a business customer (decision 052), asked once per job.
 */
export interface InvoiceCustomer {
  name: string;
  address: string;
  /** "" when not VAT registered. */
  vatNumber: string;
  isBusiness: boolean;
  underCis: boolean;
  endUserInWriting: boolean;
  /** The deduction they take when we work for them under CIS. */
  cisRate: CisRate | null;
}

interface Row extends Omit<InvoiceCustomer, "isBusiness" | "underCis" | "endUserInWriting"> {
  isBusiness: number;
  underCis: number;
  endUserInWriting: number;
}

/** As the contract says. */
function contractCustomer(db: Db, job: Job): InvoiceCustomer {
  const quote = job.quoteId === null ? null : quoteById(db, job.quoteId);
  const lead = leadContact(db, job.leadId);
  return {
    name: quote?.document?.customer.name ?? (lead ? `${lead.firstName} ${lead.lastName}` : ""),
    address: quote?.content.siteAddress ?? "",
    vatNumber: "",
    isBusiness: quote?.content.customerIsBusiness ?? false,
    underCis: false,
    endUserInWriting: false,
    cisRate: null,
  };
}

export function invoiceCustomer(db: Db, job: Job): InvoiceCustomer {
  const row = db
    .prepare(
      `SELECT name, address, vat_number AS vatNumber, is_business AS isBusiness,
         under_cis AS underCis, end_user_in_writing AS endUserInWriting, cis_rate AS cisRate
       FROM invoice_customers WHERE job_id = ?`,
    )
    .get(job.id) as Row | undefined;
  if (!row) return contractCustomer(db, job);
  return {
    ...row,
    isBusiness: row.isBusiness === 1,
    underCis: row.underCis === 1,
    endUserInWriting: row.endUserInWriting === 1,
  };
}

export function saveInvoiceCustomer(
  db: Db,
  job: Job,
  customer: InvoiceCustomer,
  by: { email: string; now: number },
) {
  db.prepare(
    `INSERT INTO invoice_customers (job_id, name, address, vat_number, is_business, under_cis,
       end_user_in_writing, cis_rate, set_at, set_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (job_id) DO UPDATE SET name = excluded.name, address = excluded.address,
       vat_number = excluded.vat_number, is_business = excluded.is_business,
       under_cis = excluded.under_cis, end_user_in_writing = excluded.end_user_in_writing,
       cis_rate = excluded.cis_rate, set_at = excluded.set_at, set_by = excluded.set_by`,
  ).run(
    job.id,
    customer.name,
    customer.address,
    customer.vatNumber,
    Number(customer.isBusiness || customer.vatNumber !== "" || customer.underCis),
    Number(customer.underCis),
    Number(customer.endUserInWriting),
    customer.cisRate,
    new Date(by.now).toISOString(),
    by.email,
  );
}

/** How an invoice to this customer is charged, with why the reverse charge does or does not apply. */
export function termsFor(
  customer: InvoiceCustomer,
  firmVatRegistered: boolean,
  rates: readonly VatRate[],
): { terms: InvoiceTerms; why: ReverseChargeWhy } {
  const answer = reverseCharge({
    firmVatRegistered,
    customerIsBusiness: customer.isBusiness,
    customerVatRegistered: customer.vatNumber !== "",
    reportedUnderCis: customer.underCis,
    endUserOrIntermediaryInWriting: customer.endUserInWriting,
    rates,
  });
  return {
    terms: { firmVatRegistered, reverseCharge: answer.applies, cisRate: customer.cisRate },
    why: answer.why,
  };
}
