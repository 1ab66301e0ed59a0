import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { exportLeads } from "~/leads/lead-export.server";
import { databaseWithOwner, insertLead, type TestUser } from "../../tests/support/test-leads";
import { insertVisit } from "../../tests/support/test-visits";
import { visitCsvColumns } from "./visit-export.server";

let db: Db;
let user: TestUser;
beforeEach(() => {
  ({ db, user } = databaseWithOwner());
});
afterEach(() => db.close());

const exported = () => exportLeads(db, { user, more: visitCsvColumns(db) }).csv;

describe("the leads' CSV with their survey visits", () => {
  it("adds a column for each detail of the visit, empty for a lead without one", () => {
    const visited = insertLead(db, { receivedAt: "2026-03-02T10:00:00.000Z" });
    insertLead(db, { receivedAt: "2026-03-01T10:00:00.000Z" });
    insertVisit(db, visited, {
      start: "2026-03-04T10:00:00.000Z",
      postcode: "FY8 1AB",
      addressLine: "12 Clifton Street",
      accessNotes: "Side gate,\nmind the dog",
      bookedBy: "customer",
      bookedAt: "2026-03-02T21:14:00.000Z",
    });
    const lines = exported().slice(1).split("\r\n");
    expect(lines[0]).toMatch(
      /,Message,Survey visit,Visit postcode,Visit address,Visit access notes,Visit booked by,Visit booked,Visit cancelled$/,
    );
    expect(lines[1]).toMatch(/^MC-00001,/);
    expect(lines[1]).toMatch(
      /,2026-03-04 10:00–10:45,FY8 1AB,12 Clifton Street,"Side gate, mind the dog","Customer, online",2026-03-02 21:14,No$/,
    );
    expect(lines[2]).toMatch(/^MC-00002,[\s\S]*About 4 m deep.",,,,,,,$/);
  });

  it("lists every visit of the lead, moved and cancelled ones too, a line each in the order booked", () => {
    const lead = insertLead(db);
    insertVisit(db, lead, {
      start: "2026-06-03T09:00:00.000Z",
      accessNotes: "Ring twice",
      bookedAt: "2026-06-01T20:00:00.000Z",
      cancelledAt: "2026-06-02T08:00:00.000Z",
      cancelledBy: "customer",
    });
    insertVisit(db, lead, {
      start: "2026-06-05T13:00:00.000Z",
      postcode: "FY5 2CD",
      addressLine: "=1+1 Sea Road",
      bookedBy: "owner",
      bookedAt: "2026-06-02T08:00:00.000Z",
    });
    const csv = exported();
    expect(csv).toContain(
      [
        '"2026-06-03 10:00–10:45\n2026-06-05 14:00–14:45"',
        '"FY8 1AB\nFY5 2CD"',
        '"12 Clifton Street\n=1+1 Sea Road"',
        '"Ring twice\n–"',
        '"Customer, online\nOwner"',
        '"2026-06-01 21:00\n2026-06-02 09:00"',
        '"2026-06-02 09:00 by the customer\nNo"\r\n',
      ].join(","),
    );
  });
});
