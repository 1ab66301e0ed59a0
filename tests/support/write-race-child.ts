/**
 * Test helper, run as a child process by app/db/write-transaction.server.test.ts: writes that
 * read first, done over and over on one database file while another process does others, each
 * told "go" at the same moment. Says "done", or what failed.
 * Usage: node --import tsx write-race-child.ts <database> <delete|expire|review|request> <from> <to>
 */
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { deleteLead, deleteLeadsReceivedBefore } from "../../app/leads/lead-deletion.server";
import { quoteRequestSchema } from "../../app/quote-requests/quote-request";
import { createQuoteStore } from "../../app/quote-requests/sqlite-quote-store.server";
import { replyToReview } from "../../app/reviews/review-store.server";
import { validRequest } from "./quote-posts";
import { content } from "./site-content";
import { testReviewSecrets, writeReview } from "./test-reviews";

const [file, action, from, to] = process.argv.slice(2);
if (!file || !action || !from || !to) throw new Error("usage: write-race-child db action from to");

// The schema is the parent's: migrations are bundled by Vite, which a plain child has not.
const db = new Database(file) as unknown as Db;
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 30000");
db.pragma("foreign_keys = ON");
const owner = { id: 1, email: "owner@example.com" };
const store = createQuoteStore(db, {
  company: content.company,
  notifyTo: "owner@example.com",
  from: { address: "site@example.com" },
  siteUrl: "https://example.com",
});

function once(n: number) {
  switch (action) {
    case "delete":
      deleteLead(db, { leadId: n, user: owner, photosDir: "/nonexistent" });
      return;
    case "expire":
      deleteLeadsReceivedBefore(db, {
        cutoff: new Date(Date.UTC(2026, 0, n)),
        photosDir: "/nonexistent",
      });
      return;
    case "review": {
      const id = writeReview(db, {
        leadId: n,
        by: owner,
        secrets: testReviewSecrets(content.company),
      });
      replyToReview(db, { id, text: "Thank you.", by: owner });
      return;
    }
    case "request": {
      const stored = store.save(
        quoteRequestSchema.parse({ ...validRequest, firstName: `Racer ${n}` }),
        `race-${process.pid}-${n}`,
        { ipHash: "race", formAgeMs: 5000 },
      );
      if (stored.status !== "stored") throw new Error(`not stored: ${stored.status}`);
      return;
    }
  }
  throw new Error(`no such action: ${action}`);
}

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "go") continue;
  try {
    for (let n = Number(from); n <= Number(to); n++) once(n);
    process.stdout.write("done\n");
  } catch (error) {
    process.stdout.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  break;
}
db.close();
