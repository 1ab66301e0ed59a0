import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { childRacer } from "../../tests/support/child-racer";
import { roofJob } from "../../tests/support/test-invoices";
import { insertLead, insertUser } from "../../tests/support/test-leads";

/**
 * Invoices made from two processes at once (two owners' phones on two jobs, a retry of a slow
 * request): each takes its number in the write that issues it, so no two share one, and a
 * refusal gives its number back, so none is missing (VAT Regulations 1995, reg. 14(1)).
 */

const dir = mkdtempSync(path.join(tmpdir(), "invoice-race-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("invoice numbers from two processes at once", () => {
  it("are one unbroken series: none shared, none missing, each with its emails", async () => {
    const file = path.join(dir, "race.sqlite");
    const db = openDatabase(file);
    const clock = { now: instantOnDay("2027-04-05", 10 * 60) };
    const owner = insertUser(db, "owner@example.com");
    const jobs = [
      (await roofJob(db, clock, { leadId: insertLead(db), owner })).job.id,
      (await roofJob(db, clock, { leadId: insertLead(db), owner })).job.id,
    ];
    db.close();
    const each = 20;
    const racers = jobs.map((jobId) =>
      childRacer(
        new URL("../../tests/support/invoice-race-child.ts", import.meta.url),
        [file, String(jobId), String(each), String(clock.now)],
        /done|failed: .*/,
      ),
    );
    await Promise.all(racers.map((racer) => racer.ready));
    for (const racer of racers) racer.go();
    expect(await Promise.all(racers.map((racer) => racer.outcome))).toEqual(["done", "done"]);
    const check = openDatabase(file);
    const numbers = check
      .prepare("SELECT number FROM invoices WHERE kind = 'invoice' ORDER BY number")
      .pluck()
      .all();
    expect(numbers).toEqual(Array.from({ length: 2 * each }, (_, index) => index + 1));
    expect(
      check.prepare("SELECT last FROM number_sequences WHERE series = 'invoice'").pluck().get(),
    ).toBe(2 * each);
    for (const jobId of jobs)
      expect(
        check.prepare("SELECT count(*) FROM invoices WHERE job_id = ?").pluck().get(jobId),
      ).toBe(each);
    expect(
      check.prepare("SELECT count(*) FROM outbox WHERE kind = 'invoice-sent'").pluck().get(),
    ).toBe(2 * each);
    check.close();
  });
});
