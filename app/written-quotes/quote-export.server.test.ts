import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { applyMigrations, listMigrations } from "~/db/migrations.server";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { quoteServices, threeLineQuote } from "../../tests/support/test-quotes";
import { acceptQuote, askQuestion } from "./customer-answers.server";
import { leadQuoteSection } from "./lead-quote.server";
import { quoteCsvColumns } from "./quote-export.server";
import { sendQuote } from "./quote-sending.server";
import { saveDraft } from "./written-quote-store.server";

/** A quote for the lead of `content` (a consumer's unless said), sent and accepted. */
async function acceptedQuote(
  db: Db,
  {
    now,
    content = threeLineQuote(),
    startEarly = false,
  }: {
    now: number;
    content?: ReturnType<typeof threeLineQuote>;
    startEarly?: boolean;
  },
) {
  const services = quoteServices(db, { now });
  const leadId = insertLead(db);
  const user = insertUser(db, `owner-${leadId}@example.com`);
  const draft = saveDraft(db, { leadId, content, user, now });
  const sent = await sendQuote(services, {
    leadId,
    writtenAt: draft.writtenAt.toISOString(),
    largeDepositOk: false,
    user,
  });
  if (!sent.ok) throw new Error(sent.problem);
  await acceptQuote(services, {
    quoteId: sent.quote.id,
    shownHash: sent.quote.documentHash ?? "",
    name: "Sarah Mills",
    startEarly,
    ipHash: "hash",
    userAgent: "test",
  });
  return { leadId, quoteId: sent.quote.id };
}

const startEarlyOf = (db: Db | Database.Database, quoteId: number) =>
  db.prepare("SELECT start_early FROM written_quotes WHERE id = ?").pluck().get(quoteId);

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

describe("starting within the 14 days where there are none", () => {
  const now = Date.parse("2027-03-01T10:00:00Z");
  const cellOf = (db: Db, leadId: number) => {
    const columns = quoteCsvColumns(db, now);
    return columns.cellsOf(leadId)[columns.names.indexOf("Start within the 14 days")];
  };
  const acceptedLine = (db: Db, leadId: number) =>
    leadQuoteSection(db, {
      leadId,
      secret: Buffer.alloc(32, 7),
      now,
      canPrice: true,
    }).quote?.history.at(-1)?.what;

  it("is stored as not applicable for a business or a new building, and read so on the lead and in the CSV", async () => {
    const db = openDatabase(":memory:");
    const business = await acceptedQuote(db, {
      now,
      content: { ...threeLineQuote(), customerIsBusiness: true },
      // Sent anyway (a page kept from before): there is no right, so nothing is recorded.
      startEarly: true,
    });
    const newBuilding = await acceptedQuote(db, {
      now,
      content: { ...threeLineQuote(), newBuilding: true },
    });
    const consumer = await acceptedQuote(db, { now });
    expect(startEarlyOf(db, business.quoteId)).toBeNull();
    expect(startEarlyOf(db, newBuilding.quoteId)).toBeNull();
    expect(startEarlyOf(db, consumer.quoteId)).toBe(0);
    expect(cellOf(db, business.leadId)).toBe("Not applicable");
    expect(cellOf(db, newBuilding.leadId)).toBe("Not applicable");
    expect(cellOf(db, consumer.leadId)).toBe("No");
    expect(acceptedLine(db, business.leadId)).toBe(
      "Accepted, signed “Sarah Mills”, no 14 days to cancel: a business",
    );
    expect(acceptedLine(db, newBuilding.leadId)).toBe(
      "Accepted, signed “Sarah Mills”, no 14 days to cancel: a new building",
    );
    expect(acceptedLine(db, consumer.leadId)).toBe(
      "Accepted, signed “Sarah Mills”, to start after the 14 days",
    );
  });

  it("is put right by migration 033 where an earlier acceptance stored No", () => {
    const db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(
      db,
      all.filter((migration) => migration.version < 33),
    );
    // Two acceptances as stored before: "No" for both, whether the 14 days applied or not.
    const accepted = (applies: boolean) => {
      const lead = insertLead(db as Db);
      return db
        .prepare(
          `INSERT INTO written_quotes (quote_request_id, number, version, content, net_pence,
             gross_pence, written_at, written_by, sent_at, document, accepted_at, start_early)
           VALUES (?, ?, 1, '{}', 100, 120, ?, 'owner@example.com', ?, ?, ?, 0) RETURNING id`,
        )
        .pluck()
        .get(
          lead,
          lead,
          "2027-01-04T10:00:00.000Z",
          "2027-01-04T10:00:00.000Z",
          JSON.stringify({ cancellation: { applies } }),
          "2027-01-05T10:00:00.000Z",
        ) as number;
    };
    const business = accepted(false);
    const consumer = accepted(true);
    expect(applyMigrations(db, all)).toContain(33);
    expect(startEarlyOf(db, business)).toBeNull();
    expect(startEarlyOf(db, consumer)).toBe(0);
    db.close();
  });
});
