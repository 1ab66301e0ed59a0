import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { deleteLead, deleteLeadsReceivedBefore } from "~/leads/lead-deletion.server";
import {
  count,
  databaseWithOwner,
  insertLead,
  type TestUser,
} from "../../tests/support/test-leads";
import { insertVisit } from "../../tests/support/test-visits";
import { leadOfVisitToken, visitLinkOf } from "./visit-links.server";

/**
 * A visit's address is personal data: it goes with its lead, deleted by the owner or by
 * retention, and so does the lead's private booking link (both tables cascade, migration 026).
 */
const photosDir = "/nonexistent/photos";
const secret = Buffer.alloc(32, 7);

let db: Db;
let user: TestUser;
beforeEach(() => {
  ({ db, user } = databaseWithOwner());
});
afterEach(() => db.close());

/** A lead with a moved visit (one cancelled, one booked) and its booking link; returns its link's token. */
function leadWithVisits(receivedAt: string) {
  const lead = insertLead(db, { receivedAt });
  insertVisit(db, lead, { cancelledAt: "2026-03-03T09:00:00.000Z" });
  insertVisit(db, lead, {
    start: "2026-03-05T10:00:00.000Z",
    bookedAt: "2026-03-03T09:00:00.000Z",
  });
  const token = visitLinkOf(db, secret, lead).split("/").at(-1);
  expect(leadOfVisitToken(db, token)).toBe(lead);
  return { lead, token };
}

const visitsOf = (lead: number) =>
  db.prepare("SELECT count(*) FROM survey_visits WHERE quote_request_id = ?").pluck().get(lead);

describe("erasing a lead's visits", () => {
  it("deleting a lead removes its visits and its link, and leaves other leads' alone", () => {
    const gone = leadWithVisits("2026-03-02T10:00:00.000Z");
    const kept = leadWithVisits("2026-03-02T11:00:00.000Z");
    expect(deleteLead(db, { leadId: gone.lead, user, photosDir })).not.toBeNull();
    expect(visitsOf(gone.lead)).toBe(0);
    expect(leadOfVisitToken(db, gone.token)).toBeNull();
    expect(visitsOf(kept.lead)).toBe(2);
    expect(leadOfVisitToken(db, kept.token)).toBe(kept.lead);
    expect(count(db, "private_links")).toBe(1);
  });

  it("retention removes the visits and links of the leads it deletes, and only theirs", () => {
    const old = leadWithVisits("2024-02-01T10:00:00.000Z");
    const recent = leadWithVisits("2024-04-01T10:00:00.000Z");
    expect(
      deleteLeadsReceivedBefore(db, { cutoff: new Date("2024-03-01T00:00:00.000Z"), photosDir }),
    ).toBe(1);
    expect(visitsOf(old.lead)).toBe(0);
    expect(leadOfVisitToken(db, old.token)).toBeNull();
    expect(visitsOf(recent.lead)).toBe(2);
    expect(count(db, "survey_visits")).toBe(2);
    expect(count(db, "private_links")).toBe(1);
  });
});
