/**
 * Test helper, run as a child process by change-race.server.test.ts: two of them answer the same
 * change to a job on one database file, each told "go" at the same moment.
 * Usage: node --import tsx change-race-child.ts <database> <job id> <change id> <hash> <approve|decline> <now>
 */
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { JobError } from "../../app/jobs/job-error";
import { answerChange } from "../../app/jobs/job-variations.server";
import { jobServices } from "./test-jobs";

const [file, jobId, changeId, hash, verdict, now] = process.argv.slice(2);
if (!file || !jobId || !changeId || !hash || !verdict || !now)
  throw new Error("usage: change-race-child db job change hash verdict now");

// The schema is the parent's: migrations are bundled by Vite, which a plain child has not.
const db = new Database(file) as unknown as Db;
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 30000");
db.pragma("foreign_keys = ON");
const services = jobServices(db, { now: Number(now) });

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "go") continue;
  try {
    answerChange(services, {
      jobId: Number(jobId),
      changeId: Number(changeId),
      approve: verdict === "approve",
      shownHash: hash,
      name: `Tab that would ${verdict}`,
      ipHash: "hash-of-203.0.113.7",
      userAgent: "race",
    });
    process.stdout.write("answered\n");
  } catch (error) {
    process.stdout.write(`${error instanceof JobError ? "refused" : String(error)}\n`);
  }
  break;
}
db.close();
