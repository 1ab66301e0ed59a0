import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { jobResults } from "./job-results.server";
import { periodOf } from "./report-period";
import { siteReport } from "./site-report.server";
import { siteReportToCsv } from "./site-report-csv.server";

/**
 * Jobs in Results, from rows written here (no sample content): a clock held still on Wednesday
 * 25 November 2026, the period November 2026 (or the year).
 */
const now = Date.parse("2026-11-25T12:00:00Z");
const today = "2026-11-25";

let db: Db;
beforeEach(() => {
  db = databaseWithOwner().db;
});
afterEach(() => db.close());

let tokens = 0;
/** A job of a new lead; `cancelled`: its written quote's contract was cancelled. */
function job(
  job: {
    startedAt: string;
    agreedPence: number;
    startOn?: string;
    finishedAt?: string;
    cancelled?: boolean;
  },
  stages: { pence: number; dueOn: string | null; balance?: boolean; paidOn?: string }[] = [],
) {
  const leadId = insertLead(db);
  const quoteId = job.cancelled
    ? (db
        .prepare(
          `INSERT INTO written_quotes (quote_request_id, number, version, content, net_pence,
             gross_pence, written_at, written_by, sent_at, accepted_at, cancelled_at)
           VALUES (?, ?, 1, '{}', 1, 1, ?, 'owner@example.com', ?, ?, ?) RETURNING id`,
        )
        .pluck()
        .get(leadId, leadId, job.startedAt, job.startedAt, job.startedAt, job.startedAt) as number)
    : null;
  const id = db
    .prepare(
      `INSERT INTO jobs (quote_request_id, written_quote_id, title, agreed_pence, started_at,
         started_by, start_on, finished_at)
       VALUES (?, ?, 'Job', ?, ?, 'owner@example.com', ?, ?) RETURNING id`,
    )
    .pluck()
    .get(
      leadId,
      quoteId,
      job.agreedPence,
      job.startedAt,
      job.startOn ?? null,
      job.finishedAt ?? null,
    ) as number;
  for (const [index, stage] of stages.entries()) {
    const stageId = db
      .prepare(
        `INSERT INTO job_stages (job_id, position, label, pence, is_balance, due_on)
         VALUES (?, ?, 'Stage', ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(id, index + 1, stage.pence, stage.balance ? 1 : 0, stage.dueOn) as number;
    if (stage.paidOn) payment(id, stageId, stage.pence, stage.paidOn);
  }
  return { id, leadId };
}

function payment(jobId: number, stageId: number | null, pence: number, on: string) {
  db.prepare(
    `INSERT INTO job_payments (job_id, job_stage_id, reference, pence, vat_pence, received_on,
       recorded_at, recorded_by, receipt) VALUES (?, ?, ?, ?, 0, ?, ?, 'owner@example.com', 'Receipt')`,
  ).run(jobId, stageId, `R-${++tokens}`, pence, on, `${on}T12:00:00.000Z`);
}

/** A change to the job, answered (approved or declined) at `answeredAt`, or waiting. */
function change(jobId: number, pence: number, answeredAt: string | null, approved = true) {
  db.prepare(
    `INSERT INTO job_variations (job_id, title, details, pence, proposed_at, proposed_by, document,
       document_hash, answered_at, approved)
     VALUES (?, 'Change', '', ?, '2026-09-01T10:00:00.000Z', 'owner@example.com', '{}', 'h', ?, ?)`,
  ).run(jobId, pence, answeredAt, answeredAt === null ? null : approved ? 1 : 0);
}

/** Four jobs and a payment whose job went with its lead. */
function jobsOfAutumn() {
  // Accepted 2 November, on site from the 9th; a stage late since the 20th.
  const november = job(
    { startedAt: "2026-11-02T10:00:00.000Z", agreedPence: 1_000_000, startOn: "2026-11-09" },
    [
      { pence: 100_000, dueOn: "2026-11-05", paidOn: "2026-11-04" },
      { pence: 400_000, dueOn: "2026-11-20" },
      { pence: 500_000, dueOn: null, balance: true },
    ],
  );
  change(november.id, 50_000, "2026-11-20T10:00:00.000Z");
  change(november.id, 30_000, "2026-11-21T10:00:00.000Z", false);
  change(november.id, 70_000, null);
  // Accepted in October, on site 16 November, finished on the 24th; its balance due today.
  const october = job(
    {
      startedAt: "2026-10-20T10:00:00.000Z",
      agreedPence: 2_000_000,
      startOn: "2026-11-16",
      finishedAt: "2026-11-24T15:00:00.000Z",
    },
    [
      { pence: 200_000, dueOn: "2026-10-27", paidOn: "2026-10-26" },
      { pence: 1_800_000, dueOn: today, balance: true },
    ],
  );
  change(october.id, -20_000, "2026-10-30T10:00:00.000Z");
  // Cancelled within the 14 days: none of it counts, not even its late deposit.
  job(
    {
      startedAt: "2026-11-10T10:00:00.000Z",
      agreedPence: 300_000,
      startOn: "2026-12-01",
      cancelled: true,
    },
    [{ pence: 30_000, dueOn: "2026-11-12" }],
  );
  // Started by hand, work from the 30th: not on site yet.
  const byHand = job({
    startedAt: "2026-11-15T10:00:00.000Z",
    agreedPence: 400_000,
    startOn: "2026-11-30",
  });
  change(byHand.id, 10_000, "2026-11-18T10:00:00.000Z");
  // Paid on 11 November, then the customer asked to be erased: the payment is kept, job NULL.
  const erased = job({ startedAt: "2026-09-01T10:00:00.000Z", agreedPence: 25_700 }, [
    { pence: 25_700, dueOn: "2026-11-11", paidOn: "2026-11-11" },
  ]);
  db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(erased.leadId);
  db.prepare("DELETE FROM quote_requests WHERE id = ?").run(erased.leadId);
  expect(db.prepare("SELECT job_id FROM job_payments WHERE pence = 25700").pluck().all()).toEqual([
    null,
  ]);
}

const period = (key: string) => {
  const found = periodOf(key, today);
  if (!found) throw new Error(`no period ${key}`);
  return found;
};

describe("jobs in Results", () => {
  it("counts the work under way and owed now, and the period's jobs, money, times and changes", () => {
    jobsOfAutumn();
    expect(jobResults(db, period("2026-11"), today)).toEqual({
      inProgress: 2,
      onSite: 1,
      started: 2,
      agreedPence: 1_050_000 + 410_000,
      payments: 2,
      paidPence: 100_000 + 25_700,
      dueStages: 2,
      duePence: 400_000 + 1_780_000,
      lateStages: 1,
      latePence: 400_000,
      medianDaysToStart: 17,
      medianDaysToFinish: 35,
      changesApproved: 2,
      changesPence: 60_000,
    });
    expect(jobResults(db, period("2026"), today)).toMatchObject({
      started: 3,
      agreedPence: 1_050_000 + 1_980_000 + 410_000,
      payments: 3,
      paidPence: 325_700,
      medianDaysToFinish: 35,
      changesApproved: 3,
      changesPence: 40_000,
    });
  });

  it("says none when there is nothing, and a period of no jobs has no typical days", () => {
    jobsOfAutumn();
    expect(jobResults(db, period("2026-08"), today)).toEqual({
      inProgress: 2,
      onSite: 1,
      started: 0,
      agreedPence: 0,
      payments: 0,
      paidPence: 0,
      dueStages: 2,
      duePence: 2_180_000,
      lateStages: 1,
      latePence: 400_000,
      medianDaysToStart: null,
      medianDaysToFinish: null,
      changesApproved: 0,
      changesPence: 0,
    });
  });

  it("are part of the report and the totals' row of its CSV, blank on the other rows", () => {
    jobsOfAutumn();
    const report = siteReport(db, period("2026-11"), {
      hours: weekdayHours("08:00", "17:00"),
      promisedMinutes: 120,
      now,
    });
    expect(report.jobs).toMatchObject({ inProgress: 2, paidPence: 125_700 });
    const lines = siteReportToCsv(report).slice(1).split("\r\n");
    expect(lines[0]).toMatch(
      /,Typical days to accept,Jobs in progress now,Jobs started,Agreed on jobs started \(£\),Payments received,Paid in \(£\),Due now \(£\),Late now \(£\),Typical days from acceptance to start,Typical days from acceptance to finish,Changes approved,Changes approved \(£\)$/,
    );
    expect(lines[1]).toMatch(
      /^Total,November 2026,.*,2,2,14600\.00,2,1257\.00,21800\.00,4000\.00,17,35,2,600\.00$/,
    );
    const others = lines.slice(2).filter((line) => line !== "");
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((line) => line.endsWith(",".repeat(11)))).toBe(true);
  });
});
