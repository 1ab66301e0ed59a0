import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { content } from "../../tests/support/site-content";
import { insertLead } from "../../tests/support/test-leads";
import { instantOnDay } from "../lib/uk-time";
import { remindOfVisits } from "./visit-reminders.server";
import { bookingSettings } from "./visit-settings.server";
import { bookVisit, cancelVisit } from "./visit-store.server";

const dir = mkdtempSync(path.join(tmpdir(), "visit-reminders-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = { latitude: 53.85, longitude: -3.04 };
const mail = {
  company: content.company,
  from: { address: "site@example.com" },
  siteUrl: "https://example.com",
};
const secret = Buffer.alloc(32, 3);
const reminders = (db: Db) =>
  db
    .prepare("SELECT quote_request_id AS lead, message FROM outbox WHERE kind = 'visit-reminder'")
    .all() as {
    lead: number;
    message: string;
  }[];

/** A visit booked on Monday 2 March 2026 for Wednesday the 4th at 10:00 (GMT: UK time). */
function bookWednesday(db: Db) {
  const leadId = insertLead(db);
  const settings = bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base });
  const booked = bookVisit(db, {
    leadId,
    start: instantOnDay("2026-03-04", 10 * 60),
    address: { postcode: "FY1 4AB", addressLine: "12 Church Street", accessNotes: "" },
    by: "customer",
    settings,
    placeOf: () => base,
    now: Date.parse("2026-03-02T10:00:00Z"),
  });
  expect(booked.ok).toBe(true);
  return leadId;
}

describe("the reminder the day before a visit", () => {
  it("goes from 09:00 the day before, once, also across a restart", () => {
    const file = path.join(dir, "once.sqlite");
    let db = openDatabase(file);
    const leadId = bookWednesday(db);
    expect(remindOfVisits(db, { mail, secret }, Date.parse("2026-03-02T16:00:00Z"))).toEqual([]);
    expect(remindOfVisits(db, { mail, secret }, Date.parse("2026-03-03T08:59:00Z"))).toEqual([]);
    expect(remindOfVisits(db, { mail, secret }, Date.parse("2026-03-03T09:00:00Z"))).toEqual([
      leadId,
    ]);
    expect(remindOfVisits(db, { mail, secret }, Date.parse("2026-03-03T09:05:00Z"))).toEqual([]);
    db.close();
    db = openDatabase(file);
    expect(remindOfVisits(db, { mail, secret }, Date.parse("2026-03-03T15:00:00Z"))).toEqual([]);
    const [reminder] = reminders(db);
    const message = JSON.parse(reminder?.message ?? "{}");
    expect(message.subject).toMatch(/^See you tomorrow/);
    expect(message.text).toContain("12 Church Street");
    expect(message.text).toMatch(/https:\/\/example\.com\/visit\/[A-Za-z0-9_-]{43}/);
    db.close();
  });

  it("is not sent for a cancelled visit, nor for one booked that same day", () => {
    const db = openDatabase(":memory:");
    const cancelled = bookWednesday(db);
    cancelVisit(db, { leadId: cancelled, by: "customer", now: Date.parse("2026-03-02T12:00:00Z") });
    const late = insertLead(db);
    const settings = bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base });
    const sameDay = bookVisit(db, {
      leadId: late,
      start: instantOnDay("2026-03-04", 14 * 60),
      address: { postcode: "FY1 4AB", addressLine: "1 Lane", accessNotes: "" },
      by: "customer",
      settings: { ...settings, workingDaysNotice: 0 },
      placeOf: () => base,
      now: Date.parse("2026-03-03T11:00:00Z"),
    });
    expect(sameDay.ok).toBe(true);
    expect(remindOfVisits(db, { mail, secret }, Date.parse("2026-03-03T12:00:00Z"))).toEqual([]);
    expect(reminders(db)).toEqual([]);
  });
});
