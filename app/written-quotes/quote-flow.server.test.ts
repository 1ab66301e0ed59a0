import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import {
  type Clock,
  queuedEmails,
  quoteServices,
  threeLineQuote,
} from "../../tests/support/test-quotes";
import { acceptQuote, askQuestion, cancelContract } from "./customer-answers.server";
import { QuoteError } from "./quote-error";
import { tellOfExpiredQuotes } from "./quote-expiry.server";
import { quoteOfToken } from "./quote-links.server";
import { sendQuote } from "./quote-sending.server";
import type { QuoteServices } from "./quote-services.server";
import { currentQuoteOf, quoteById, saveDraft } from "./written-quote-store.server";

/** A written quote from the owner's draft to the customer's acceptance, on a controlled clock. */

let db: Db;
let clock: Clock;
let services: QuoteServices;
let alerts: string[];
let leadId: number;
let owner: { id: number; email: string };

const at = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return instantOnDay(day, hours * 60 + minutes);
};

beforeEach(() => {
  db = openDatabase(":memory:");
  clock = { now: at("2027-03-01", "10:00") };
  alerts = [];
  services = quoteServices(db, clock, { alerts });
  leadId = insertLead(db, { firstName: "Ann", lastName: "O'Hara <b>" });
  owner = insertUser(db, "owner@example.com");
});

const leadRow = () =>
  db
    .prepare("SELECT status, won_value_pence AS won FROM quote_requests WHERE id = ?")
    .get(leadId) as {
    status: string;
    won: number | null;
  };

async function sendDraft(content = threeLineQuote()) {
  const draft = saveDraft(db, { leadId, content, user: owner, now: clock.now });
  const sent = await sendQuote(services, {
    leadId,
    writtenAt: draft.writtenAt.toISOString(),
    largeDepositOk: false,
    user: owner,
  });
  if (!sent.ok) throw new Error(sent.problem);
  return sent.quote;
}

const tokenOf = () => {
  const email = queuedEmails(db).findLast((each) => each.kind === "quote-sent");
  return /\/quote\/([A-Za-z0-9_-]{43})/.exec(email?.text ?? "")?.[1];
};

const accepting = (quoteId: number, hash: string, name = "Ann O'Hara") => ({
  quoteId,
  shownHash: hash,
  name,
  startEarly: false,
  ipHash: "hash-of-203.0.113.5",
  userAgent: "test",
});

describe("sending a quote", () => {
  it("numbers it, freezes what the customer sees, moves the lead to Quoted and emails the PDF", async () => {
    const quote = await sendDraft();
    expect(quote).toMatchObject({ number: 1, version: 1, validUntil: "2027-03-31" });
    expect(quote.document?.totals.at(-1)).toEqual({ label: "Total to pay", amount: "£7,601.20" });
    expect(leadRow().status).toBe("quoted");
    const [email] = queuedEmails(db);
    expect(email?.to.address).toBe("sarah.mills@example.org");
    expect(email?.attachments?.[0]?.filename).toMatch(/Q-0001/);
    expect(
      Buffer.from(email?.attachments?.[0]?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(quoteOfToken(db, tokenOf())).toBe(quote.id);
  });

  it("refuses a preview that was changed since, and a deposit over a quarter without a tick", async () => {
    const draft = saveDraft(db, { leadId, content: threeLineQuote(), user: owner, now: clock.now });
    saveDraft(db, { leadId, content: threeLineQuote(), user: owner, now: clock.now + 1 });
    expect(
      await sendQuote(services, {
        leadId,
        writtenAt: draft.writtenAt.toISOString(),
        largeDepositOk: false,
        user: owner,
      }),
    ).toEqual({ ok: false, problem: "changed" });
    const big = saveDraft(db, {
      leadId,
      content: { ...threeLineQuote(), deposit: { kind: "share", percent: 30 } },
      user: owner,
      now: clock.now + 2,
    });
    const sending = { leadId, writtenAt: big.writtenAt.toISOString(), user: owner };
    expect(await sendQuote(services, { ...sending, largeDepositOk: false })).toEqual({
      ok: false,
      problem: "large-deposit",
    });
    expect(queuedEmails(db)).toEqual([]);
    expect((await sendQuote(services, { ...sending, largeDepositOk: true })).ok).toBe(true);
  });

  it("a revision is the next version, and the old one is replaced and cannot be accepted", async () => {
    const first = await sendDraft();
    const second = await sendDraft({ ...threeLineQuote(), validDays: 14 });
    expect(second).toMatchObject({ number: 1, version: 2, validUntil: "2027-03-15" });
    expect(quoteById(db, first.id)?.replacedAt).not.toBeNull();
    await expect(
      acceptQuote(services, accepting(first.id, first.documentHash ?? "")),
    ).rejects.toMatchObject({
      problem: "replaced",
    });
    const otherLead = insertLead(db);
    saveDraft(db, { leadId: otherLead, content: threeLineQuote(), user: owner });
    expect(db.prepare("SELECT max(number) FROM written_quotes").pluck().get()).toBe(2);
  });
});

describe("the customer accepting", () => {
  it("records the version shown, the name and the time once; the lead is Won with the total before VAT", async () => {
    const quote = await sendDraft();
    await acceptQuote(services, accepting(quote.id, quote.documentHash ?? ""));
    const accepted = quoteById(db, quote.id);
    expect(accepted).toMatchObject({ acceptedName: "Ann O'Hara", startEarly: false });
    expect(leadRow()).toEqual({ status: "won", won: quote.netPence });
    const kinds = queuedEmails(db).map((email) => `${email.kind}: ${email.about}`);
    expect(kinds).toContain(`quote-accepted: quote ${quote.id}`);
    expect(kinds).toContain(`quote-accepted-owner: quote ${quote.id}`);
    const signed = queuedEmails(db).find((email) => email.kind === "quote-accepted");
    expect(signed?.attachments?.[0]?.filename).toMatch(/accepted/);
    expect(signed?.text).toContain("until the end of 15 March 2027");
    expect(alerts).toContain("Quote accepted");
    await expect(
      acceptQuote(services, accepting(quote.id, quote.documentHash ?? "", "Someone Else")),
    ).rejects.toMatchObject({
      problem: "already-accepted",
    });
    expect(quoteById(db, quote.id)?.acceptedName).toBe("Ann O'Hara");
  });

  it("accepts once when two tabs post at the same moment", async () => {
    const quote = await sendDraft();
    const outcomes = await Promise.allSettled([
      acceptQuote(services, accepting(quote.id, quote.documentHash ?? "", "First Tab")),
      acceptQuote(services, accepting(quote.id, quote.documentHash ?? "", "Second Tab")),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(queuedEmails(db).filter((email) => email.kind.startsWith("quote-accepted")).length).toBe(
      2,
    );
  });

  it("refuses a hash that is not what was sent, and an expired quote, changing nothing", async () => {
    const quote = await sendDraft();
    await expect(acceptQuote(services, accepting(quote.id, "forged"))).rejects.toMatchObject({
      problem: "changed",
    });
    clock.now = at("2027-04-01", "09:00");
    await expect(
      acceptQuote(services, accepting(quote.id, quote.documentHash ?? "")),
    ).rejects.toMatchObject({
      problem: "expired",
      status: 410,
    });
    expect(leadRow().status).toBe("quoted");
  });

  it("takes a question to the owner with a phone alert, a few an hour at most", async () => {
    const quote = await sendDraft();
    askQuestion(services, quote.id, "Does the price include the <script>skip</script>?");
    const asked = queuedEmails(db).at(-1);
    expect(asked?.to.address).toBe("office@example.com");
    expect(asked?.text).toContain("<script>skip</script>");
    expect(asked?.html).not.toContain("<script>");
    expect(alerts).toEqual(["Question on a quote"]);
    for (let index = 1; index < 5; index++) askQuestion(services, quote.id, `Question ${index}`);
    expect(() => askQuestion(services, quote.id, "One too many")).toThrow(QuoteError);
  });
});

describe("cancelling the contract", () => {
  it("is open to the end of the 14th day after acceptance, then refused", async () => {
    const quote = await sendDraft();
    await acceptQuote(services, accepting(quote.id, quote.documentHash ?? ""));
    clock.now = at("2027-03-16", "00:05");
    expect(() => cancelContract(services, quote.id)).toThrow(/period is over/);
    clock.now = at("2027-03-15", "23:55");
    cancelContract(services, quote.id);
    expect(quoteById(db, quote.id)?.cancelledAt).not.toBeNull();
    expect(leadRow().status).toBe("lost");
    expect(queuedEmails(db).map((email) => `${email.kind}: ${email.about}`)).toContain(
      `quote-cancelled-owner: quote ${quote.id}`,
    );
    expect(() => cancelContract(services, quote.id)).toThrow(/was cancelled/);
  });

  it("is not offered for a new building or a business", async () => {
    const quote = await sendDraft({ ...threeLineQuote(), newBuilding: true });
    expect(quote.document?.cancellation).toMatchObject({ applies: false, form: [] });
    await acceptQuote(services, {
      ...accepting(quote.id, quote.documentHash ?? ""),
      startEarly: true,
    });
    // Nothing was asked: "not applicable", not "No".
    expect(quoteById(db, quote.id)?.startEarly).toBeNull();
    expect(() => cancelContract(services, quote.id)).toThrow(/no 14-day cancellation period/);
  });
});

describe("a quote that expires", () => {
  it("is told to both sides once, the day after its last day", async () => {
    const quote = await sendDraft();
    clock.now = at("2027-03-31", "20:00");
    expect(tellOfExpiredQuotes(services)).toEqual([]);
    clock.now = at("2027-04-01", "00:30");
    expect(tellOfExpiredQuotes(services)).toEqual([quote.id]);
    expect(tellOfExpiredQuotes(services)).toEqual([]);
    const kinds = queuedEmails(db).map((email) => `${email.kind}: ${email.about}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        `quote-expired: quote ${quote.id}`,
        `quote-expired-owner: quote ${quote.id}`,
      ]),
    );
    expect(currentQuoteOf(db, leadId)?.id).toBe(quote.id);
  });
});
