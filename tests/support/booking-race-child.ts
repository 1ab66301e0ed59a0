/**
 * Test helper, run as a child process by visit-store.server.test.ts: two of them book the same
 * time for two leads on one database file, each told "go" at the same moment.
 * Usage: node --import tsx booking-race-child.ts <database> <lead id> <start> <now>
 */
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { readPostcode } from "../../app/visits/postcode";
import { bookingSettings } from "../../app/visits/visit-settings.server";
import { bookVisit } from "../../app/visits/visit-store.server";
import { weekdayHours } from "./office-hours";

const [file, leadId, start, now] = process.argv.slice(2);
if (!file || !leadId || !start || !now)
  throw new Error("usage: booking-race-child db lead start now");

// The schema is the parent's: migrations are bundled by Vite, which a plain child has not.
const db = new Database(file) as unknown as Db;
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 30000");
db.pragma("foreign_keys = ON");
const base = { latitude: 53.85, longitude: -3.04 };
const settings = bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base });
const placeOf = (postcode: string) => (readPostcode(postcode) ? base : null);

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "go") continue;
  const outcome = bookVisit(db, {
    leadId: Number(leadId),
    start: Number(start),
    address: { postcode: "FY1 4AB", addressLine: "1 The Street", accessNotes: "" },
    by: "customer",
    settings,
    placeOf,
    now: Number(now),
  });
  process.stdout.write(outcome.ok ? "booked\n" : `${outcome.problem}\n`);
  break;
}
db.close();
