/**
 * Test helper, run as a child process by invoice-numbers.server.test.ts: makes invoices by hand on
 * one job, each after one refused (a figure the preview never showed), over and over on one
 * database file while another process does the same on another job, each told "go" at once.
 * Usage: node --import tsx invoice-race-child.ts <database> <job id> <how many> <now>
 */
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { issueInvoice } from "../../app/invoices/invoice-issue.server";
import { JobError } from "../../app/jobs/job-error";
import { invoiceServices } from "./test-invoices";

const [file, jobId, count, now] = process.argv.slice(2);
if (!file || !jobId || !count || !now)
  throw new Error("usage: invoice-race-child db job count now");

// The schema is the parent's: migrations are bundled by Vite, which a plain child has not.
const db = new Database(file) as unknown as Db;
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 30000");
db.pragma("foreign_keys = ON");
const services = invoiceServices(db, { now: Number(now) });
const making = {
  what: "by-hand" as const,
  description: "Call-out",
  netPence: 5_000,
  rate: "20" as const,
};

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "go") continue;
  try {
    for (let n = 0; n < Number(count); n++) {
      try {
        issueInvoice(services, Number(jobId), making, { by: "racer", shownDuePence: 1 });
        throw new Error("a forged figure was issued");
      } catch (error) {
        if (!(error instanceof JobError)) throw error;
      }
      issueInvoice(services, Number(jobId), making, { by: "racer", shownDuePence: 6_000 });
    }
    process.stdout.write("done\n");
  } catch (error) {
    process.stdout.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  break;
}
db.close();
