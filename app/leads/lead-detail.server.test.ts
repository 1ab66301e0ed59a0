import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { insertLead } from "../../tests/support/test-leads";
import { getLead } from "./lead-detail.server";
import { explainMailError } from "./mail-problems.server";

let db: Db;
let lead: number;
beforeEach(() => {
  db = openDatabase(":memory:");
  lead = insertLead(db, { receivedAt: "2026-03-02T10:00:00.000Z", budget: null });
});
afterEach(() => db.close());

const setEmail = (kind: string, fields: string, ...values: unknown[]) =>
  db
    .prepare(`UPDATE outbox SET ${fields} WHERE quote_request_id = ? AND kind = ?`)
    .run(...values, lead, kind);

describe("getLead", () => {
  it("gives everything the visitor sent, with status, follow-up and no history yet", () => {
    db.prepare(
      "UPDATE quote_requests SET user_agent = 'Firefox', form_age_ms = 65000 WHERE id = ?",
    ).run(lead);
    expect(getLead(db, lead)).toMatchObject({
      id: lead,
      reference: "MC-00001",
      receivedAt: new Date("2026-03-02T10:00:00.000Z"),
      firstName: "Sarah",
      lastName: "Mills",
      email: "sarah.mills@example.org",
      phone: "01253 123456",
      projectType: "extension",
      projectTypeLabel: "Extension",
      budget: null,
      budgetLabel: null,
      message: "A single-storey rear extension in Lytham.\nAbout 4 m deep.",
      userAgent: "Firefox",
      formAgeMs: 65000,
      status: "new",
      followUpOn: null,
      firstResponseAt: null,
      wonValuePence: null,
      history: [],
      valueHistory: [],
      notes: [],
    });
    expect(getLead(db, 999)).toBeNull();
  });

  it("shows both emails, the owner's first, queued until sent", () => {
    expect(getLead(db, lead)?.emails).toEqual([
      {
        kind: "owner-notification",
        to: "owner@example.com",
        subject: "owner-notification MC-00001",
        state: "queued",
        retrying: false,
        attempts: 0,
        nextAttemptAt: new Date("2026-03-02T10:00:00.000Z"),
        sentAt: null,
        problem: null,
      },
      expect.objectContaining({ kind: "customer-acknowledgement", to: "sarah@example.org" }),
    ]);
  });

  it("maps delivery states and explains failures in plain words", () => {
    setEmail(
      "owner-notification",
      "status = 'sent', attempts = 2, sent_at = ?, last_error = NULL",
      "2026-03-02T10:01:00.000Z",
    );
    setEmail(
      "customer-acknowledgement",
      "status = 'pending', attempts = 3, next_attempt_at = ?, last_error = ?",
      "2026-03-02T10:20:00.000Z",
      "connect ECONNREFUSED 127.0.0.1:587",
    );
    const [owner, customer] = getLead(db, lead)?.emails ?? [];
    expect(owner).toMatchObject({
      state: "sent",
      sentAt: new Date("2026-03-02T10:01:00.000Z"),
      nextAttemptAt: null,
      problem: null,
    });
    expect(customer).toMatchObject({
      state: "queued",
      retrying: true,
      attempts: 3,
      nextAttemptAt: new Date("2026-03-02T10:20:00.000Z"),
      problem: "The mail server could not be reached.",
    });
    setEmail("customer-acknowledgement", "status = 'failed', last_error = ?", "Invalid login: 535");
    setEmail("owner-notification", "status = 'sending'");
    const [sending, failed] = getLead(db, lead)?.emails ?? [];
    expect(sending).toMatchObject({ state: "sending", problem: null, nextAttemptAt: null });
    expect(failed).toMatchObject({
      state: "failed",
      retrying: false,
      problem: "The mail server refused the user name or password.",
    });
  });

  it("lists no emails once their rows are gone", () => {
    db.prepare("DELETE FROM outbox").run();
    expect(getLead(db, lead)?.emails).toEqual([]);
  });
});

describe("explainMailError", () => {
  it.each([
    ["connect ECONNREFUSED 127.0.0.1:587", "could not be reached"],
    ["getaddrinfo ENOTFOUND smtp.example.com", "could not be reached"],
    ["connect ETIMEDOUT 10.0.0.1:465", "could not be reached"],
    ["Connection timeout", "could not be reached"],
    ["Greeting never received", "could not be reached"],
    ["Invalid login: 535 5.7.8 Username and Password not accepted", "user name or password"],
    ['Missing credentials for "PLAIN"', "user name or password"],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <x@example.org>: Recipient address rejected",
      "address was refused",
    ],
    ["Mail command failed: 553 5.7.1 Sender address rejected", "address was refused"],
    ["Message failed: 552 5.3.4 Message size exceeds fixed limit", "too large"],
    ["Message failed: 554 5.7.1 Message rejected as spam", "looked like spam"],
    ["421 4.7.0 Try again later, closing connection", "busy"],
    ["self-signed certificate in certificate chain", "secure connection"],
  ])("%s", (error, words) => {
    expect(explainMailError(error)).toContain(words);
  });

  it("quotes the first line of anything else, clipped, and copes with no error", () => {
    expect(explainMailError("Something odd\nsecond line")).toBe(
      "The mail server said: Something odd",
    );
    const long = explainMailError(`Odd ${"x".repeat(500)}`);
    expect(long.length).toBe("The mail server said: ".length + 200);
    expect(long.endsWith("…")).toBe(true);
    expect(explainMailError(null)).toBe("Sending failed, and the mail server gave no reason.");
  });
});
