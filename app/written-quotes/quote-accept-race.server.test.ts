import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { childRacer } from "../../tests/support/child-racer";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { queuedEmails, quoteServices, threeLineQuote } from "../../tests/support/test-quotes";
import { sendQuote } from "./quote-sending.server";
import { quoteById, saveDraft } from "./written-quote-store.server";

/** Two customers' tabs (or a replay) accepting one quote at once, from two processes. */

const now = Date.parse("2027-03-01T10:00:00Z");
const dir = mkdtempSync(path.join(tmpdir(), "quotes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A child process ready to accept the quote, waiting to be told "go". */
const racer = (file: string, quoteId: number, hash: string, name: string) =>
  childRacer(
    new URL("../../tests/support/accept-race-child.ts", import.meta.url),
    [file, String(quoteId), hash, name, String(now)],
    /accepted|already-accepted|changed|replaced|expired/,
  );

describe("accepting one quote from two processes at once", () => {
  it("records one acceptance, with one set of emails", async () => {
    const file = path.join(dir, "race.sqlite");
    const db = openDatabase(file);
    const leadId = insertLead(db);
    const user = insertUser(db, "owner@example.com");
    const draft = saveDraft(db, { leadId, content: threeLineQuote(), user, now });
    const sent = await sendQuote(quoteServices(db, { now }), {
      leadId,
      writtenAt: draft.writtenAt.toISOString(),
      largeDepositOk: false,
      user,
    });
    if (!sent.ok) throw new Error(sent.problem);
    db.close();
    const hash = sent.quote.documentHash ?? "";
    const racers = ["First Tab", "Second Tab"].map((name) =>
      racer(file, sent.quote.id, hash, name),
    );
    await Promise.all(racers.map((each) => each.ready));
    for (const each of racers) each.go();
    const outcomes = await Promise.all(racers.map((each) => each.outcome));
    expect(outcomes.sort()).toEqual(["accepted", "already-accepted"]);
    const check = openDatabase(file);
    expect(["First Tab", "Second Tab"]).toContain(quoteById(check, sent.quote.id)?.acceptedName);
    expect(
      queuedEmails(check).filter((email) => email.kind.startsWith("quote-accepted")).length,
    ).toBe(2);
    check.close();
  });
});
