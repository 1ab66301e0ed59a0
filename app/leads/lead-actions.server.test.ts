import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import {
  databaseWithOwner,
  insertLead,
  insertUser,
  type TestUser,
} from "../../tests/support/test-leads";
import {
  addNote,
  changeStatus,
  sendEmailAgain,
  setFollowUp,
  setWonValue,
} from "./lead-actions.server";
import { getLead } from "./lead-detail.server";
import { LeadError, type LeadProblem } from "./lead-error";
import type { LeadStatus } from "./lead-statuses";

let db: Db;
let user: TestUser;
let lead: number;
beforeEach(() => {
  ({ db, user } = databaseWithOwner());
  lead = insertLead(db);
});
afterEach(() => db.close());

const at = (iso: string) => Date.parse(iso);
const problem = (run: () => unknown): LeadProblem | "none" => {
  try {
    run();
  } catch (error) {
    if (error instanceof LeadError) return error.problem;
    throw error;
  }
  return "none";
};
const outboxRow = (kind: string) =>
  db
    .prepare(
      "SELECT status, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError FROM outbox WHERE quote_request_id = ? AND kind = ?",
    )
    .get(lead, kind);

describe("changeStatus", () => {
  it("records each change, newest first, with who and when", () => {
    const sam = insertUser(db, "sam@example.com");
    changeStatus(db, { leadId: lead, status: "contacted", user, now: at("2026-03-02T11:00:00Z") });
    changeStatus(db, {
      leadId: lead,
      status: "quoted",
      user: sam,
      now: at("2026-03-05T09:00:00Z"),
    });
    const detail = getLead(db, lead);
    expect(detail?.status).toBe("quoted");
    expect(detail?.history).toEqual([
      {
        from: "contacted",
        status: "quoted",
        at: new Date("2026-03-05T09:00:00Z"),
        byUserId: sam.id,
        byEmail: "sam@example.com",
      },
      {
        from: "new",
        status: "contacted",
        at: new Date("2026-03-02T11:00:00Z"),
        byUserId: user.id,
        byEmail: user.email,
      },
    ]);
  });

  it("sets the first response once, at the first move to contacted or later", () => {
    const firstResponse = () => getLead(db, lead)?.firstResponseAt ?? null;
    changeStatus(db, { leadId: lead, status: "spam", user, now: at("2026-03-02T11:00:00Z") });
    changeStatus(db, { leadId: lead, status: "not-a-fit", user, now: at("2026-03-02T12:00:00Z") });
    changeStatus(db, { leadId: lead, status: "new", user, now: at("2026-03-02T12:30:00Z") });
    expect(firstResponse()).toBeNull();
    changeStatus(db, { leadId: lead, status: "won", user, now: at("2026-03-02T13:00:00Z") });
    changeStatus(db, { leadId: lead, status: "contacted", user, now: at("2026-03-03T13:00:00Z") });
    expect(firstResponse()).toEqual(new Date("2026-03-02T13:00:00Z"));
  });

  it.each<LeadStatus>(["contacted", "visit-booked", "quoted", "won", "lost"])(
    "counts %s as a response",
    (status) => {
      changeStatus(db, { leadId: lead, status, user, now: at("2026-03-02T13:00:00Z") });
      expect(getLead(db, lead)?.firstResponseAt).toEqual(new Date("2026-03-02T13:00:00Z"));
    },
  );

  it("does nothing for the status the lead already has", () => {
    expect(changeStatus(db, { leadId: lead, status: "new", user })).toBe(false);
    expect(changeStatus(db, { leadId: lead, status: "contacted", user })).toBe(true);
    expect(changeStatus(db, { leadId: lead, status: "contacted", user })).toBe(false);
    expect(getLead(db, lead)?.history).toHaveLength(1);
  });

  it("refuses an unknown lead, and the database any status but the list's", () => {
    expect(problem(() => changeStatus(db, { leadId: 999, status: "won", user }))).toBe("not-found");
    expect(() =>
      changeStatus(db, { leadId: lead, status: "archived" as LeadStatus, user }),
    ).toThrow(/CHECK/);
    expect(getLead(db, lead)?.history).toEqual([]);
  });

  it("keeps the history's email when the user is removed", () => {
    changeStatus(db, { leadId: lead, status: "contacted", user });
    db.prepare("DELETE FROM users WHERE id = ?").run(user.id);
    expect(getLead(db, lead)?.history[0]).toMatchObject({ byUserId: null, byEmail: user.email });
  });
});

describe("the job's value", () => {
  const stored = () =>
    db
      .prepare("SELECT status, won_value_pence AS pence FROM quote_requests WHERE id = ?")
      .get(lead);
  const valueChanges = () =>
    db
      .prepare(
        "SELECT won_value_pence AS pence, at, by_email AS byEmail FROM lead_value_changes ORDER BY id",
      )
      .all() as { pence: number | null; at: string; byEmail: string }[];

  it("is stored with Won in one go, with who set it and when", () => {
    const now = at("2026-03-05T09:00:00Z");
    expect(
      changeStatus(db, { leadId: lead, status: "won", wonValuePence: 1_250_000, user, now }),
    ).toBe(true);
    expect(stored()).toEqual({ status: "won", pence: 1_250_000 });
    expect(valueChanges()).toEqual([
      { pence: 1_250_000, at: "2026-03-05T09:00:00.000Z", byEmail: user.email },
    ]);
    const detail = getLead(db, lead);
    expect(detail?.wonValuePence).toBe(1_250_000);
    expect(detail?.history.map((change) => change.status)).toEqual(["won"]);
    expect(detail?.valueHistory).toEqual([
      {
        pence: 1_250_000,
        at: new Date("2026-03-05T09:00:00Z"),
        byUserId: user.id,
        byEmail: user.email,
      },
    ]);
  });

  it("is optional: Won alone stores no value", () => {
    changeStatus(db, { leadId: lead, status: "won", user });
    expect(stored()).toEqual({ status: "won", pence: null });
    expect(valueChanges()).toEqual([]);
  });

  it("is kept when the status moves on from Won, and is there again when it comes back", () => {
    changeStatus(db, { leadId: lead, status: "won", wonValuePence: 1_250_000, user });
    changeStatus(db, { leadId: lead, status: "lost", user });
    expect(stored()).toEqual({ status: "lost", pence: 1_250_000 });
    changeStatus(db, { leadId: lead, status: "won", user });
    expect(stored()).toEqual({ status: "won", pence: 1_250_000 });
    expect(valueChanges()).toHaveLength(1);
  });

  it("is changed on a lead already won, or removed, each change recorded once", () => {
    changeStatus(db, { leadId: lead, status: "won", user });
    const sam = insertUser(db, "sam@example.com");
    expect(
      changeStatus(db, { leadId: lead, status: "won", wonValuePence: 900_000, user: sam }),
    ).toBe(true);
    expect(setWonValue(db, { leadId: lead, pence: 950_050, user })).toBe(true);
    expect(setWonValue(db, { leadId: lead, pence: 950_050, user })).toBe(false);
    expect(changeStatus(db, { leadId: lead, status: "won", wonValuePence: 950_050, user })).toBe(
      false,
    );
    expect(setWonValue(db, { leadId: lead, pence: null, user })).toBe(true);
    expect(stored()).toEqual({ status: "won", pence: null });
    expect(valueChanges().map((change) => change.pence)).toEqual([900_000, 950_050, null]);
    expect(getLead(db, lead)?.history).toHaveLength(1);
  });

  it("goes only with Won, and the lead is left as it was", () => {
    expect(
      problem(() => changeStatus(db, { leadId: lead, status: "quoted", wonValuePence: 100, user })),
    ).toBe("value-not-won");
    expect(problem(() => setWonValue(db, { leadId: lead, pence: 100, user }))).toBe(
      "value-not-won",
    );
    expect(stored()).toEqual({ status: "new", pence: null });
    expect(getLead(db, lead)?.history).toEqual([]);
  });

  it.each([-1, 1.5, 1_000_000_001, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %d pence, changing nothing",
    (pence) => {
      expect(
        problem(() =>
          changeStatus(db, { leadId: lead, status: "won", wonValuePence: pence, user }),
        ),
      ).toBe("invalid-value");
      expect(stored()).toEqual({ status: "new", pence: null });
      expect(valueChanges()).toEqual([]);
    },
  );

  it("takes 0 and the £10m most", () => {
    changeStatus(db, { leadId: lead, status: "won", wonValuePence: 0, user });
    expect(stored()).toEqual({ status: "won", pence: 0 });
    setWonValue(db, { leadId: lead, pence: 1_000_000_000, user });
    expect(stored()).toEqual({ status: "won", pence: 1_000_000_000 });
  });

  it("refuses an unknown lead", () => {
    expect(problem(() => setWonValue(db, { leadId: 999, pence: 100, user }))).toBe("not-found");
    expect(
      problem(() => changeStatus(db, { leadId: 999, status: "won", wonValuePence: 100, user })),
    ).toBe("not-found");
  });

  it("is never stored as anything but whole pence from 0 to £10m, whatever writes it", () => {
    for (const value of [-1, 12.5, 1_000_000_001, "12,500"])
      expect(() =>
        db.prepare("UPDATE quote_requests SET won_value_pence = ? WHERE id = ?").run(value, lead),
      ).toThrow(/CHECK/);
  });
});

describe("addNote", () => {
  it("stores the text, newest first, on a lead that exists", () => {
    const first = addNote(db, {
      leadId: lead,
      text: "Rang, no answer.",
      user,
      now: at("2026-03-02T11:00:00Z"),
    });
    expect(first).toEqual({
      id: expect.any(Number),
      text: "Rang, no answer.",
      at: new Date("2026-03-02T11:00:00Z"),
      byUserId: user.id,
      byEmail: user.email,
    });
    addNote(db, { leadId: lead, text: "Visit Tuesday", user, now: at("2026-03-03T11:00:00Z") });
    expect(getLead(db, lead)?.notes.map((note) => note.text)).toEqual([
      "Visit Tuesday",
      "Rang, no answer.",
    ]);
    expect(problem(() => addNote(db, { leadId: 999, text: "Hello", user }))).toBe("not-found");
  });
});

describe("setFollowUp", () => {
  it("sets and clears a real date", () => {
    setFollowUp(db, { leadId: lead, date: "2026-03-31" });
    expect(getLead(db, lead)?.followUpOn).toBe("2026-03-31");
    setFollowUp(db, { leadId: lead, date: null });
    expect(getLead(db, lead)?.followUpOn).toBeNull();
  });

  it("refuses an unknown lead, and the database anything but a YYYY-MM-DD date", () => {
    expect(problem(() => setFollowUp(db, { leadId: 999, date: "2026-03-31" }))).toBe("not-found");
    for (const date of ["2026-3-1", "tomorrow", "2026-03-31T10:00", ""])
      expect(() => setFollowUp(db, { leadId: lead, date })).toThrow(/CHECK/);
  });
});

describe("sendEmailAgain", () => {
  it("queues a failed email again now, keeping its attempts", () => {
    db.prepare(
      "UPDATE outbox SET status = 'failed', attempts = 48, last_error = 'Invalid login: 535' WHERE quote_request_id = ? AND kind = 'customer-acknowledgement'",
    ).run(lead);
    const now = at("2026-03-05T10:00:00Z");
    expect(sendEmailAgain(db, { leadId: lead, kind: "customer-acknowledgement", now })).toBe(true);
    expect(outboxRow("customer-acknowledgement")).toEqual({
      status: "pending",
      attempts: 48,
      nextAttemptAt: "2026-03-05T10:00:00.000Z",
      lastError: "Invalid login: 535",
    });
    expect(outboxRow("owner-notification")).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("also sends a sent email again", () => {
    db.prepare("UPDATE outbox SET status = 'sent', attempts = 1 WHERE quote_request_id = ?").run(
      lead,
    );
    expect(sendEmailAgain(db, { leadId: lead, kind: "owner-notification" })).toBe(true);
    expect(outboxRow("owner-notification")).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("is false while the email is being sent, or with no such email", () => {
    db.prepare("UPDATE outbox SET status = 'sending' WHERE quote_request_id = ?").run(lead);
    expect(sendEmailAgain(db, { leadId: lead, kind: "owner-notification" })).toBe(false);
    expect(outboxRow("owner-notification")).toMatchObject({ status: "sending" });
    expect(sendEmailAgain(db, { leadId: 999, kind: "owner-notification" })).toBe(false);
  });
});
