import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "~/accounts/session-cookie.server";
import { createSession } from "~/accounts/sessions.server";
import { ownerRequestContext } from "~/accounts/signed-in.server";
import { type Db, openDatabase } from "~/db/database.server";
import { deleteLead } from "~/leads/lead-deletion.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, instantOnDay } from "~/lib/uk-time";
import { privatePageContext } from "~/private-links/private-page.server";
import { quoteNumber } from "~/written-quotes/quote-document.server";
import { answerOf, post } from "../../tests/support/long-life";
import { aCustomer } from "../../tests/support/private-page";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { type Clock, threeLineQuote } from "../../tests/support/test-quotes";
import { jobCsvColumns } from "./job-export.server";
import { jobFiguresOf } from "./job-figures.server";
import { finishJob } from "./job-finish.server";
import { linkOfJob } from "./job-links.server";
import { jobsPage } from "./job-list.server";
import { moneyOfJob } from "./job-money.server";
import { jobPage } from "./job-page.server";
import { askForPayment, recordPayment } from "./job-payments.server";
import { type JobServices, jobsContext } from "./job-services.server";
import type { Job } from "./job-store.server";
import { ownerJobPage, saveOwnerJob } from "./owner-job-page.server";

/**
 * A stage paid in parts (a deposit in two transfers): each payment its own receipt, numbered
 * under the contract's reference, the stage paid only once they cover it, and every page and
 * figure reading what is still to pay of it. Amounts come from the quote the job started from.
 */

const firstDay = "2027-03-01";
let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };

async function start(vatRegistered: boolean) {
  db = openDatabase(":memory:");
  clock = { now: instantOnDay(firstDay, 10 * 60) };
  services = jobServices(db, clock, { vatRegistered });
  owner = insertUser(db, "owner@example.com");
  return newJob(vatRegistered);
}

async function newJob(vatRegistered = true) {
  const leadId = insertLead(db);
  const { job, quote } = await acceptedJob(db, clock, {
    leadId,
    owner,
    vatRegistered,
    content: threeLineQuote(vatRegistered),
  });
  return { leadId, job, quote, reference: quoteNumber(quote.number) };
}

afterEach(() => db.close());

const stages = (job: Job, today = firstDay) => moneyOfJob(db, job, today).stages;
const pay = (job: Job, stageId: number, pence: number, on = firstDay) =>
  recordPayment(services, { jobId: job.id, stageId, pence, on, user: owner });
const receipts = () =>
  db.prepare("SELECT reference, pence, vat_pence AS vat FROM job_payments ORDER BY id").all() as {
    reference: string;
    pence: number;
    vat: number;
  }[];
const receiptEmails = () => jobEmails(db).filter((email) => email.kind === "job-receipt");

/** The job's pages as a browser gets them: the owner's (signed in) and the customer's. */
function pages() {
  const context = new RouterContextProvider();
  context.set(jobsContext, services);
  context.set(privatePageContext, aCustomer(db));
  context.set(ownerRequestContext, {
    db,
    https: false,
    ipHash: "owner",
    siteUrl: "https://example.com",
  });
  const cookie = `${sessionCookieName(false)}=${
    createSession(db, { userId: owner.id }, Number.MAX_SAFE_INTEGER / 2).id
  }`;
  const ownerRequest = (job: Job) =>
    new Request(`https://example.com/owner/jobs/${job.id}`, { headers: { cookie } });
  return {
    owner: (job: Job) => ownerJobPage(ownerRequest(job), context, String(job.id)),
    customer: (job: Job) => {
      const link = linkOfJob(db, services.secret, job.id) ?? "";
      const page = jobPage(
        link.split("/").at(-1),
        new Request(`https://example.com${link}`),
        context,
      );
      if (!("money" in page)) throw new Error("The customer's link opened no page");
      return page;
    },
    recordOnThePage: (job: Job, fields: Record<string, string>) =>
      answerOf(() =>
        saveOwnerJob(
          post(`/owner/jobs/${job.id}`, { intent: "payment", ...fields }, cookie),
          context,
          String(job.id),
        ),
      ),
  };
}

describe.each([{ vatRegistered: true }, { vatRegistered: false }])(
  "a deposit paid in two parts (VAT registered: $vatRegistered)",
  ({ vatRegistered }) => {
    it("gives a receipt for each, the stage paid only after the second, the totals right at each step", async () => {
      const { job, quote, reference } = await start(vatRegistered);
      const [deposit] = stages(job);
      if (!deposit) throw new Error("The quote asks no deposit");
      const first = Math.floor(deposit.pence / 2);
      const rest = deposit.pence - first;
      const total = moneyOfJob(db, job, firstDay).totalPence;

      pay(job, deposit.id, first);
      expect(stages(job)[0]).toMatchObject({
        state: "due",
        payments: [{ pence: first, on: firstDay, reference: `${reference}-1` }],
        leftPence: rest,
      });
      expect(moneyOfJob(db, job, firstDay)).toMatchObject({
        paidPence: first,
        leftPence: total - first,
        duePence: rest,
      });
      // Unpaid past its day, a part-paid stage is late for what is still to pay of it.
      expect(moneyOfJob(db, job, "2027-03-09")).toMatchObject({ late: true, duePence: rest });

      clock.now = instantOnDay("2027-03-05", 10 * 60);
      pay(job, deposit.id, rest, "2027-03-05");
      expect(stages(job, "2027-03-09")[0]).toMatchObject({
        state: "paid",
        leftPence: 0,
        payments: [
          { pence: first, reference: `${reference}-1` },
          { pence: rest, on: "2027-03-05", reference: `${reference}-2` },
        ],
      });
      expect(moneyOfJob(db, job, "2027-03-09")).toMatchObject({
        late: false,
        paidPence: deposit.pence,
        leftPence: total - deposit.pence,
        duePence: 0,
      });

      // Each receipt with its own VAT share, the contract's, rounded down.
      const vatOf = (pence: number) =>
        vatRegistered
          ? Math.floor((pence * (quote.grossPence - quote.netPence)) / quote.grossPence)
          : 0;
      expect(receipts()).toEqual([
        { reference: `${reference}-1`, pence: first, vat: vatOf(first) },
        { reference: `${reference}-2`, pence: rest, vat: vatOf(rest) },
      ]);
      const [one, two] = receiptEmails();
      expect(one?.subject).toMatch(
        new RegExp(`^${vatRegistered ? "VAT receipt" : "Receipt"} ${reference}-1: Deposit`),
      );
      expect(two?.subject).toMatch(new RegExp(`${reference}-2: Deposit`));
      expect(one?.text).toContain(`Deposit: ${formatMoney(rest)} still to pay.`);
      if (vatRegistered) {
        expect(one?.text).toContain(
          `Amount paid: ${formatMoney(first)}, of which VAT ${formatMoney(vatOf(first))}`,
        );
        expect(two?.text).toContain(
          `Amount paid: ${formatMoney(rest)}, of which VAT ${formatMoney(vatOf(rest))}`,
        );
      } else {
        expect(one?.text).toContain(`${formatMoney(first)}. No VAT is charged`);
        expect(two?.text).toContain(`${formatMoney(rest)}. No VAT is charged`);
      }

      // Covered: a third payment on it is refused as before.
      expect(() => pay(job, deposit.id, 100, "2027-03-05")).toThrow(/already recorded as paid/);
      expect(receipts()).toHaveLength(2);
    });
  },
);

describe("a payment of more than is left of a stage", () => {
  it("is refused beside the amount with a 400, nothing kept and nothing emailed", async () => {
    const { job } = await start(true);
    const [deposit] = stages(job);
    if (!deposit) throw new Error("The quote asks no deposit");
    const first = Math.floor(deposit.pence / 2);
    pay(job, deposit.id, first);
    const emails = jobEmails(db).length;
    const rest = deposit.pence - first;

    const refused = await pages().recordOnThePage(job, {
      stage: String(deposit.id),
      amount: ((rest + 1) / 100).toFixed(2),
      on: firstDay,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      result: {
        error: {
          amount: [
            `That is more than is left to pay of the deposit (${formatMoney(rest)}): record the rest against the next payment.`,
          ],
        },
      },
    });
    expect(receipts()).toHaveLength(1);
    expect(jobEmails(db)).toHaveLength(emails);
    expect(stages(job)[0]?.leftPence).toBe(rest);

    // More than is left on the whole job: refused as before, beside the amount too.
    const left = moneyOfJob(db, job, firstDay).leftPence;
    const tooMuch = await pages().recordOnThePage(job, {
      stage: String(stages(job).at(-1)?.id),
      amount: ((left + 1) / 100).toFixed(2),
      on: firstDay,
    });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain(
      `more than is left to pay on the job (${formatMoney(left)})`,
    );
    expect(receipts()).toHaveLength(1);
  });
});

describe("the same part sent twice (a second tap)", () => {
  it("is recorded once, with one receipt: the second is refused, saying why", async () => {
    const { job } = await start(true);
    const [deposit] = stages(job);
    if (!deposit) throw new Error("The quote asks no deposit");
    const { recorded } = pages().owner(job).money;
    const form = {
      stage: String(deposit.id),
      amount: (Math.floor(deposit.pence / 4) / 100).toFixed(2),
      on: firstDay,
      recorded: String(recorded),
    };
    expect((await pages().recordOnThePage(job, form)).status).toBe(302);
    const again = await pages().recordOnThePage(job, form);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("A payment was recorded on this job since");
    expect(receipts()).toHaveLength(1);
    expect(receiptEmails()).toHaveLength(1);

    // The page shown again offers the next part.
    const next = { ...form, recorded: String(pages().owner(job).money.recorded) };
    expect((await pages().recordOnThePage(job, next)).status).toBe(302);
    expect(receipts()).toHaveLength(2);
  });
});

describe("receipt numbers", () => {
  it("follow the highest ever given under the contract's reference: numbered by stage 1 and 3 before, the next is 4", async () => {
    const { job, reference } = await start(true);
    const [deposit, roof, balance] = stages(job);
    if (!deposit || !roof || !balance) throw new Error("The quote asks three payments");
    // Recorded before receipts were numbered in turn: by the stage's position.
    const earlier = db.prepare(
      `INSERT INTO job_payments (job_id, job_stage_id, reference, pence, vat_pence, received_on,
         recorded_at, recorded_by, receipt) VALUES (?, ?, ?, ?, 0, ?, ?, 'owner@example.com', 'Receipt')`,
    );
    earlier.run(job.id, deposit.id, `${reference}-1`, deposit.pence, firstDay, "2027-03-01T10:00Z");
    earlier.run(job.id, balance.id, `${reference}-3`, 100, firstDay, "2027-03-01T10:00Z");

    pay(job, roof.id, 100);
    expect(receipts().at(-1)?.reference).toBe(`${reference}-4`);
    expect(receiptEmails().at(-1)?.subject).toMatch(new RegExp(`${reference}-4: When the roof`));
  });

  it("never repeat one kept after its lead was erased", async () => {
    const { leadId, job: erased, reference: erasedReference } = await start(true);
    const [erasedDeposit] = stages(erased);
    pay(erased, erasedDeposit?.id ?? 0, 10_000);
    pay(erased, erasedDeposit?.id ?? 0, 10_000);
    deleteLead(db, { leadId, user: owner, photosDir: "/nonexistent" });
    expect(receipts().map((receipt) => receipt.reference)).toEqual([
      `${erasedReference}-1`,
      `${erasedReference}-2`,
    ]);

    const { job, reference } = await newJob();
    expect(reference).not.toBe(erasedReference);
    // A receipt kept under this contract's reference with its job gone, as an erasure
    // before numbers were never reused (decision 051) could leave in the accounts.
    db.prepare(
      `INSERT INTO job_payments (job_id, job_stage_id, reference, pence, vat_pence, received_on,
         recorded_at, recorded_by, receipt) VALUES (NULL, NULL, ?, 100, 0, ?, ?, 'owner@example.com', 'Receipt')`,
    ).run(`${reference}-1`, firstDay, "2027-03-01T10:00Z");
    const [deposit] = stages(job);
    pay(job, deposit?.id ?? 0, 10_000);
    pay(job, deposit?.id ?? 0, 10_000);
    expect(receipts().map((receipt) => receipt.reference)).toEqual([
      `${erasedReference}-1`,
      `${erasedReference}-2`,
      `${reference}-1`,
      `${reference}-2`,
      `${reference}-3`,
    ]);
    expect(stages(job)[0]?.payments.map((payment) => payment.reference)).toEqual([
      `${reference}-2`,
      `${reference}-3`,
    ]);
  });
});

describe("a part-paid stage on the pages", () => {
  it("the customer's and the owner's list each payment and what is still to pay of it", async () => {
    const { job, reference } = await start(true);
    const [deposit] = stages(job);
    if (!deposit?.dueOn) throw new Error("The quote asks no deposit");
    const first = Math.floor(deposit.pence / 2);
    const rest = deposit.pence - first;
    pay(job, deposit.id, first);
    const parts = `${formatMoney(first)} received on ${formatDate(firstDay)} (receipt ${reference}-1); ${formatMoney(rest)} still to pay by ${formatDate(deposit.dueOn)}`;

    const customer = pages().customer(job).money;
    expect(customer.stages[0]).toMatchObject({ state: "due", stateWords: "Due", status: parts });
    expect(customer.due).toBe(
      `To pay by ${formatDate(deposit.dueOn)}: Deposit, ${formatMoney(rest)} (the rest of ${formatMoney(deposit.pence)}).`,
    );
    expect(customer.paid).toBe(formatMoney(first));

    const ownerMoney = pages().owner(job).money;
    expect(ownerMoney.stages[0]).toMatchObject({ state: "due", status: parts });
    expect(ownerMoney.paid).toBe(formatMoney(first));
    // The form offers the deposit for what is left of it.
    expect(ownerMoney.payable[0]).toEqual({
      id: deposit.id,
      label: "Deposit",
      left: formatMoney(rest),
    });

    pay(job, deposit.id, rest);
    expect(pages().customer(job).money.stages[0]?.status).toBe(
      `${formatMoney(first)} received on ${formatDate(firstDay)} (receipt ${reference}-1); ${formatMoney(rest)} received on ${formatDate(firstDay)} (receipt ${reference}-2)`,
    );
    const paid = pages().owner(job).money;
    expect(paid.stages[0]?.status).toMatch(/^paid: /);
    expect(paid.payable.map((stage) => stage.id)).not.toContain(deposit.id);
  });
});

describe("what is still to pay of a part-paid stage", () => {
  it("is what the Jobs list, Results and the leads' CSV read", async () => {
    const { leadId, job, reference } = await start(true);
    const [deposit] = stages(job);
    if (!deposit) throw new Error("The quote asks no deposit");
    const first = Math.floor(deposit.pence / 2);
    const rest = deposit.pence - first;
    pay(job, deposit.id, first);
    clock.now = instantOnDay("2027-03-05", 10 * 60);
    pay(job, deposit.id, 1_000, "2027-03-05");
    const stillToPay = rest - 1_000;
    const paid = first + 1_000;

    clock.now = instantOnDay("2027-03-09", 10 * 60);
    expect(jobsPage(db, clock.now).inProgress).toMatchObject([
      { id: job.id, due: formatMoney(stillToPay), late: true },
    ]);
    expect(
      jobFiguresOf(db, { firstDay: "2027-03-01", lastDay: "2027-03-31" }, "2027-03-09"),
    ).toMatchObject({
      paid: { count: 2, pence: paid },
      due: { count: 1, pence: stillToPay },
      late: { count: 1, pence: stillToPay },
    });
    const columns = jobCsvColumns(db, clock.now);
    const cell = (name: string) => columns.cellsOf(leadId)[columns.names.indexOf(name)];
    expect(cell("Job paid so far (£)")).toBe((paid / 100).toFixed(2));
    expect(cell("Job payments")).toBe(
      `${reference}-1 ${formatMoney(first)} on ${firstDay} / ${reference}-2 ${formatMoney(1_000)} on 2027-03-05`,
    );
  });

  it("falls due when asked for, or when the job is finished", async () => {
    const { job } = await start(true);
    const [, roof, balance] = stages(job);
    if (!roof || !balance) throw new Error("The quote asks three payments");
    pay(job, roof.id, 50_000);
    askForPayment(services, { jobId: job.id, stageId: roof.id });
    expect(stages(job)[1]).toMatchObject({ state: "due", dueOn: "2027-03-08" });
    expect(jobEmails(db).at(-1)?.subject).toBe(
      `Payment due: When the roof is on, ${formatMoney(roof.pence - 50_000)}`,
    );

    pay(job, balance.id, 10_000);
    finishJob(services, job.id);
    expect(stages(job).at(-1)).toMatchObject({
      state: "due",
      dueOn: "2027-03-08",
      leftPence: balance.pence - 10_000,
    });
    expect(jobEmails(db).at(-1)?.text).toContain(
      `Still to pay: ${formatMoney(moneyOfJob(db, job, firstDay).leftPence)}, by 8 March 2027`,
    );
  });
});
