import { afterEach, describe, expect, it } from "vitest";
import { instantOnDay } from "~/lib/uk-time";
import { type Answer, firms, type LifeOfAFirm, lifeOfAFirm } from "../../tests/support/long-life";
import { content } from "../../tests/support/site-content";
import type { VisitTimes } from "./visit-form";
import { visitOfLead } from "./visit-store.server";

/**
 * A survey visit's long life, on a new firm's default settings and on a VAT-registered firm:
 * booked, moved, moved again (by the customer, then by the owner), cancelled, booked again,
 * cancelled by the owner and booked once more. Every step is saved, answered without a 5xx,
 * told to the customer once, with one calendar event that each email updates; the lead's status
 * says whether a visit is booked.
 */

let life: LifeOfAFirm;
afterEach(() => life.db.close());

/** A postcode in the firm's own areas, from the content. */
const postcode = `${content.serviceAreas.flatMap((area) => area.postcodes)[0]} 1AB`;
const address = { postcode, addressLine: "12 Church Street", accessNotes: "" };

const free = (answer: Answer) => {
  const times = (answer.body as { result?: unknown; done?: VisitTimes }).done;
  expect(times?.kind).toBe("times");
  return times?.kind === "times" ? times.days.flatMap((day) => day.times.map((t) => t.start)) : [];
};

const customerEmails = (life: LifeOfAFirm, leadId: number) =>
  (
    life.db
      .prepare(
        `SELECT kind, message FROM outbox WHERE quote_request_id = ? AND kind LIKE 'visit-%'
         AND kind NOT LIKE '%-owner' ORDER BY id`,
      )
      .all(leadId) as { kind: string; message: string }[]
  ).map(({ kind, message }) => {
    const calendar =
      (JSON.parse(message) as { attachments?: { content: string }[] }).attachments?.[0]?.content ??
      "";
    return {
      kind,
      uid: /UID:(.*)/.exec(calendar)?.[1]?.trim(),
      sequence: Number(/SEQUENCE:(\d+)/.exec(calendar)?.[1]),
    };
  });

const statusOf = (life: LifeOfAFirm, leadId: number) =>
  life.db.prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId);

describe.each(firms)("a survey visit's long life, on $firm", ({ vatRegistered }) => {
  it("is booked, moved twice, moved by the owner, cancelled and booked again, each told once", async () => {
    life = lifeOfAFirm({ vatRegistered });
    life.clock.now = instantOnDay("2027-03-02", 9 * 60);
    const leadId = life.newLead();
    const times = free(await life.customer.visit(leadId, { intent: "times", ...address }));
    expect(times.length).toBeGreaterThan(8);
    const book = (start: number | undefined, by: "customer" | "owner") =>
      (by === "customer" ? life.customer.visit : life.owners.visit)(leadId, {
        intent: "book",
        ...address,
        start: String(start),
      });
    const cancel = (by: "customer" | "owner") =>
      (by === "customer" ? life.customer.visit : life.owners.visit)(leadId, { intent: "cancel" });

    const steps: [string, () => Promise<Answer>, number | null, string][] = [
      ["customer books", () => book(times[0], "customer"), times[0] ?? 0, "visit-booked"],
      ["customer moves", () => book(times[3], "customer"), times[3] ?? 0, "visit-moved"],
      ["customer moves again", () => book(times[6], "customer"), times[6] ?? 0, "visit-moved"],
      ["owner moves", () => book(times[1], "owner"), times[1] ?? 0, "visit-moved"],
      ["owner moves again", () => book(times[4], "owner"), times[4] ?? 0, "visit-moved"],
      ["customer cancels", () => cancel("customer"), null, "visit-cancelled"],
      ["customer books again", () => book(times[2], "customer"), times[2] ?? 0, "visit-booked"],
      ["owner cancels", () => cancel("owner"), null, "visit-cancelled"],
      ["owner books again", () => book(times[5], "owner"), times[5] ?? 0, "visit-booked"],
    ];
    const told: string[] = [];
    for (const [step, act, start, email] of steps) {
      const answer = await act();
      expect(answer.status, `${step}: ${String(answer.error ?? "")}`).toBe(302);
      expect(visitOfLead(life.db, leadId)?.start.getTime() ?? null, step).toBe(start);
      expect(statusOf(life, leadId) === "visit-booked", step).toBe(start !== null);
      told.push(email);
      expect(
        customerEmails(life, leadId).map((each) => each.kind),
        step,
      ).toEqual(told);
    }
    // The same step twice (a double tap) is saved and told once.
    expect((await book(times[5], "customer")).status).toBe(302);
    expect(customerEmails(life, leadId)).toHaveLength(told.length);

    // One event in the customer's calendar, each email a later version of it.
    const emails = customerEmails(life, leadId);
    expect(new Set(emails.map((each) => each.uid)).size).toBe(1);
    for (let index = 1; index < emails.length; index++)
      expect(emails[index]?.sequence, `email ${index + 1}`).toBeGreaterThan(
        emails[index - 1]?.sequence ?? Number.POSITIVE_INFINITY,
      );
  });
});
