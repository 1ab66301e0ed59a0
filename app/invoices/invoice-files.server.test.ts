import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteAddresses } from "~/addresses.server";
import { type Db, openDatabase } from "~/db/database.server";
import { linkOfJob } from "~/jobs/job-links.server";
import { recordPayment } from "~/jobs/job-payments.server";
import { type JobServices, jobsContext } from "~/jobs/job-services.server";
import { instantOnDay } from "~/lib/uk-time";
import { privatePageContext } from "~/private-links/private-page.server";
import { aCustomer } from "../../tests/support/private-page";
import { invoiceServices, roofJob } from "../../tests/support/test-invoices";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { customerInvoicePdf, customerInvoices } from "./invoice-files.server";
import { issueInvoice } from "./invoice-issue.server";

/**
 * The customer's side: their job's page lists each invoice and credit note with what is paid and
 * due; each PDF only through the job's own link, at an address the server's shape check takes.
 */

let db: Db;
let services: JobServices;
let context: RouterContextProvider;
let token: string;
let otherToken: string;
const owner = { id: 1, email: "owner@example.com" };

beforeEach(async () => {
  db = openDatabase(":memory:");
  const clock = { now: instantOnDay("2027-04-05", 10 * 60) };
  services = invoiceServices(db, clock);
  insertUser(db, owner.email);
  const roof = await roofJob(db, clock, { leadId: insertLead(db), owner });
  const other = await roofJob(db, clock, { leadId: insertLead(db), owner });
  const issue = (jobId: number, stageId: number) =>
    issueInvoice(services, jobId, { what: "stage", stageId }, { by: owner.email });
  issue(roof.job.id, roof.deposit);
  issue(other.job.id, other.deposit);
  issueInvoice(
    services,
    roof.job.id,
    { what: "credit", invoiceId: 1, description: "Goodwill", netPence: 1_000, rate: "20" },
    { by: owner.email },
  );
  recordPayment(services, {
    jobId: roof.job.id,
    stageId: roof.deposit,
    pence: 100_000,
    on: "2027-04-05",
    user: owner,
  });
  context = new RouterContextProvider();
  context.set(jobsContext, services);
  context.set(privatePageContext, aCustomer(db));
  token = linkOfJob(db, services.secret, roof.job.id)?.split("/").at(-1) ?? "";
  otherToken = linkOfJob(db, services.secret, other.job.id)?.split("/").at(-1) ?? "";
});
afterEach(() => db.close());

describe("the customer's invoices", () => {
  it("lists each document with what is paid and what is still due", () => {
    expect(customerInvoices(context, token)).toEqual([
      expect.objectContaining({
        number: "INV-0001",
        total: "£1,499.99",
        stateWords: "Due",
        standing: "£487.99 still to pay, due by 12 April 2027",
        file: "INV-0001.pdf",
      }),
      expect.objectContaining({
        number: "CN-0001",
        stateWords: "Credit note",
        standing: "against INV-0001",
      }),
    ]);
  });

  it("serves a PDF only through its own job's link, privately", async () => {
    const answer = await customerInvoicePdf(context, token, "INV-0001.pdf");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-disposition")).toBe(
      'inline; filename="VAT invoice INV-0001.pdf"',
    );
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // The other job's invoice is INV-0002: not through this link, nor a made-up link.
    expect((await customerInvoicePdf(context, token, "INV-0002.pdf")).status).toBe(404);
    expect((await customerInvoicePdf(context, otherToken, "INV-0002.pdf")).status).toBe(200);
    expect((await customerInvoicePdf(context, "x".repeat(43), "INV-0001.pdf")).status).toBe(404);
    expect((await customerInvoicePdf(context, token, "inv-0001.pdf")).status).toBe(404);
  });

  it("is at an address the server's check of private addresses takes, and no other", () => {
    const route = (id: string, path: string, parentId?: string) => ({
      id,
      path,
      parentId,
      module: {},
    });
    const build = {
      routes: {
        root: { id: "root", path: "", module: {} },
        invoice: route("invoice", "job/:token/invoices/:invoiceFile", "root"),
      },
    } as unknown as ServerBuild;
    const { isPrivateInShape } = siteAddresses(build);
    expect(isPrivateInShape(`/job/${token}/invoices/INV-0001.pdf`)).toBe(true);
    expect(isPrivateInShape(`/job/${token}/invoices/CN-0012.pdf`)).toBe(true);
    for (const file of [
      "INV-1.pdf",
      "INV-0001",
      "../INV-0001.pdf",
      "X-0001.pdf",
      `INV-${"9".repeat(12)}.pdf`,
    ])
      expect(isPrivateInShape(`/job/${token}/invoices/${file}`), file).toBe(false);
  });
});
