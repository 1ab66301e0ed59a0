import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { issueInvoice } from "~/invoices/invoice-issue.server";
import { invoicePdf } from "~/invoices/invoice-pdf.server";
import { invoiceById } from "~/invoices/invoice-store.server";
import { instantOnDay } from "~/lib/uk-time";
import { pdfPages } from "../../../tests/support/pdf-text";
import { invoiceServices, roofJob } from "../../../tests/support/test-invoices";
import { insertLead, insertUser } from "../../../tests/support/test-leads";
import { InvoiceView } from "./invoice-view";

const amounts = (text: string) => [...new Set(text.match(/-?£[\d,]+\.\d\d/g))].sort();

/** The owner's preview and the PDF render one document: the same figures in both, no other. */
describe("an invoice's page and its PDF", () => {
  it.each([
    ["VAT registered", true],
    ["not VAT registered", false],
  ])("show the same figures, %s", async (_, registered) => {
    const db = openDatabase(":memory:");
    const clock = { now: instantOnDay("2027-04-05", 10 * 60) };
    const owner = insertUser(db, "owner@example.com");
    const roof = await roofJob(db, clock, {
      leadId: insertLead(db),
      owner,
      vatRegistered: registered,
    });
    const made = issueInvoice(
      invoiceServices(db, clock, registered),
      roof.job.id,
      { what: "stage", stageId: roof.deposit },
      { by: owner.email },
    );
    const document = invoiceById(db, made.id)?.document;
    if (!document) throw new Error("not issued");
    const page = renderToStaticMarkup(<InvoiceView document={document} />);
    const pdf = (await pdfPages(await invoicePdf(document))).join(" ");
    expect(amounts(page).length).toBeGreaterThan(3);
    expect(amounts(pdf)).toEqual(amounts(page));
    db.close();
  });
});
