import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { pdfPages } from "../../tests/support/pdf-text";
import { invoiceServices, roofJob } from "../../tests/support/test-invoices";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { saveInvoiceCustomer } from "./invoice-customer.server";
import type { InvoiceDocument } from "./invoice-document";
import { issueInvoice } from "./invoice-issue.server";
import { invoicePdf, invoicePdfFilename } from "./invoice-pdf.server";
import { invoiceById } from "./invoice-store.server";

/**
 * The PDF of an invoice and of a credit note, from the documents they were issued with: the
 * contents of a full VAT invoice (VAT Notice 700/21, section 16), HMRC's reverse-charge words
 * where they apply, the bank details with the number as the reference; made in under a second,
 * under 100 kB (issue 58's budget).
 */

const documents: Record<"invoice" | "business" | "credit", InvoiceDocument> = {} as never;

beforeAll(async () => {
  const db = openDatabase(":memory:");
  const clock = { now: instantOnDay("2027-04-05", 10 * 60) };
  const services = invoiceServices(db, clock);
  const owner = insertUser(db, "owner@example.com");
  const roof = await roofJob(db, clock, { leadId: insertLead(db, { firstName: "Łucja" }), owner });
  const issue = (jobId: number, making: Parameters<typeof issueInvoice>[2]) =>
    invoiceById(db, issueInvoice(services, jobId, making, { by: owner.email }).id)?.document;
  documents.invoice = issue(roof.job.id, {
    what: "stage",
    stageId: roof.deposit,
  }) as InvoiceDocument;
  documents.credit = issue(roof.job.id, {
    what: "credit",
    invoiceId: 1,
    description: `<script>alert(1)</script> "Goodwill"`,
    netPence: 10_000,
    rate: "20",
  }) as InvoiceDocument;
  const other = await roofJob(db, clock, { leadId: insertLead(db), owner });
  saveInvoiceCustomer(
    db,
    other.job,
    {
      name: "Testham Builders Ltd",
      address: "1 Main Road, Testham, TE1 2AA",
      vatNumber: "GB111222333",
      isBusiness: true,
      underCis: true,
      endUserInWriting: false,
      cisRate: 20,
    },
    { email: owner.email, now: clock.now },
  );
  documents.business = issue(other.job.id, {
    what: "stage",
    stageId: other.deposit,
  }) as InvoiceDocument;
});

const textOf = async (document: InvoiceDocument) =>
  (await pdfPages(await invoicePdf(document))).join(" ");

describe("an invoice's PDF", () => {
  it("has HMRC's contents, every figure of the page, and how to pay with its number", async () => {
    const document = documents.invoice;
    const text = await textOf(document);
    for (const part of [
      `VAT invoice ${document.number}`,
      document.firm.legalName,
      ...document.firm.address,
      document.firm.vatNumber ?? "missing",
      "Lucja Mills",
      document.customer.address,
      `DATE OF ISSUE ${document.issuedOn}`,
      `TAX POINT ${document.taxPoint}`,
      `TO PAY BY ${document.dueOn}`,
      "Description Qty Unit Unit price VAT Amount",
      ...document.lines.map(
        (line) => `${line.description} 1 ${line.unitPrice} ${line.vatRate} ${line.amount}`,
      ),
      ...document.totals.map(({ label, amount }) => `${label} ${amount}`),
      ...document.account.map(({ label, amount }) => `${label} ${amount}`),
      document.vatNote,
      "Sort code 11-22-33 Account number 12345678 Reference INV-0001",
    ])
      expect(text).toContain(part);
  });

  it("under the reverse charge and CIS: HMRC's words, the VAT shown not charged, the deduction", async () => {
    const text = await textOf(documents.business);
    expect(text).toContain("Reverse charge: Customer to pay the VAT to HMRC");
    expect(text).toContain(
      "Testham Builders Ltd 1 Main Road, Testham, TE1 2AA VAT number GB111222333",
    );
    for (const { label, amount } of documents.business.totals)
      expect(text).toContain(`${label} ${amount}`);
    expect(text).toMatch(/\(reverse charge: not charged\)/);
    expect(text).toMatch(/CIS deduction at 20% on labour of £[\d,.]+ -£[\d,.]+/);
  });

  it("is made in under a second and is under 100 kB", async () => {
    await invoicePdf(documents.invoice);
    const started = performance.now();
    const pdf = await invoicePdf(documents.invoice);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pdf.length).toBeLessThan(100 * 1024);
    expect(invoicePdfFilename(documents.invoice)).toBe("VAT invoice INV-0001.pdf");
  });
});

describe("a credit note's PDF", () => {
  it("names its invoice, prints what was typed as it is, and asks for no payment", async () => {
    const text = await textOf(documents.credit);
    expect(text).toContain("Credit note CN-0001");
    expect(text).toContain(`Credits invoice INV-0001 of ${documents.invoice.issuedOn}`);
    expect(text).toContain(`<script>alert(1)</script> "Goodwill"`);
    expect(text).toContain("Total credited £120.00");
    expect(text).not.toContain("How to pay");
    expect(text).not.toContain("TO PAY BY");
  });
});
