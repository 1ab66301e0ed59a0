import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { deleteLead } from "~/leads/lead-deletion.server";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import type { Clock } from "../../tests/support/test-quotes";
import { addVisit } from "./job-dates.server";
import { recordPayment } from "./job-payments.server";
import type { JobServices } from "./job-services.server";

/**
 * What reaches the outside is never given twice, even once the lead it belonged to is erased:
 * the lead's reference, the quote's number, the job's id (its page, J-0001 on a job started by
 * hand) and its visits' calendar UIDs. Before, an id was max(id) + 1 and a number
 * max(number) + 1 over what remained, so erasing the newest lead handed its numbers out again,
 * and the next deposit failed on the receipt number kept in the accounts.
 */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };

beforeEach(() => {
  db = openDatabase(":memory:");
  clock = { now: Date.parse("2027-03-01T10:00:00Z") };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
});
afterEach(() => db.close());

const depositOf = (jobId: number) =>
  db.prepare("SELECT id FROM job_stages WHERE job_id = ? AND position = 1").pluck().get(jobId) as
    | number
    | undefined;

/** A lead whose quote is accepted, its deposit paid and a visit planned: what it handed out. */
async function leadWithEverything() {
  const leadId = insertLead(db);
  const { job, quote } = await acceptedJob(db, clock, { leadId, owner });
  recordPayment(services, {
    jobId: job.id,
    stageId: depositOf(job.id) ?? 0,
    pence: 10_000,
    on: "2027-03-01",
    user: owner,
  });
  addVisit(services, {
    jobId: job.id,
    startsAt: new Date("2027-03-08T09:00:00Z"),
    endsAt: new Date("2027-03-08T12:00:00Z"),
    who: "Dave",
    whatFor: "Footings",
    user: owner,
  });
  const reference = db
    .prepare("SELECT reference FROM quote_requests WHERE id = ?")
    .pluck()
    .get(leadId) as string;
  const uids = jobEmails(db)
    .flatMap((email) => email.attachments ?? [])
    .map((file) => /UID:(.*)/.exec(file.content)?.[1]?.trim())
    .filter((uid): uid is string => uid !== undefined);
  const receipts = db.prepare("SELECT reference FROM job_payments").pluck().all() as string[];
  return { leadId, jobId: job.id, number: quote.number, reference, uids, receipts };
}

describe("numbers and ids after an erasure", () => {
  it("the newest lead erased: the next lead, quote, job, visit and receipt get new ones", async () => {
    const first = await leadWithEverything();
    deleteLead(db, { leadId: first.leadId, user: owner, photosDir: "/nonexistent" });
    db.prepare("DELETE FROM outbox").run();

    const second = await leadWithEverything();
    expect(second.leadId).toBeGreaterThan(first.leadId);
    expect(second.reference).not.toBe(first.reference);
    expect(second.number).toBeGreaterThan(first.number);
    expect(second.jobId).toBeGreaterThan(first.jobId);
    expect(second.uids.length).toBeGreaterThan(0);
    for (const uid of second.uids) expect(first.uids).not.toContain(uid);
    // Both receipts are in the accounts, each with its own number.
    expect(second.receipts).toHaveLength(2);
    expect(new Set(second.receipts).size).toBe(2);
  });

  it("every row that goes with a lead, and every payment, takes its id from a counter that never goes back", () => {
    const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
      sql: string;
    }[];
    const foreignKeys = (table: string) =>
      db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as {
        table: string;
        on_delete: string;
      }[];
    const goWithALead = new Set(["quote_requests"]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { name } of tables)
        if (
          !goWithALead.has(name) &&
          foreignKeys(name).some((key) => goWithALead.has(key.table) && key.on_delete === "CASCADE")
        ) {
          goWithALead.add(name);
          grew = true;
        }
    }
    goWithALead.add("job_payments");
    const withIds = tables.filter(
      ({ name, sql }) => goWithALead.has(name) && /\bid INTEGER PRIMARY KEY\b/.test(sql),
    );
    expect(withIds.length).toBeGreaterThan(10);
    for (const { name, sql } of withIds) expect(sql, name).toMatch(/PRIMARY KEY AUTOINCREMENT/);
  });
});
