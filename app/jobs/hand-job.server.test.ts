import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { submit } from "../../tests/support/site-editing";
import { jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import type { Clock } from "../../tests/support/test-quotes";
import { startJobByHand } from "./hand-job.server";
import { handJobSchema } from "./hand-job-form";
import { moneyOfJob } from "./job-money.server";
import { recordPayment } from "./job-payments.server";
import type { JobServices } from "./job-services.server";
import { type Job, jobById } from "./job-store.server";

/** A job started by hand, for work agreed another way: its payments and receipts. */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let leadId: number;

beforeEach(() => {
  db = openDatabase(":memory:");
  clock = { now: instantOnDay("2027-03-01", 10 * 60) };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
  leadId = insertLead(db);
});

const won = () => db.prepare("UPDATE quote_requests SET status = 'won' WHERE id = ?").run(leadId);
const start = () =>
  startJobByHand(services, {
    leadId,
    title: "Porch roof",
    pricePence: 240_000,
    vatPence: 40_000,
    depositPence: 24_000,
    by: owner.email,
  });

describe("a job started by hand", () => {
  it("only from a won lead, once; its deposit due in a week, the customer emailed the link", () => {
    expect(start).toThrow(/Mark the lead Won first/);
    won();
    const job = jobById(db, start()) as Job;
    expect(start).toThrow(/already started/);
    expect(moneyOfJob(db, job, "2027-03-01").stages).toMatchObject([
      { label: "Deposit", pence: 24_000, dueOn: "2027-03-08" },
      { label: "Balance on completion", pence: 216_000, dueOn: null },
    ]);
    expect(jobEmails(db)[0]?.subject).toBe("Your job's page: Porch roof");
  });

  it("gives VAT receipts in the share of VAT the owner said, referenced J-0001", () => {
    won();
    const job = jobById(db, start()) as Job;
    const [deposit] = moneyOfJob(db, job, "2027-03-01").stages;
    recordPayment(services, {
      jobId: job.id,
      stageId: deposit?.id ?? 0,
      pence: 24_000,
      on: "2027-03-02",
      user: owner,
    });
    const receipt = jobEmails(db).at(-1);
    expect(receipt?.subject).toBe("VAT receipt J-0001-1: Deposit, Porch roof");
    expect(receipt?.text).toContain("Amount paid: £240.00, of which VAT £40.00");
  });
});

describe("the form to start a job by hand", () => {
  const send = (fields: Record<string, string>) =>
    submit(handJobSchema, fields, (job) => ({ ok: true, message: JSON.stringify(job) }));

  it("takes what the page sends a firm not registered for VAT (no VAT field), the deposit left empty", async () => {
    const sent: Record<string, string>[] = [
      { title: "Porch roof", price: "2,400" },
      { title: "Porch roof", price: "2,400", deposit: "" },
      { title: "Porch roof", price: "2,400", vat: "0", deposit: "0" },
    ];
    for (const fields of sent) {
      const answer = await send(fields);
      expect(answer, JSON.stringify(fields)).toMatchObject({ ok: true });
      expect(JSON.parse(answer.message ?? "")).toEqual({
        title: "Porch roof",
        price: 240_000,
        vat: 0,
        deposit: 0,
      });
    }
  });

  it("refuses a bad amount with its reason beside the field", async () => {
    expect(await send({ title: "Porch roof", price: "2,400", deposit: "lots" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { deposit: [expect.stringMatching(/in pounds.*leave it empty/)] },
    });
    expect(
      await send({ title: "Porch roof", price: "2,400", vat: "2,400", deposit: "" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { vat: ["The VAT is part of the price: it must be less."] },
    });
  });
});
