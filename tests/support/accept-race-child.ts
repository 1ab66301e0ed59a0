/**
 * Test helper, run as a child process by quote-accept-race.server.test.ts: two of them accept
 * the same quote on one database file, each told "go" at the same moment.
 * Usage: node --import tsx accept-race-child.ts <database> <quote id> <hash> <name> <now>
 */
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { acceptQuote } from "../../app/written-quotes/customer-answers.server";
import { QuoteError } from "../../app/written-quotes/quote-error";
import { quoteServices } from "./test-quotes";

const [file, quoteId, hash, name, now] = process.argv.slice(2);
if (!file || !quoteId || !hash || !name || !now)
  throw new Error("usage: accept-race-child db quote hash name now");

// The schema is the parent's: migrations are bundled by Vite, which a plain child has not.
const db = new Database(file) as unknown as Db;
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 30000");
db.pragma("foreign_keys = ON");
const services = quoteServices(db, { now: Number(now) });

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "go") continue;
  try {
    await acceptQuote(services, {
      quoteId: Number(quoteId),
      shownHash: hash,
      name,
      startEarly: false,
      ipHash: "hash-of-203.0.113.7",
      userAgent: "race",
    });
    process.stdout.write("accepted\n");
  } catch (error) {
    process.stdout.write(`${error instanceof QuoteError ? error.problem : String(error)}\n`);
  }
  break;
}
db.close();
