import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import { type Db, openDatabase } from "~/db/database.server";
import { count, insertLead, insertUser } from "../../tests/support/test-leads";
import { addNote, changeStatus } from "./lead-actions.server";
import { deleteLead } from "./lead-deletion.server";
import { getLead } from "./lead-detail.server";

/** No request here has photos; the folder is only named, never created. */
const photosDir = "/nonexistent/photos";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("deleteLead", () => {
  it("removes the request with its emails, notes and history, and audits the reference only", () => {
    const user = insertUser(db);
    const lead = insertLead(db);
    const other = insertLead(db);
    changeStatus(db, { leadId: lead, status: "contacted", user });
    changeStatus(db, { leadId: lead, status: "won", wonValuePence: 1_250_000, user });
    addNote(db, { leadId: lead, text: "Rang", user });
    addNote(db, { leadId: other, text: "Keep me", user });
    const now = Date.parse("2026-03-05T10:00:00Z");
    expect(deleteLead(db, { leadId: lead, user, photosDir, now })).toBe("MC-00001");
    expect(getLead(db, lead)).toBeNull();
    expect(count(db, "outbox")).toBe(2);
    expect(count(db, "lead_notes")).toBe(1);
    expect(count(db, "lead_status_changes")).toBe(0);
    expect(count(db, "lead_value_changes")).toBe(0);
    expect(getLead(db, other)?.notes).toHaveLength(1);
    const [entry] = recentAudit(db, { event: "lead-deleted" });
    expect(entry).toMatchObject({
      at: "2026-03-05T10:00:00.000Z",
      userId: user.id,
      email: user.email,
      detail: "MC-00001",
    });
    expect(JSON.stringify(recentAudit(db))).not.toMatch(/Sarah|Mills|01253|example\.org/);
  });

  it("returns null for an unknown lead and audits nothing", () => {
    const user = insertUser(db);
    expect(deleteLead(db, { leadId: 999, user, photosDir })).toBeNull();
    expect(recentAudit(db)).toEqual([]);
  });

  it("is all or nothing", () => {
    const user = insertUser(db);
    const lead = insertLead(db);
    db.exec(
      "CREATE TRIGGER refuse BEFORE DELETE ON quote_requests BEGIN SELECT RAISE(ABORT, 'no'); END",
    );
    expect(() => deleteLead(db, { leadId: lead, user, photosDir })).toThrow(/no/);
    expect(count(db, "outbox")).toBe(2);
    expect(recentAudit(db)).toEqual([]);
  });
});
