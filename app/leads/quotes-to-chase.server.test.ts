import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import type { OutgoingMessage } from "~/mail/message.server";
import {
  databaseWithOwner,
  insertLead,
  insertUser,
  type TestUser,
  testReplySettings,
} from "../../tests/support/test-leads";
import { addNote, changeStatus } from "./lead-actions.server";
import type { LeadStatus } from "./lead-statuses";
import { quotesToChase, remindOfQuotesToChase } from "./quotes-to-chase.server";

const settings = testReplySettings;
// Quoted on Wednesday 28 October 2026 at 10:00 (GMT: UK clocks show UTC).
const quotedAt = Date.parse("2026-10-28T10:00:00Z");
const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
const customer = "sarah.mills@example.org";

let db: Db;
let owner: TestUser;
beforeEach(() => {
  ({ db, user: owner } = databaseWithOwner());
  insertUser(db, "partner@example.com");
  db.prepare(
    "INSERT INTO users (email, role, created_at) VALUES ('office@example.com', 'staff', '2026-01-01T00:00:00Z')",
  ).run();
});
afterEach(() => db.close());

const move = (leadId: number, status: LeadStatus, now: number, on = db, user = owner) =>
  changeStatus(on, { leadId, status, user, now });
/** A lead received the week before, marked quoted at `at` (by `user`, an owner of `on`). */
function quotedLead(at = quotedAt, on = db, user = owner) {
  const id = insertLead(on, { receivedAt: "2026-10-20T09:00:00.000Z", email: customer });
  move(id, "quoted", at, on, user);
  return id;
}
const listed = (now: number, on = db) => quotesToChase(on, now).map((lead) => lead.id);
const remind = (now: number, on = db) => remindOfQuotesToChase(on, settings, now);
const reminders = (on = db) =>
  (
    on
      .prepare("SELECT message FROM outbox WHERE kind = 'chase-reminder' ORDER BY id")
      .pluck()
      .all() as string[]
  ).map((message) => {
    const email = JSON.parse(message) as OutgoingMessage;
    return { ...email, to: [email.to].flat().map((to) => to.address) };
  });

describe("a quote that goes quiet", () => {
  it("after 6 days is not listed and nothing is sent; after 7 it is listed, and the owners get one email", () => {
    const lead = quotedLead();
    expect(listed(quotedAt + 6 * day)).toEqual([]);
    expect(remind(quotedAt + 6 * day)).toEqual([]);

    expect(quotesToChase(db, quotedAt + 7 * day)).toMatchObject([
      { id: lead, name: "Sarah Mills", job: "Extension", quotedDaysAgo: 7 },
    ]);
    expect(remind(quotedAt + 7 * day)).toEqual([lead]);
    const [email, ...more] = reminders();
    expect(more).toEqual([]);
    expect(email?.to).toEqual([owner.email, "partner@example.com"]);
    expect(email?.subject).toMatch(/^To chase: Sarah Mills, Extension \(MC-\d+\)$/);
    expect(email?.text).toContain("was quoted 7 days ago");
    expect(email?.text).toContain("Nothing has been sent to the customer.");
    expect(email?.text).toContain(`https://www.example.com/owner/leads/${lead}`);

    // Running again, as every few minutes, or days later, sends nothing more.
    expect(remind(quotedAt + 7 * day + hour)).toEqual([]);
    expect(remind(quotedAt + 9 * day)).toEqual([]);
    expect(reminders()).toHaveLength(1);
    expect(quotesToChase(db, quotedAt + 9 * day)).toMatchObject([{ quotedDaysAgo: 9 }]);
    expect(
      db.prepare("SELECT detail FROM audit_log WHERE event = 'chase-reminded'").pluck().all(),
    ).toEqual([expect.stringMatching(/^MC-\d+ quoted 7 days ago$/)]);
  });

  it("sends nothing to the customer: the only email queued is the owners'", () => {
    const lead = quotedLead();
    const before = db.prepare("SELECT id FROM outbox").pluck().all();
    remind(quotedAt + 8 * day);
    const queued = db
      .prepare(`SELECT kind, message FROM outbox WHERE id NOT IN (${before.join(",")})`)
      .all() as { kind: string; message: string }[];
    expect(queued.map((row) => row.kind)).toEqual(["chase-reminder"]);
    expect(queued[0]?.message).not.toContain(customer);
    expect(listed(quotedAt + 8 * day)).toEqual([lead]);
  });

  it("a note or a new status takes it off the list at once; a note starts the 7 days again", () => {
    const noted = quotedLead();
    const moved = quotedLead();
    expect(listed(quotedAt + 8 * day)).toEqual([noted, moved]);
    addNote(db, {
      leadId: noted,
      text: "Rang: thinking it over",
      user: owner,
      now: quotedAt + 8 * day,
    });
    move(moved, "contacted", quotedAt + 8 * day);
    expect(listed(quotedAt + 8 * day)).toEqual([]);
    expect(listed(quotedAt + 15 * day - 1)).toEqual([]);
    expect(quotesToChase(db, quotedAt + 15 * day)).toMatchObject([
      { id: noted, quotedDaysAgo: 15 },
    ]);
  });

  it("a note before the 7 days means no reminder until 7 days after it", () => {
    const lead = quotedLead();
    addNote(db, { leadId: lead, text: "Sent the drawings", user: owner, now: quotedAt + 3 * day });
    expect(remind(quotedAt + 7 * day)).toEqual([]);
    // Tuesday 10 November: 13 days after the quote, 10 after the note.
    expect(remind(quotedAt + 13 * day)).toEqual([lead]);
  });

  it("an email recorded on it, such as a review request, counts as a change too", () => {
    const lead = quotedLead();
    const sentAt = new Date(quotedAt + 2 * day).toISOString();
    db.prepare(
      `INSERT INTO outbox (quote_request_id, kind, about, message, next_attempt_at, created_at)
       VALUES (@lead, 'review-request', 'lead ' || @lead, '{}', @sentAt, @sentAt)`,
    ).run({ lead, sentAt });
    expect(listed(quotedAt + 9 * day - 1)).toEqual([]);
    expect(listed(quotedAt + 9 * day)).toEqual([lead]);
  });

  it("a won or lost lead is never listed", () => {
    const won = quotedLead();
    const lost = quotedLead();
    move(won, "won", quotedAt + day);
    move(lost, "lost", quotedAt + day);
    expect(listed(quotedAt + 30 * day)).toEqual([]);
    expect(remind(quotedAt + 30 * day)).toEqual([]);
  });

  it("quoted again after moving on, it is listed again but not emailed again", () => {
    const lead = quotedLead();
    expect(remind(quotedAt + 7 * day)).toEqual([lead]);
    move(lead, "visit-booked", quotedAt + 8 * day);
    move(lead, "quoted", quotedAt + 9 * day);
    expect(listed(quotedAt + 16 * day)).toEqual([lead]);
    expect(remind(quotedAt + 16 * day)).toEqual([]);
    expect(reminders()).toHaveLength(1);
  });

  it("gone quiet at the weekend, the owners are emailed on Monday in office hours; listed at once", () => {
    // Quoted on Saturday 24 October (BST) at 11:00: quiet from Saturday 31 October, 10:00 GMT.
    const lead = quotedLead(Date.parse("2026-10-24T10:00:00Z"));
    expect(listed(Date.parse("2026-10-31T10:00:00Z"))).toEqual([lead]);
    expect(remind(Date.parse("2026-10-31T10:00:00Z"))).toEqual([]);
    expect(remind(Date.parse("2026-11-02T07:59:00Z"))).toEqual([]);
    expect(remind(Date.parse("2026-11-02T08:05:00Z"))).toEqual([lead]);
  });

  it("quiet for more than 3 weeks (before reminders existed) is listed but not emailed", () => {
    const lead = quotedLead();
    expect(listed(quotedAt + 22 * day)).toEqual([lead]);
    expect(remind(quotedAt + 22 * day)).toEqual([]);
  });
});

describe("a restart after the reminder", () => {
  it("does not send it again: the row in the database says it was sent", () => {
    const folder = mkdtempSync(join(tmpdir(), "to-chase-"));
    try {
      const file = join(folder, "site.db");
      const before = openDatabase(file);
      const lead = quotedLead(quotedAt, before, insertUser(before, "boss@example.com"));
      expect(remind(quotedAt + 7 * day, before)).toEqual([lead]);
      before.close();

      const after = openDatabase(file);
      expect(remind(quotedAt + 7 * day + hour, after)).toEqual([]);
      expect(reminders(after).map((email) => email.to)).toEqual([["boss@example.com"]]);
      expect(listed(quotedAt + 7 * day + hour, after)).toEqual([lead]);
      after.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
