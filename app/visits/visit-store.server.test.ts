import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { addBusyTime } from "~/calendars/calendar-store.server";
import { type Db, openDatabase } from "~/db/database.server";
import { childRacer } from "../../tests/support/child-racer";
import { weekdayHours } from "../../tests/support/office-hours";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { changeStatus } from "../leads/lead-actions.server";
import { instantOnDay } from "../lib/uk-time";
import { changeDeadline } from "./free-times";
import { readPostcode } from "./postcode";
import { leadOfVisitToken, visitLinkOf } from "./visit-links.server";
import { bookingSettings, saveBookingNumber } from "./visit-settings.server";
import {
  bookVisit,
  cancelVisit,
  leadStatusOf,
  type PlaceOf,
  visitOfLead,
} from "./visit-store.server";

// Tuesday 3 March 2026, 10:00 GMT: the first bookable day is Wednesday the 4th.
const now = Date.parse("2026-03-03T10:00:00Z");
const base = { latitude: 53.85, longitude: -3.04 }; // Bispham
const places: Record<string, { latitude: number; longitude: number }> = {
  FY1: { latitude: 53.817, longitude: -3.05 }, // Blackpool
  LA1: { latitude: 54.047, longitude: -2.801 }, // Lancaster
};
const placeOf: PlaceOf = (postcode) => places[readPostcode(postcode)?.district ?? ""] ?? null;
const at = (day: string, time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return instantOnDay(day, hour * 60 + minute);
};
const blackpool = { postcode: "FY1 4AB", addressLine: "12 Church Street", accessNotes: "" };
const lancaster = { postcode: "LA1 1AA", addressLine: "3 Castle Hill", accessNotes: "Side gate" };
const secret = Buffer.alloc(32, 7);

let db: Db;
const settings = () => bookingSettings(db, { openingHours: weekdayHours("08:00", "18:00"), base });
beforeEach(() => {
  db = openDatabase(":memory:");
});

const book = (leadId: number, start: number, address = blackpool, by: "customer" = "customer") =>
  bookVisit(db, { leadId, start, address, by, settings: settings(), placeOf, now });

describe("booking a survey visit", () => {
  it("keeps the visit, moves the lead to Visit booked and counts it as the first reply", () => {
    const lead = insertLead(db);
    const outcome = book(lead, at("2026-03-04", "10:00"));
    expect(outcome.ok).toBe(true);
    const visit = visitOfLead(db, lead);
    expect(visit?.start.toISOString()).toBe("2026-03-04T10:00:00.000Z");
    expect(visit?.end.toISOString()).toBe("2026-03-04T10:45:00.000Z");
    const row = db
      .prepare("SELECT status, first_response_at AS first FROM quote_requests WHERE id = ?")
      .get(lead) as { status: string; first: string };
    expect(row).toEqual({ status: "visit-booked", first: new Date(now).toISOString() });
    expect(
      db
        .prepare("SELECT by_email FROM lead_status_changes WHERE quote_request_id = ?")
        .pluck()
        .get(lead),
    ).toBe("the customer, online");
  });

  it("refuses a time another customer has just taken, and a time the drive cannot reach", () => {
    const first = insertLead(db);
    const second = insertLead(db);
    expect(book(first, at("2026-03-04", "10:00")).ok).toBe(true);
    expect(book(second, at("2026-03-04", "10:00"))).toEqual({ ok: false, problem: "taken" });
    // Blackpool until 10:45; Lancaster is an hour's drive (decision 046): 11:00 is too soon.
    expect(book(second, at("2026-03-04", "11:00"), lancaster)).toEqual({
      ok: false,
      problem: "taken",
    });
    expect(book(second, at("2026-03-04", "11:45"), lancaster).ok).toBe(true);
    expect(visitOfLead(db, second)?.addressLine).toBe("3 Castle Hill");
  });

  it("refuses a time in the owner's busy time, outside the hours, or in the past", () => {
    const lead = insertLead(db);
    addBusyTime(db, {
      start: new Date(at("2026-03-04", "09:00")),
      end: new Date(at("2026-03-04", "12:00")),
    });
    expect(book(lead, at("2026-03-04", "11:00")).ok).toBe(false);
    expect(book(lead, at("2026-03-04", "17:30")).ok).toBe(false); // ends after 18:00
    expect(book(lead, at("2026-03-03", "14:00")).ok).toBe(false); // today: not bookable
    expect(book(lead, at("2026-03-04", "10:07")).ok).toBe(false); // not a 15-minute step
    expect(book(lead, at("2026-03-04", "12:30")).ok).toBe(true);
  });

  it("takes the same booking sent twice (a double tap, two tabs) once", () => {
    const lead = insertLead(db);
    const emails: number[] = [];
    const twice = [0, 1].map(() =>
      bookVisit(
        db,
        {
          leadId: lead,
          start: at("2026-03-04", "10:00"),
          address: blackpool,
          by: "customer",
          settings: settings(),
          placeOf,
          now,
        },
        (visit) => emails.push(visit.id),
      ),
    );
    expect(twice.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect(emails).toHaveLength(1);
    expect(db.prepare("SELECT count(*) FROM survey_visits").pluck().get()).toBe(1);
  });

  it("moves a visit (the old time is free again) and cancels it", () => {
    const lead = insertLead(db);
    const other = insertLead(db);
    book(lead, at("2026-03-04", "10:00"));
    const moved = book(lead, at("2026-03-05", "14:00"));
    expect(moved.ok && moved.moved?.start.toISOString()).toBe("2026-03-04T10:00:00.000Z");
    expect(visitOfLead(db, lead)?.start.toISOString()).toBe("2026-03-05T14:00:00.000Z");
    expect(book(other, at("2026-03-04", "10:00")).ok).toBe(true);
    expect(cancelVisit(db, { leadId: lead, by: "customer", now })).toBe(true);
    expect(visitOfLead(db, lead)).toBeNull();
    expect(cancelVisit(db, { leadId: lead, by: "customer", now })).toBe(false);
    expect(db.prepare("SELECT count(*) FROM survey_visits").pluck().get()).toBe(3);
  });

  it("puts the lead back where it was when its visit is cancelled, by either side, and on again when booked again", () => {
    const owner = insertUser(db);
    const history = (leadId: number) =>
      db
        .prepare(
          "SELECT from_status || ' > ' || status || ' by ' || by_email FROM lead_status_changes WHERE quote_request_id = ? ORDER BY id",
        )
        .pluck()
        .all(leadId);
    // New, booked online, cancelled online, booked again, cancelled by the owner.
    const fresh = insertLead(db);
    book(fresh, at("2026-03-04", "10:00"));
    cancelVisit(db, { leadId: fresh, by: "customer", now });
    expect(leadStatusOf(db, fresh)).toBe("new");
    book(fresh, at("2026-03-05", "10:00"));
    expect(leadStatusOf(db, fresh)).toBe("visit-booked");
    cancelVisit(db, { leadId: fresh, by: owner, now });
    expect(leadStatusOf(db, fresh)).toBe("new");
    expect(history(fresh)).toEqual([
      "new > visit-booked by the customer, online",
      "visit-booked > new by the customer, online",
      "new > visit-booked by the customer, online",
      `visit-booked > new by ${owner.email}`,
    ]);
    // Contacted first: back to Contacted.
    const called = insertLead(db);
    changeStatus(db, { leadId: called, status: "contacted", user: owner, now });
    book(called, at("2026-03-04", "12:00"));
    cancelVisit(db, { leadId: called, by: "customer", now });
    expect(leadStatusOf(db, called)).toBe("contacted");
    // A status the owner set after the booking is theirs: the cancel leaves it.
    const quoted = insertLead(db);
    book(quoted, at("2026-03-04", "14:00"));
    changeStatus(db, { leadId: quoted, status: "quoted", user: owner, now });
    cancelVisit(db, { leadId: quoted, by: "customer", now });
    expect(leadStatusOf(db, quoted)).toBe("quoted");
  });

  it("takes no visit for a lead that is closed or deleted, and the link dies with the lead", () => {
    const lead = insertLead(db);
    const link = visitLinkOf(db, secret, lead);
    expect(visitLinkOf(db, secret, lead)).toBe(link);
    const token = link.split("/").at(-1);
    expect(leadOfVisitToken(db, token)).toBe(lead);
    const altered = `${token?.slice(0, -1)}${token?.endsWith("A") ? "B" : "A"}`;
    expect(leadOfVisitToken(db, altered)).toBeNull();
    db.prepare("UPDATE quote_requests SET status = 'lost' WHERE id = ?").run(lead);
    expect(book(lead, at("2026-03-04", "10:00"))).toEqual({ ok: false, problem: "closed" });
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(lead);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(lead);
    expect(leadOfVisitToken(db, token)).toBeNull();
  });

  it("can be changed online until the close of the working day before, as the owner sets it", () => {
    // A Monday visit: the working day before is Friday, 18:00.
    const monday = at("2026-03-09", "10:00");
    expect(new Date(changeDeadline(monday, settings())).toISOString()).toBe(
      "2026-03-06T18:00:00.000Z",
    );
    saveBookingNumber(db, "changeUpToWorkingDaysBefore", 0);
    expect(changeDeadline(monday, settings())).toBe(monday);
    expect(() => saveBookingNumber(db, "visitMinutes", 5)).toThrow(RangeError);
  });
});

describe("two customers choosing one time at once, from two processes", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "visits-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A child process ready to book the time for a lead, waiting to be told "go". */
  const racer = (file: string, leadId: number, start: number) =>
    childRacer(
      new URL("../../tests/support/booking-race-child.ts", import.meta.url),
      [file, String(leadId), String(start), String(now)],
      /booked|taken|closed/,
    );

  it("books it for one of them only", async () => {
    const file = path.join(dir, "race.sqlite");
    const setUp = openDatabase(file);
    const leads = [insertLead(setUp), insertLead(setUp)];
    setUp.close();
    const start = at("2026-03-04", "10:00");
    const racers = leads.map((leadId) => racer(file, leadId, start));
    await Promise.all(racers.map((each) => each.ready));
    for (const each of racers) each.go();
    const outcomes = await Promise.all(racers.map((each) => each.outcome));
    expect(outcomes.sort()).toEqual(["booked", "taken"]);
    const check = openDatabase(file);
    expect(
      check.prepare("SELECT count(*) FROM survey_visits WHERE cancelled_at IS NULL").pluck().get(),
    ).toBe(1);
    check.close();
  });
});
