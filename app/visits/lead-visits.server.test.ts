import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { insertVisit } from "../../tests/support/test-visits";
import { leadVisitSection, visitsOfLead } from "./lead-visits.server";

let db: Db;
beforeEach(() => {
  db = databaseWithOwner().db;
});
afterEach(() => db.close());

describe("leadVisitSection", () => {
  it("says no visit is booked for a lead without one, and leaves other leads' visits out", () => {
    const lead = insertLead(db);
    insertVisit(db, insertLead(db));
    expect(leadVisitSection(db, lead)).toEqual({
      bookingPage: `/owner/leads/${lead}/visit`,
      booked: null,
      earlier: [],
    });
    db.prepare("UPDATE quote_requests SET status = 'lost' WHERE id = ?").run(lead);
    expect(leadVisitSection(db, lead).bookingPage).toBeNull();
  });

  it("shows the booked visit on UK clocks, its address, access notes and who booked it when", () => {
    const lead = insertLead(db);
    // Summer time: 09:00 UTC is 10:00 in the UK.
    insertVisit(db, lead, {
      start: "2026-06-03T09:00:00.000Z",
      postcode: "FY8 1AB",
      addressLine: "12 Clifton Street",
      accessNotes: "Side gate, mind the dog",
      bookedBy: "customer",
      bookedAt: "2026-06-01T20:14:00.000Z",
    });
    expect(leadVisitSection(db, lead)).toEqual({
      bookingPage: `/owner/leads/${lead}/visit`,
      booked: {
        when: "Wed 3 Jun, 10:00–10:45",
        addressLine: "12 Clifton Street",
        postcode: "FY8 1AB",
        accessNotes: "Side gate, mind the dog",
        bookedBy: "Booked online by the customer, Mon 1 Jun, 21:14",
      },
      earlier: [],
    });
  });

  it("lists the cancelled and moved visits, latest first, and who ended each", () => {
    const lead = insertLead(db);
    insertVisit(db, lead, {
      start: "2026-03-04T10:00:00.000Z",
      bookedAt: "2026-03-02T21:14:00.000Z",
      cancelledAt: "2026-03-03T09:00:00.000Z",
      cancelledBy: "customer",
    });
    insertVisit(db, lead, {
      start: "2026-03-05T14:00:00.000Z",
      bookedAt: "2026-03-03T09:00:00.000Z",
      cancelledAt: "2026-03-03T11:30:00.000Z",
      cancelledBy: "owner",
    });
    insertVisit(db, lead, {
      start: "2026-03-09T08:30:00.000Z",
      minutes: 60,
      bookedBy: "owner",
      bookedAt: "2026-03-03T12:00:00.000Z",
    });
    const section = leadVisitSection(db, lead);
    expect(section.booked).toMatchObject({
      when: "Mon 9 Mar, 08:30–09:30",
      bookedBy: "Booked by the owner, Tue 3 Mar, 12:00",
    });
    expect(section.earlier.map(({ when, place, ended }) => [when, place, ended])).toEqual([
      [
        "Thu 5 Mar, 14:00–14:45",
        "12 Clifton Street, FY8 1AB",
        "Cancelled by the owner, Tue 3 Mar, 11:30",
      ],
      [
        "Wed 4 Mar, 10:00–10:45",
        "12 Clifton Street, FY8 1AB",
        "Moved by the customer, Tue 3 Mar, 09:00",
      ],
    ]);
    expect(visitsOfLead(db, lead).map((visit) => visit.cancelledBy)).toEqual([
      "customer",
      "owner",
      null,
    ]);
  });
});
