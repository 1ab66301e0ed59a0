import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { quoteServices, threeLineQuote } from "../../tests/support/test-quotes";
import { acceptQuote, askQuestion } from "./customer-answers.server";
import { quoteCsvColumns } from "./quote-export.server";
import { sendQuote } from "./quote-sending.server";
import { saveDraft } from "./written-quote-store.server";

describe("a lead's written quotes in the leads' CSV", () => {
  it("lists each version sent, its acceptance with the name signed, and the questions (the CSV's cells defuse formulas: lib/csv)", async () => {
    const db = openDatabase(":memory:");
    const now = Date.parse("2027-03-01T10:00:00Z");
    const services = quoteServices(db, { now });
    const leadId = insertLead(db);
    const user = insertUser(db, "owner@example.com");
    const draft = saveDraft(db, { leadId, content: threeLineQuote(), user, now });
    const sent = await sendQuote(services, {
      leadId,
      writtenAt: draft.writtenAt.toISOString(),
      largeDepositOk: false,
      user,
    });
    if (!sent.ok) throw new Error(sent.problem);
    askQuestion(services, sent.quote.id, '=HYPERLINK("http://evil.example")');
    await acceptQuote(services, {
      quoteId: sent.quote.id,
      shownHash: sent.quote.documentHash ?? "",
      name: "Sarah Mills",
      startEarly: true,
      ipHash: "hash",
      userAgent: "test",
    });
    const columns = quoteCsvColumns(db, now);
    const cells = Object.fromEntries(
      columns.names.map((name, index) => [name, columns.cellsOf(leadId)[index]]),
    );
    expect(cells).toMatchObject({
      Quote: "Q-0001 v1",
      "Quote stands": "accepted",
      "Quote total (£)": "7601.20",
      "Quote before VAT (£)": "6340.59",
      "Quote accepted": '2027-03-01 10:00, signed "Sarah Mills"',
      "Start within the 14 days": "Yes",
      "Questions on the quote": '=HYPERLINK("http://evil.example")',
    });
    expect(columns.cellsOf(insertLead(db)).every((cell) => cell === "")).toBe(true);
  });
});
