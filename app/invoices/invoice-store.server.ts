import type { Db } from "~/db/database.server";
import type { InvoiceDocument } from "./invoice-document";
import type { InvoiceLine, InvoiceTerms, InvoiceTotals } from "./invoice-totals";

/**
 * Invoices and credit notes as kept (`db/migrations/035-invoices.sql`): each as issued, with its
 * lines, totals and what it showed, never changed after. Written only by `invoice-issue.server.ts`.
 */

export type MadeFor = "stage" | "final" | "by-hand" | "credit" | "cancelled";

export interface IssuedInvoice {
  id: number;
  kind: "invoice" | "credit-note";
  /** As printed: "INV-0001". */
  number: string;
  creditsId: number | null;
  jobId: number | null;
  stageId: number | null;
  madeFor: MadeFor;
  issuedOn: string;
  dueOn: string | null;
  issuedAt: Date;
  /** What of the job's price (VAT included) it stands for. */
  jobPence: number;
  grossPence: number;
  duePence: number;
  terms: InvoiceTerms;
  totals: InvoiceTotals;
  document: InvoiceDocument;
}

interface Row {
  id: number;
  kind: IssuedInvoice["kind"];
  creditsId: number | null;
  jobId: number | null;
  stageId: number | null;
  madeFor: MadeFor;
  issuedOn: string;
  dueOn: string | null;
  issuedAt: string;
  jobPence: number;
  grossPence: number;
  duePence: number;
  terms: string;
  totals: string;
  document: string;
}

const columns = `id, kind, credits_id AS creditsId, job_id AS jobId, job_stage_id AS stageId,
  made_for AS madeFor, issued_on AS issuedOn, due_on AS dueOn, issued_at AS issuedAt,
  job_pence AS jobPence, gross_pence AS grossPence, due_pence AS duePence, terms, totals, document`;

const invoiceOfRow = (row: Row): IssuedInvoice => {
  const document = JSON.parse(row.document) as InvoiceDocument;
  return {
    ...row,
    number: document.number,
    issuedAt: new Date(row.issuedAt),
    terms: JSON.parse(row.terms) as InvoiceTerms,
    totals: JSON.parse(row.totals) as InvoiceTotals,
    document,
  };
};

/** A job's invoices and credit notes, in the order they were issued. */
export const invoicesOfJob = (db: Db, jobId: number) =>
  (
    db
      .prepare(`SELECT ${columns} FROM invoices WHERE job_id = ? ORDER BY issued_at, id`)
      .all(jobId) as Row[]
  ).map(invoiceOfRow);

export const invoiceById = (db: Db, id: number) => {
  const row = db.prepare(`SELECT ${columns} FROM invoices WHERE id = ?`).get(id) as Row | undefined;
  return row ? invoiceOfRow(row) : null;
};

/** "INV-0007" or "CN-0002", of one job: its PDF's address names it. */
export function invoiceOfJobByNumber(db: Db, jobId: number, printed: string) {
  const match = /^(INV|CN)-(\d{4,9})$/.exec(printed);
  if (!match) return null;
  const row = db
    .prepare(`SELECT ${columns} FROM invoices WHERE kind = ? AND number = ? AND job_id = ?`)
    .get(match[1] === "INV" ? "invoice" : "credit-note", Number(match[2]), jobId) as
    | Row
    | undefined;
  return row ? invoiceOfRow(row) : null;
}

export interface NewInvoice extends Omit<IssuedInvoice, "id" | "number" | "issuedAt"> {
  number: number;
  issuedAt: number;
  issuedBy: string;
  lines: readonly InvoiceLine[];
}

/** Keeps an issued document; call it inside the write that took its number. */
export function keepInvoice(db: Db, invoice: NewInvoice): number {
  const { totals } = invoice;
  const id = db
    .prepare(
      `INSERT INTO invoices (kind, number, credits_id, job_id, job_stage_id, made_for, issued_on,
         due_on, issued_at, issued_by, job_pence, net_pence, vat_pence, gross_pence, due_pence,
         reverse_charge, terms, totals, document)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .pluck()
    .get(
      invoice.kind,
      invoice.number,
      invoice.creditsId,
      invoice.jobId,
      invoice.stageId,
      invoice.madeFor,
      invoice.issuedOn,
      invoice.dueOn,
      new Date(invoice.issuedAt).toISOString(),
      invoice.issuedBy,
      invoice.jobPence,
      totals.netPence,
      totals.vatPence,
      totals.grossPence,
      totals.duePence,
      Number(invoice.terms.reverseCharge),
      JSON.stringify(invoice.terms),
      JSON.stringify(totals),
      JSON.stringify(invoice.document),
    ) as number;
  const line = db.prepare(
    `INSERT INTO invoice_lines (invoice_id, position, description, quantity_hundredths,
       unit_price_pence, vat_rate, kind, amount_pence) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [index, each] of invoice.lines.entries())
    line.run(
      id,
      index + 1,
      each.description,
      each.quantityHundredths,
      each.unitPricePence,
      each.vatRate,
      each.kind,
      totals.lineAmountsPence[index] ?? 0,
    );
  return id;
}
