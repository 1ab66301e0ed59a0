import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import type { OutgoingMessage } from "~/mail/message.server";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import {
  databaseWithOwner,
  insertLead,
  insertUser,
  type TestUser,
  testReplySettings,
} from "../../tests/support/test-leads";
import { escalateWaitingLeads } from "./escalation.server";
import { escalationForm, saveEscalationSettings } from "./escalation-settings.server";

const settings = testReplySettings;
// Wednesday 4 November 2026 (GMT): 10:00 is 10:00 in the UK.
const at = (time: string) => Date.parse(`2026-11-04T${time}:00Z`);

let db: Db;
let owner: TestUser;
let staff: number;
beforeEach(() => {
  ({ db, user: owner } = databaseWithOwner());
  staff = db
    .prepare(
      "INSERT INTO users (email, role, created_at) VALUES ('office@example.com', 'staff', '2026-01-01T00:00:00Z') RETURNING id",
    )
    .pluck()
    .get() as number;
});
afterEach(() => db.close());

const emails = () =>
  (
    db
      .prepare("SELECT kind, message FROM outbox WHERE kind LIKE 'escalation-%' ORDER BY id")
      .all() as { kind: string; message: string }[]
  ).map(({ kind, message }) => {
    const email = JSON.parse(message) as OutgoingMessage;
    return { kind, to: [email.to].flat().map((to) => to.address), subject: email.subject };
  });
const run = (time: number) => escalateWaitingLeads(db, settings, time);

describe("a lead nobody answers", () => {
  it("goes to the owners at half the promise, then to everyone at the promise, each once", () => {
    const lead = insertLead(db, { receivedAt: "2026-11-04T10:00:00.000Z" });
    expect(run(at("10:59"))).toEqual([]);
    const first = run(at("11:00"));
    expect(first).toMatchObject([{ leadId: lead, step: "owner", userIds: [owner.id] }]);
    expect(emails()).toEqual([
      {
        kind: "escalation-owner",
        to: [owner.email],
        subject: expect.stringMatching(/^Waiting: Sarah Mills/),
      },
    ]);
    // Running again, as every 30 s, or after a restart, sends nothing more.
    expect(run(at("11:30"))).toEqual([]);
    const second = run(at("12:00"));
    expect(second).toMatchObject([{ step: "team", userIds: [owner.id, staff] }]);
    expect(emails().map((email) => [email.kind, email.to])).toEqual([
      ["escalation-owner", [owner.email]],
      ["escalation-team", [owner.email, "office@example.com"]],
    ]);
    expect(run(at("17:00"))).toEqual([]);
    const audit = db
      .prepare("SELECT detail FROM audit_log WHERE event = 'lead-escalated' ORDER BY id")
      .pluck()
      .all();
    expect(audit).toEqual([
      expect.stringMatching(/to the owners after 60 office minutes$/),
      expect.stringMatching(/to everyone after 120 office minutes$/),
    ]);
  });

  it("is not escalated once it is answered in time, and answering stops what is left", () => {
    const answered = insertLead(db, { receivedAt: "2026-11-04T10:00:00.000Z" });
    db.prepare(
      "UPDATE quote_requests SET status = 'contacted', first_response_at = ? WHERE id = ?",
    ).run("2026-11-04T10:20:00.000Z", answered);
    expect(run(at("13:00"))).toEqual([]);

    const late = insertLead(db, { receivedAt: "2026-11-04T10:00:00.000Z" });
    expect(run(at("11:05"))).toMatchObject([{ leadId: late, step: "owner" }]);
    db.prepare("UPDATE quote_requests SET status = 'contacted' WHERE id = ?").run(late);
    expect(run(at("12:30"))).toEqual([]);
    expect(emails()).toHaveLength(1);
  });

  it("arriving on Friday evening, is escalated on Monday in office hours", () => {
    // Friday 6 November 2026, 19:30: after the office has closed.
    insertLead(db, { receivedAt: "2026-11-06T19:30:00.000Z" });
    expect(run(Date.parse("2026-11-07T12:00:00Z"))).toEqual([]);
    expect(run(Date.parse("2026-11-09T08:59:00Z"))).toEqual([]);
    expect(run(Date.parse("2026-11-09T09:00:00Z"))).toMatchObject([{ step: "owner" }]);
    expect(run(Date.parse("2026-11-09T10:00:00Z"))).toMatchObject([{ step: "team" }]);
  });

  it("at a firm open on Saturday mornings, arriving on Friday evening, is escalated on Saturday", () => {
    const saturdays = {
      ...settings,
      hours: officeHours({
        ...weekdayHours("08:00", "18:00").week,
        Sa: { opens: "09:00", closes: "13:00" },
      }),
    };
    // Friday 6 November 2026, 19:30; Saturday 7 November from 09:00 (GMT).
    insertLead(db, { receivedAt: "2026-11-06T19:30:00.000Z" });
    expect(escalateWaitingLeads(db, saturdays, Date.parse("2026-11-07T09:59:00Z"))).toEqual([]);
    expect(escalateWaitingLeads(db, saturdays, Date.parse("2026-11-07T10:00:00Z"))).toMatchObject([
      { step: "owner" },
    ]);
    expect(escalateWaitingLeads(db, saturdays, Date.parse("2026-11-07T11:00:00Z"))).toMatchObject([
      { step: "team" },
    ]);
  });

  // Friday 22 May 2026, 19:30 BST; Monday 25 May is the spring bank holiday.
  const beforeTheBankHoliday = "2026-05-22T18:30:00.000Z";
  const mondayAtNine = Date.parse("2026-05-25T08:00:00Z");
  const tuesdayAtNine = Date.parse("2026-05-26T08:00:00Z");

  it("before a bank holiday Monday, waits until Tuesday when the office shuts on bank holidays", () => {
    insertLead(db, { receivedAt: beforeTheBankHoliday });
    const shut = { ...settings, hours: weekdayHours("08:00", "18:00", { bankHolidays: "closed" }) };
    expect(escalateWaitingLeads(db, shut, mondayAtNine)).toEqual([]);
    expect(escalateWaitingLeads(db, shut, Date.parse("2026-05-25T16:00:00Z"))).toEqual([]);
    expect(escalateWaitingLeads(db, shut, tuesdayAtNine)).toMatchObject([{ step: "owner" }]);
  });

  it("before a bank holiday Monday, is escalated on Monday when the office opens on bank holidays", () => {
    insertLead(db, { receivedAt: beforeTheBankHoliday });
    const open = { ...settings, hours: weekdayHours("08:00", "18:00", { bankHolidays: "open" }) };
    expect(escalateWaitingLeads(db, open, mondayAtNine)).toMatchObject([{ step: "owner" }]);
  });

  it("waits through the days the owner closes", () => {
    const christmas = {
      ...settings,
      hours: weekdayHours("08:00", "18:00", {
        closedDays: [{ from: "2026-12-24", to: "2027-01-01", reason: "Christmas shutdown" }],
      }),
    };
    // Wednesday 23 December 2026 at 17:30: half an hour of office time that day.
    insertLead(db, { receivedAt: "2026-12-23T17:30:00.000Z" });
    expect(escalateWaitingLeads(db, christmas, Date.parse("2026-12-31T12:00:00Z"))).toEqual([]);
    expect(escalateWaitingLeads(db, christmas, Date.parse("2027-01-04T08:30:00Z"))).toMatchObject([
      { step: "owner" },
    ]);
  });

  it("both steps due at once (the server was down): only everyone's is sent, and never the owners' after it", () => {
    insertLead(db, { receivedAt: "2026-11-04T10:00:00.000Z" });
    expect(run(at("15:00"))).toMatchObject([{ step: "team" }]);
    expect(run(at("15:30"))).toEqual([]);
    expect(emails().map((email) => email.kind)).toEqual(["escalation-team"]);
  });

  it("follows the owner's times, and nothing while it is turned off", () => {
    insertLead(db, { receivedAt: "2026-11-04T10:00:00.000Z" });
    const by = { id: owner.id, email: owner.email };
    const parsed = escalationForm.parse({ intent: "escalation", ownerAfter: 15, teamAfter: 30 });
    saveEscalationSettings(db, parsed, by, at("09:00"));
    expect(run(at("10:15"))).toEqual([]);
    saveEscalationSettings(db, { ...parsed, on: true }, by, at("09:00"));
    expect(run(at("10:15"))).toMatchObject([{ step: "owner" }]);
    expect(run(at("10:30"))).toMatchObject([{ step: "team" }]);
  });

  it("refuses times in the wrong order, or out of range, in words", () => {
    const refused = escalationForm.safeParse({
      intent: "escalation",
      on: true,
      ownerAfter: 60,
      teamAfter: 30,
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Everyone is told at the same time as the owner or later.",
    ]);
    const outOfRange = escalationForm.safeParse({
      intent: "escalation",
      ownerAfter: 2,
      teamAfter: 9000,
    });
    expect(outOfRange.error?.issues.map((issue) => issue.message)).toEqual([
      "At least 5 minutes.",
      "At most 1,440 minutes: three office days.",
    ]);
  });
});

describe("a restart between the steps", () => {
  it("neither loses nor repeats a step: the rows in the database say what was done", () => {
    const folder = mkdtempSync(join(tmpdir(), "escalation-"));
    try {
      const file = join(folder, "site.db");
      const before = openDatabase(file);
      insertUser(before, "boss@example.com");
      insertLead(before, { receivedAt: "2026-11-04T10:00:00.000Z" });
      expect(escalateWaitingLeads(before, settings, at("11:00"))).toMatchObject([
        { step: "owner" },
      ]);
      before.close();

      // The server was down from 11:00 to 12:10: the team's step, due at 12:00, is sent on start.
      const after = openDatabase(file);
      expect(escalateWaitingLeads(after, settings, at("12:10"))).toMatchObject([{ step: "team" }]);
      expect(escalateWaitingLeads(after, settings, at("12:10"))).toEqual([]);
      expect(
        after
          .prepare("SELECT kind FROM outbox WHERE kind LIKE 'escalation-%' ORDER BY id")
          .pluck()
          .all(),
      ).toEqual(["escalation-owner", "escalation-team"]);
      after.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the escalation email", () => {
  it("shows a hostile name as text", () => {
    insertLead(db, {
      receivedAt: "2026-11-04T10:00:00.000Z",
      firstName: '<img src=x onerror="alert(1)">',
      lastName: '=HYPERLINK("https://evil.example")',
    });
    run(at("11:00"));
    const message = db
      .prepare("SELECT message FROM outbox WHERE kind = 'escalation-owner'")
      .pluck()
      .get() as string;
    const { html } = JSON.parse(message) as OutgoingMessage;
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
