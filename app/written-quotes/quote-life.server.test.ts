import { afterEach, describe, expect, it } from "vitest";
import { instantOnDay } from "~/lib/uk-time";
import { firms, type LifeOfAFirm, lifeOfAFirm } from "../../tests/support/long-life";
import { currentQuoteOf } from "./written-quote-store.server";

/**
 * Written quotes, the second time round, on a new firm's default settings and on a
 * VAT-registered firm: a quote revised, two questions, the old version refused, the new one
 * accepted and then cancelled within the 14 days; the newest lead erased with its accepted quote
 * and paid deposit, and the next quote still gets a number of its own. No 5xx, each customer
 * email once, the lead's status following.
 */

let life: LifeOfAFirm;
afterEach(() => life.db.close());

/** The quote's emails to the customer (the firm's copies and questions go to the firm). */
const quoteEmails = (leadId: number) =>
  life.db
    .prepare(
      `SELECT kind FROM outbox o JOIN quote_requests q ON q.id = o.quote_request_id
       WHERE q.id = ? AND o.kind LIKE 'quote-%' AND json_extract(o.message, '$.to.address') = q.email
       ORDER BY o.id`,
    )
    .pluck()
    .all(leadId);
const statusOf = (leadId: number) =>
  life.db.prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId);
const numberSent = async (leadId: number) => {
  const answer = await life.owners.sendQuote(leadId);
  expect(answer.status, String(answer.error ?? "")).toBe(200);
  return (answer.body as { sent: number }).sent;
};
const shown = (leadId: number) => currentQuoteOf(life.db, leadId)?.documentHash ?? "";

async function acceptAndPayDeposit(leadId: number, name: string) {
  const accepted = await life.customer.quote(leadId, {
    intent: "accept",
    shown: shown(leadId),
    name,
    startEarly: "wait",
  });
  expect(accepted.status).toBe(302);
  const deposit = life.db
    .prepare(
      `SELECT s.id FROM job_stages s JOIN jobs j ON j.id = s.job_id
       WHERE j.quote_request_id = ? ORDER BY s.position`,
    )
    .pluck()
    .get(leadId) as number;
  const paid = await life.owners.job(leadId, {
    intent: "payment",
    stage: String(deposit),
    amount: "100",
    on: "2027-03-02",
  });
  expect(paid.status, String(paid.error ?? "")).toBe(302);
}

describe.each(firms)("written quotes the second time, on $firm", ({ vatRegistered }) => {
  it("revised, asked about twice, accepted, cancelled; an erased lead's number never comes back", async () => {
    life = lifeOfAFirm({ vatRegistered });
    life.clock.now = instantOnDay("2027-03-02", 9 * 60);
    const a = life.newLead("Ann");
    const first = await numberSent(a);
    expect(statusOf(a)).toBe("quoted");
    const firstShown = shown(a);
    for (const question of ["Does it include the skip?", "And the scaffolding?"])
      expect((await life.customer.quote(a, { intent: "ask", question })).status).toBe(302);
    expect(await numberSent(a)).toBe(first);
    // The version first sent was replaced: accepting it is refused, nothing kept.
    const stale = await life.customer.quote(a, {
      intent: "accept",
      shown: firstShown,
      name: "Ann Lee",
      startEarly: "wait",
    });
    expect(stale.status).toBeGreaterThanOrEqual(400);
    expect(stale.status).toBeLessThan(500);
    const accept = { intent: "accept", shown: shown(a), name: "Ann Lee", startEarly: "wait" };
    expect((await life.customer.quote(a, accept)).status).toBe(302);
    expect((await life.customer.quote(a, accept)).status).toBeLessThan(500);
    expect(statusOf(a)).toBe("won");
    expect((await life.customer.quote(a, { intent: "cancel", confirm: "on" })).status).toBe(302);
    expect(statusOf(a)).toBe("lost");
    expect(quoteEmails(a)).toEqual([
      "quote-sent",
      "quote-sent",
      "quote-accepted",
      "quote-cancelled",
    ]);

    // The newest lead: accepted, its deposit paid, then erased; the next one numbered anew.
    const b = life.newLead("Bob");
    const erased = await numberSent(b);
    expect(erased).toBeGreaterThan(first);
    await acceptAndPayDeposit(b, "Bob Hall");
    expect((await life.owners.erase(b)).status).toBe(200);
    const c = life.newLead("Cat");
    expect(await numberSent(c)).toBeGreaterThan(erased);
    await acceptAndPayDeposit(c, "Cat Moss");
    const receipts = life.db.prepare("SELECT reference FROM job_payments").pluck().all();
    expect(new Set(receipts).size).toBe(2);
  });
});
