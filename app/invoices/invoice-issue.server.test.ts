import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { JobError } from "~/jobs/job-error";
import { finishJob } from "~/jobs/job-finish.server";
import { askForPayment, recordPayment } from "~/jobs/job-payments.server";
import type { JobServices } from "~/jobs/job-services.server";
import { answerChange, changesOfJob, proposeChange } from "~/jobs/job-variations.server";
import { deleteLead } from "~/leads/lead-deletion.server";
import { instantOnDay } from "~/lib/uk-time";
import { cancelContract } from "~/written-quotes/customer-answers.server";
import type { VatRate } from "~/written-quotes/quote-totals";
import { invoiceEmails, invoiceServices, roofJob } from "../../tests/support/test-invoices";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { type Clock, quoteServices } from "../../tests/support/test-quotes";
import { saveInvoiceCustomer } from "./invoice-customer.server";
import type { Making } from "./invoice-draft";
import { issueInvoice } from "./invoice-issue.server";
import { jobLedger } from "./invoice-ledger.server";
import { invoiceById } from "./invoice-store.server";

/**
 * Invoices and credit notes issued from a job: what each asks, its number, that it is kept as
 * issued and told once, and every refusal with its reason and nothing kept. The roof of
 * tests/support/test-invoices.ts: £8,400.00 at 20% and £525.00 at 5%, £10,631.25 with VAT; a
 * £1,500.00 deposit, £3,000.00 when the scaffold is up, the balance £6,131.25.
 */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let roof: Awaited<ReturnType<typeof roofJob>>;

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: instantOnDay("2027-04-05", 10 * 60) };
  owner = insertUser(db, "owner@example.com");
  services = invoiceServices(db, clock);
  roof = await roofJob(db, clock, { leadId: insertLead(db), owner });
});
afterEach(() => db.close());

const issue = (making: Making, shownDuePence?: number) =>
  issueInvoice(services, roof.job.id, making, { by: owner.email, shownDuePence });

const byHand = (netPence: number, rate: VatRate = "20"): Making => ({
  what: "by-hand",
  description: "Two cracked ridge tiles replaced",
  netPence,
  rate,
});

const credit = (invoiceId: number, netPence: number, rate: VatRate = "20"): Making => ({
  what: "credit",
  invoiceId,
  description: "Goodwill on the deposit",
  netPence,
  rate,
});

/** Why `work` was refused; it must be. */
function refusal(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (error instanceof JobError) return { status: error.status, reason: error.message };
    throw error;
  }
  throw new Error("It was not refused");
}

const counters = () =>
  Object.fromEntries(
    db
      .prepare("SELECT series, last FROM number_sequences")
      .all()
      .map((row) => {
        const { series, last } = row as { series: string; last: number };
        return [series, last];
      }),
  );
const kept = () => db.prepare("SELECT count(*) FROM invoices").pluck().get();
const states = () =>
  jobLedger(db, roof.job.id, "2027-04-05").entries.map((entry) => [
    entry.invoice.number,
    entry.state,
    entry.leftPence,
  ]);
const pay = (stageId: number, pence: number) =>
  recordPayment(services, { jobId: roof.job.id, stageId, pence, on: "2027-04-05", user: owner });

describe("an invoice for a stage asked for", () => {
  it("splits the deposit by the contract's rates, is numbered INV-0001, kept as issued and emailed once", () => {
    const { id, number } = issue({ what: "stage", stageId: roof.deposit });
    expect(number).toBe("INV-0001");
    const invoice = invoiceById(db, id);
    // £1,500.00 in the contract's shares: £77.77 at 5%, £1,422.23 at 20%; each line the most
    // before VAT whose total is not above its share (a penny under, never over).
    expect(invoice?.totals.byRate).toEqual([
      { rate: "20", netPence: 118_519, vatPence: 23_703 },
      { rate: "5", netPence: 7_407, vatPence: 370 },
    ]);
    expect(invoice?.totals.grossPence).toBe(149_999);
    expect(invoice?.jobPence).toBe(150_000);
    expect(invoice?.document.heading).toBe("VAT invoice");
    expect(invoice?.document.totals).toEqual([
      { label: "Total before VAT", amount: "£1,259.26" },
      { label: "VAT at 20% on £1,185.19", amount: "£237.03" },
      { label: "VAT at 5% on £74.07", amount: "£3.70" },
      { label: "Total to pay", amount: "£1,499.99" },
    ]);
    expect(invoice?.document.customer).toEqual({
      name: "Sarah Mills",
      address: "3 Test Lane, Testham, TE1 1ST",
      vatNumber: null,
    });
    expect(invoice?.document.firm.vatNumber).toBe("VAT number GB987654321");
    expect(invoice?.document.pay?.reference).toBe("INV-0001");
    expect(invoice?.document.dueOn).toBe("12 April 2027");
    const emails = invoiceEmails(db);
    expect(emails.map((email) => [email.about, email.subject])).toEqual([
      [`invoice ${id}`, "VAT invoice INV-0001: New slate roof"],
    ]);
    expect(emails[0]?.text).toContain("£1,499.99 to pay by 12 April 2027");
  });

  it("a second invoice after the first; the same stage again, or one not asked for, is refused", () => {
    issue({ what: "stage", stageId: roof.deposit });
    expect(refusal(() => issue({ what: "stage", stageId: roof.deposit }))).toEqual({
      status: 409,
      reason: '"Deposit" has been invoiced already.',
    });
    expect(refusal(() => issue({ what: "stage", stageId: roof.scaffold })).reason).toMatch(
      /^Ask for "When the scaffold is up" first/,
    );
    askForPayment(services, { jobId: roof.job.id, stageId: roof.scaffold });
    const second = issue({ what: "stage", stageId: roof.scaffold });
    expect(second.number).toBe("INV-0002");
    const totals = invoiceById(db, second.id)?.totals;
    for (const { rate, netPence, vatPence } of totals?.byRate ?? [])
      expect(vatPence).toBe(Math.floor((netPence * Number(rate)) / 100));
    expect(totals?.grossPence).toBeLessThanOrEqual(300_000);
    expect(totals?.grossPence).toBeGreaterThanOrEqual(299_998);
    expect(counters()).toEqual({ quote: 1, invoice: 2 });
    expect(invoiceEmails(db)).toHaveLength(2);
  });

  it("a stage paid before it is invoiced had its own receipt; one paid after pays its invoice", () => {
    pay(roof.deposit, 150_000);
    expect(refusal(() => issue({ what: "stage", stageId: roof.deposit })).status).toBe(409);
    askForPayment(services, { jobId: roof.job.id, stageId: roof.scaffold });
    const { id } = issue({ what: "stage", stageId: roof.scaffold });
    const due = invoiceById(db, id)?.duePence ?? 0;
    expect(states()).toEqual([["INV-0001", "due", due]]);
    pay(roof.scaffold, 100_000);
    expect(states()).toEqual([["INV-0001", "due", due - 100_000]]);
    clock.now = instantOnDay("2027-05-01", 10 * 60);
    expect(jobLedger(db, roof.job.id, "2027-05-01").entries.map((entry) => entry.state)).toEqual([
      "overdue",
    ]);
    pay(roof.scaffold, 200_000);
    expect(states()).toEqual([["INV-0001", "paid", 0]]);
  });

  it("the final account once the job is finished: the price with each change approved, less what was invoiced or paid", () => {
    const change = proposeChange(services, {
      jobId: roof.job.id,
      title: "Lead flashing to the chimney",
      details: "New code 4 lead.",
      pence: 60_000,
      datesEffect: "",
      user: owner,
    });
    answerChange(services, {
      jobId: roof.job.id,
      changeId: change,
      approve: true,
      shownHash: changesOfJob(db, roof.job.id)[0]?.documentHash ?? "",
      name: "Sarah Mills",
      ipHash: "h",
      userAgent: "test",
    });
    pay(roof.deposit, 150_000);
    askForPayment(services, { jobId: roof.job.id, stageId: roof.scaffold });
    issue({ what: "stage", stageId: roof.scaffold });
    expect(refusal(() => issue({ what: "stage", stageId: roof.balance })).status).toBe(409);
    finishJob(services, roof.job.id);
    const { id } = issue({ what: "stage", stageId: roof.balance });
    const final = invoiceById(db, id);
    expect(final?.madeFor).toBe("final");
    // £10,631.25 + £600.00 − £1,500.00 − £3,000.00.
    expect(final?.jobPence).toBe(673_125);
    expect(final?.document.account).toEqual([
      { label: "Price agreed", amount: "£10,631.25" },
      { label: "Change 1: Lead flashing to the chimney", amount: "£600.00" },
      { label: "The job comes to", amount: "£11,231.25" },
      { label: "Invoiced or paid before", amount: "£4,500.00" },
      { label: "This invoice", amount: "£6,731.25" },
      { label: "Left after this invoice", amount: "£0.00" },
    ]);
    expect(refusal(() => issue({ what: "stage", stageId: roof.balance })).reason).toBe(
      "Everything has been invoiced already.",
    );
  });
});

describe("an invoice by hand", () => {
  it("takes a description, an amount before VAT and a rate; a rate not allowed or a forged amount is refused, nothing kept", () => {
    const { id } = issue(byHand(12_000));
    expect(invoiceById(db, id)?.totals.grossPence).toBe(14_400);
    expect(refusal(() => issue(byHand(12_000, "17.5" as VatRate)))).toEqual({
      status: 400,
      reason: "Every line needs a VAT rate: 20%, 5% or 0%.",
    });
    expect(refusal(() => issue(byHand(12_000, "none"))).status).toBe(400);
    expect(refusal(() => issue(byHand(0))).reason).toBe("The lines come to nothing.");
    expect(refusal(() => issue(byHand(-500))).status).toBe(400);
    expect(refusal(() => issue(byHand(12_000), 1)).status).toBe(409);
    expect(refusal(() => issue({ what: "stage", stageId: roof.deposit }, 1)).status).toBe(409);
    expect(kept()).toBe(1);
    expect(counters().invoice).toBe(1);
  });
});

describe("credit notes", () => {
  it("against an invoice, a second after the first, never more than is left, numbered apart", () => {
    const { id } = issue({ what: "stage", stageId: roof.deposit });
    expect(issue(credit(id, 10_000)).number).toBe("CN-0001");
    expect(issue(credit(id, 5_000)).number).toBe("CN-0002");
    expect(refusal(() => issue(credit(id, 200_000)))).toEqual({
      status: 400,
      reason: "Only £1,035.19 at 20% is left on the invoice to credit, before VAT.",
    });
    const kinds = db.prepare("SELECT kind, credits_id AS credits FROM invoices ORDER BY id").all();
    expect(kinds).toEqual([
      { kind: "invoice", credits: null },
      { kind: "credit-note", credits: id },
      { kind: "credit-note", credits: id },
    ]);
    expect(states()).toEqual([
      ["INV-0001", "due", 149_999 - 12_000 - 6_000],
      ["CN-0001", "credit", 0],
      ["CN-0002", "credit", 0],
    ]);
    const note = invoiceById(db, id + 1)?.document;
    expect(note?.heading).toBe("Credit note");
    expect(note?.credits).toBe("Credits invoice INV-0001 of 5 April 2027");
    expect(note?.pay).toBeNull();
    expect(refusal(() => issue(credit(id + 1, 100))).status).toBe(404);
    expect(counters()).toEqual({ quote: 1, invoice: 1, "credit-note": 2 });
  });

  it("a contract cancelled within the 14 days credits each invoice by itself; its job is invoiced no more", () => {
    const { id } = issue({ what: "stage", stageId: roof.deposit });
    issue(credit(id, 10_000));
    cancelContract(quoteServices(db, clock), roof.job.quoteId ?? 0);
    const refund = db
      .prepare("SELECT id, gross_pence AS gross FROM invoices WHERE made_for = 'cancelled'")
      .get() as { id: number; gross: number };
    expect(refund.gross).toBe(149_999 - 12_000);
    expect(invoiceById(db, refund.id)?.number).toBe("CN-0002");
    expect(states()[0]?.[1]).toBe("credited");
    expect(refusal(() => issue(byHand(12_000)))).toEqual({
      status: 410,
      reason: "The customer cancelled this contract: there is nothing to invoice.",
    });
    expect(invoiceEmails(db).map((email) => email.subject)).toEqual([
      "VAT invoice INV-0001: New slate roof",
      "Credit note CN-0001: New slate roof",
      "Credit note CN-0002: New slate roof",
    ]);
  });
});

describe("the construction rules", () => {
  it("a VAT-registered contractor under CIS: the VAT shown, not charged, and their deduction on the labour", () => {
    saveInvoiceCustomer(
      db,
      roof.job,
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
    const invoice = invoiceById(db, issue(byHand(100_000)).id);
    expect(invoice?.terms).toEqual({ firmVatRegistered: true, reverseCharge: true, cisRate: 20 });
    expect(invoice?.document.totals).toEqual([
      { label: "Total before VAT", amount: "£1,000.00" },
      { label: "VAT at 20% on £1,000.00 (reverse charge: not charged)", amount: "£200.00" },
      { label: "Total", amount: "£1,000.00" },
      { label: "CIS deduction at 20% on labour of £1,000.00", amount: "-£200.00" },
      { label: "Total to pay, after the CIS deduction", amount: "£800.00" },
    ]);
    expect(invoice?.document.vatNote).toMatch(/^Reverse charge: Customer to pay the VAT to HMRC\./);
    expect(invoice?.document.customer.vatNumber).toBe("VAT number GB111222333");
  });
});

describe("a new firm, not VAT registered (the default)", () => {
  it("makes plain invoices without VAT, and refuses a line with VAT", async () => {
    const plain = openDatabase(":memory:");
    services = invoiceServices(plain, clock, false);
    const own = await roofJob(plain, clock, {
      leadId: insertLead(plain),
      owner: insertUser(plain, "owner@example.com"),
      vatRegistered: false,
    });
    const made = issueInvoice(
      services,
      own.job.id,
      { what: "stage", stageId: own.deposit },
      { by: "owner@example.com" },
    );
    const invoice = invoiceById(plain, made.id);
    expect(invoice?.document.heading).toBe("Invoice");
    expect(invoice?.totals.byRate).toEqual([{ rate: "none", netPence: 150_000, vatPence: 0 }]);
    expect(invoice?.document.totals).toEqual([{ label: "Total to pay", amount: "£1,500.00" }]);
    expect(invoice?.document.lines[0]?.vatRate).toBe("");
    expect(invoice?.document.firm.vatNumber).toBeNull();
    expect(
      refusal(() =>
        issueInvoice(services, own.job.id, byHand(1_000, "20"), { by: "owner@example.com" }),
      ).reason,
    ).toBe("We are not VAT registered, so no line can carry VAT.");
    plain.close();
  });
});

describe("issued is final", () => {
  it("never changed or deleted; kept, with what it showed, when its lead is erased; numbers go on", async () => {
    const { id } = issue({ what: "stage", stageId: roof.deposit });
    expect(() => db.prepare("UPDATE invoices SET net_pence = 1 WHERE id = ?").run(id)).toThrow(
      /never changed/,
    );
    expect(() => db.prepare("UPDATE invoices SET job_id = 99 WHERE id = ?").run(id)).toThrow(
      /never moved/,
    );
    expect(() => db.prepare("DELETE FROM invoices").run()).toThrow(/never deleted/);
    expect(() => db.prepare("DELETE FROM invoice_lines").run()).toThrow(/never deleted/);
    deleteLead(db, { leadId: roof.job.leadId, user: owner, photosDir: "/nonexistent" });
    const erased = invoiceById(db, id);
    expect(erased?.jobId).toBeNull();
    expect(erased?.document.customer.name).toBe("Sarah Mills");
    expect(db.prepare("SELECT count(*) FROM invoice_lines").pluck().get()).toBe(2);
    const next = await roofJob(db, clock, { leadId: insertLead(db), owner });
    expect(
      issueInvoice(services, next.job.id, { what: "stage", stageId: next.deposit }, { by: "o" })
        .number,
    ).toBe("INV-0002");
  });
});
