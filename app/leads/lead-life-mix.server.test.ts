import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jobOfLead } from "~/jobs/job-store.server";
import { instantOnDay } from "~/lib/uk-time";
import type { VisitTimes } from "~/visits/visit-form";
import { currentQuoteOf } from "~/written-quotes/written-quote-store.server";
import { type Answer, firms, type LifeOfAFirm, lifeOfAFirm } from "../../tests/support/long-life";
import { content } from "../../tests/support/site-content";

/**
 * Leads' lives in random orders (fast-check, seeded): requests arrive; visits are booked, moved
 * and cancelled by the customer and the owner; quotes sent, revised, accepted and cancelled; jobs
 * planned, paid and finished; leads erased; the clock moves on. After every step, on a new
 * firm's default settings and on a VAT-registered firm:
 * - no step answers with a 5xx;
 * - no number or id given to one lead is ever given to another (references, quote numbers,
 *   jobs, receipts, calendar UIDs), erased leads included;
 * - each step that changed something told the customer once, with the emails it tells of, and a
 *   step that changed nothing (a double tap, a refusal) told them nothing;
 * - each lead's status says where it stands.
 */

const postcode = `${content.serviceAreas.flatMap((area) => area.postcodes)[0]} 1AB`;
const address = { postcode, addressLine: "12 Church Street", accessNotes: "" };

type Step =
  | { do: "new lead" }
  | { do: "book"; lead: number; by: "customer" | "owner"; choice: number }
  | { do: "cancel visit"; lead: number; by: "customer" | "owner" }
  | { do: "send quote"; lead: number }
  | { do: "accept"; lead: number }
  | { do: "cancel contract"; lead: number }
  | { do: "start day"; lead: number; day: number }
  | { do: "plan visit"; lead: number; day: number }
  | { do: "cancel job visit"; lead: number; which: number }
  | { do: "ask for payment"; lead: number; which: number }
  | { do: "record payment"; lead: number; which: number }
  | { do: "finish"; lead: number }
  | { do: "new link"; lead: number }
  | { do: "erase"; lead: number }
  | { do: "wait"; hours: number };

const lead = fc.nat({ max: 5 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ do: "new lead" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant("book" as const),
      lead,
      by: fc.constantFrom("customer" as const, "owner" as const),
      choice: fc.nat({ max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant("cancel visit" as const),
      lead,
      by: fc.constantFrom("customer" as const, "owner" as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("send quote" as const), lead }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("accept" as const), lead }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant("cancel contract" as const), lead }) },
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant("start day" as const), lead, day: fc.nat({ max: 3 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant("plan visit" as const), lead, day: fc.nat({ max: 3 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant("cancel job visit" as const),
      lead,
      which: fc.nat({ max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant("ask for payment" as const),
      lead,
      which: fc.nat({ max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant("record payment" as const),
      lead,
      which: fc.nat({ max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant("finish" as const), lead }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant("new link" as const), lead }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant("erase" as const), lead }) },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant("wait" as const),
      hours: fc.integer({ min: 1, max: 60 }),
    }),
  },
);

/** One firm's run of steps, checking after each; the leads it made, in order. */
async function live(life: LifeOfAFirm, steps: Step[]) {
  const { db, clock } = life;
  const leads: number[] = [life.newLead()];
  const erased = new Set<number>();
  /** Every number or id handed out, and the lead it was handed to. */
  const handedTo = new Map<string, number>();

  const pick = (index: number) => leads[index % leads.length] as number;
  const day = (offset: number) =>
    new Date(clock.now + (offset + 1) * 86_400_000).toISOString().slice(0, 10);
  const jobOf = (leadId: number) => jobOfLead(db, leadId);
  const stagesOf = (leadId: number) =>
    db
      .prepare(
        `SELECT s.id FROM job_stages s JOIN jobs j ON j.id = s.job_id
         WHERE j.quote_request_id = ? ORDER BY s.position`,
      )
      .pluck()
      .all(leadId) as number[];

  /** What the customer has been told, by kind, oldest first. */
  const toldTo = (leadId: number) =>
    db
      .prepare(
        `SELECT o.kind FROM outbox o JOIN quote_requests q ON q.id = o.quote_request_id
         WHERE q.id = ? AND json_extract(o.message, '$.to.address') = q.email ORDER BY o.id`,
      )
      .pluck()
      .all(leadId) as string[];
  /** What a step could change of a lead, to tell a real change from a repeat or a refusal. */
  const stateOf = (leadId: number) =>
    JSON.stringify([
      db.prepare("SELECT * FROM survey_visits WHERE quote_request_id = ?").all(leadId),
      db
        .prepare(
          "SELECT id, version, sent_at, accepted_at, cancelled_at FROM written_quotes WHERE quote_request_id = ?",
        )
        .all(leadId),
      db.prepare("SELECT * FROM jobs WHERE quote_request_id = ?").all(leadId),
      db.prepare("SELECT * FROM private_links WHERE quote_request_id = ?").all(leadId),
      db
        .prepare(
          "SELECT v.* FROM job_visits v JOIN jobs j ON j.id = v.job_id WHERE j.quote_request_id = ?",
        )
        .all(leadId),
      db
        .prepare(
          "SELECT s.* FROM job_stages s JOIN jobs j ON j.id = s.job_id WHERE j.quote_request_id = ?",
        )
        .all(leadId),
      db
        .prepare(
          "SELECT p.id FROM job_payments p JOIN jobs j ON j.id = p.job_id WHERE j.quote_request_id = ?",
        )
        .all(leadId),
    ]);

  const times = async (leadId: number) => {
    const answer = await life.customer.visit(leadId, { intent: "times", ...address });
    const offered = (answer.body as { done?: VisitTimes } | undefined)?.done;
    return offered?.kind === "times" ? offered.days.flatMap((each) => each.times) : [];
  };

  /** Runs one step: its answer and the customer emails a real change of it tells of. */
  async function run(
    taken: Step,
  ): Promise<{ leadId: number | null; answer: Answer; tells: string[] } | null> {
    const owner = (leadId: number, fields: Record<string, string>) =>
      life.owners.job(leadId, fields);
    switch (taken.do) {
      case "new lead":
        leads.push(life.newLead());
        return null;
      case "wait":
        clock.now += taken.hours * 3_600_000;
        return null;
    }
    const leadId = pick(taken.lead);
    if (erased.has(leadId)) return null;
    const hasJob = jobOf(leadId) !== null;
    switch (taken.do) {
      case "book": {
        const offered = await times(leadId);
        const chosen = offered[taken.choice % Math.max(1, offered.length)];
        if (!chosen) return null;
        const had = db
          .prepare(
            "SELECT count(*) FROM survey_visits WHERE quote_request_id = ? AND cancelled_at IS NULL",
          )
          .pluck()
          .get(leadId);
        const fields = { intent: "book", ...address, start: String(chosen.start) };
        const answer = await (taken.by === "customer"
          ? life.customer.visit(leadId, fields)
          : life.owners.visit(leadId, fields));
        return { leadId, answer, tells: [had ? "visit-moved" : "visit-booked"] };
      }
      case "cancel visit": {
        const fields = { intent: "cancel" };
        const answer = await (taken.by === "customer"
          ? life.customer.visit(leadId, fields)
          : life.owners.visit(leadId, fields));
        return { leadId, answer, tells: ["visit-cancelled"] };
      }
      case "send quote":
        if (hasJob) return null;
        return { leadId, answer: await life.owners.sendQuote(leadId), tells: ["quote-sent"] };
      case "accept": {
        const shown = currentQuoteOf(db, leadId)?.documentHash;
        if (!shown) return null;
        const answer = await life.customer.quote(leadId, {
          intent: "accept",
          shown,
          name: "Sarah Mills",
          startEarly: "wait",
        });
        return { leadId, answer, tells: ["quote-accepted"] };
      }
      case "cancel contract":
        if (!currentQuoteOf(db, leadId)?.documentHash) return null;
        return {
          leadId,
          answer: await life.customer.quote(leadId, { intent: "cancel", confirm: "on" }),
          tells: ["quote-cancelled"],
        };
    }
    if (!hasJob) return null;
    switch (taken.do) {
      case "start day":
        return {
          leadId,
          answer: await owner(leadId, { intent: "start", day: day(taken.day) }),
          tells: ["job-start-day"],
        };
      case "plan visit":
        return {
          leadId,
          answer: await owner(leadId, {
            intent: "visit",
            day: day(taken.day),
            from: "08:00",
            to: "12:00",
            who: "Dave",
            whatFor: "Groundworks",
          }),
          tells: ["job-visit"],
        };
      case "cancel job visit": {
        const visits = db
          .prepare("SELECT id FROM job_visits WHERE job_id = ? ORDER BY id")
          .pluck()
          .all(jobOf(leadId)?.id) as number[];
        const visit = visits[taken.which % Math.max(1, visits.length)];
        if (visit === undefined) return null;
        return {
          leadId,
          answer: await owner(leadId, { intent: "cancel-visit", visit: String(visit) }),
          tells: ["job-visit"],
        };
      }
      case "ask for payment": {
        const stage = stagesOf(leadId)[taken.which];
        if (stage === undefined) return null;
        return {
          leadId,
          answer: await owner(leadId, { intent: "ask-payment", stage: String(stage) }),
          tells: ["job-payment-due"],
        };
      }
      case "record payment": {
        const stage = stagesOf(leadId)[taken.which];
        if (stage === undefined) return null;
        return {
          leadId,
          answer: await owner(leadId, {
            intent: "payment",
            stage: String(stage),
            amount: "100",
            on: new Date(clock.now).toISOString().slice(0, 10),
          }),
          tells: ["job-receipt"],
        };
      }
      case "finish":
        return {
          leadId,
          answer: await owner(leadId, { intent: "finish", confirm: "on" }),
          tells: ["job-finished"],
        };
      case "new link":
        return { leadId, answer: await owner(leadId, { intent: "link" }), tells: ["job-link"] };
      case "erase": {
        const answer = await life.owners.erase(leadId);
        erased.add(leadId);
        return { leadId: null, answer, tells: [] };
      }
    }
  }

  /** Numbers and ids as they stand, each with its lead, calendar UIDs from the emails. */
  function handedOut(): [string, number][] {
    const rows = (sql: string) =>
      (db.prepare(sql).all() as { key: string; lead: number }[]).map(
        ({ key, lead }) => [key, lead] as [string, number],
      );
    const calendars = (
      db
        .prepare("SELECT quote_request_id AS lead, message FROM outbox WHERE message LIKE '%UID:%'")
        .all() as { lead: number; message: string }[]
    ).flatMap(({ lead, message }) =>
      [...message.matchAll(/UID:([^\\\r\n]+)/g)].map(
        (match) => [`calendar ${match[1]}`, lead] as [string, number],
      ),
    );
    return [
      ...rows("SELECT 'lead ' || id AS key, id AS lead FROM quote_requests"),
      ...rows("SELECT 'reference ' || reference AS key, id AS lead FROM quote_requests"),
      ...rows(
        "SELECT DISTINCT 'quote ' || number AS key, quote_request_id AS lead FROM written_quotes",
      ),
      ...rows("SELECT 'job ' || id AS key, quote_request_id AS lead FROM jobs"),
      ...rows(
        `SELECT 'receipt ' || p.reference AS key, j.quote_request_id AS lead
         FROM job_payments p JOIN jobs j ON j.id = p.job_id`,
      ),
      ...calendars,
    ];
  }

  /** Where a lead stands, from what it holds: the status it must show. */
  function statusItMustShow(leadId: number) {
    const quote = currentQuoteOf(db, leadId);
    if (quote?.acceptedAt && !quote.cancelledAt) return "won";
    if (quote?.cancelledAt) return "lost";
    if (quote?.sentAt) return "quoted";
    const booked = db
      .prepare(
        "SELECT count(*) FROM survey_visits WHERE quote_request_id = ? AND cancelled_at IS NULL",
      )
      .pluck()
      .get(leadId);
    return booked ? "visit-booked" : "new";
  }

  for (const [index, taken] of steps.entries()) {
    const said = `step ${index + 1}, ${JSON.stringify(taken)}`;
    const target = "lead" in taken ? pick(taken.lead) : null;
    const before = target === null ? null : { state: stateOf(target), told: toldTo(target) };
    const done = await run(taken);
    if (done) {
      expect(done.answer.status, `${said}: ${String(done.answer.error ?? "")}`).toBeLessThan(500);
      if (done.leadId !== null && before) {
        const changed = stateOf(done.leadId) !== before.state;
        const told = toldTo(done.leadId).slice(before.told.length);
        expect(told, `${said} ${changed ? "changed something" : "changed nothing"}`).toEqual(
          changed ? done.tells : [],
        );
      }
    }
    for (const [key, leadId] of handedOut()) {
      const first = handedTo.get(key);
      if (first === undefined) handedTo.set(key, leadId);
      else expect(leadId, `${said}: ${key} given to two leads`).toBe(first);
    }
    for (const leadId of leads)
      if (!erased.has(leadId))
        expect(
          db.prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId),
          `${said}: the status of lead ${leadId}`,
        ).toBe(statusItMustShow(leadId));
  }
}

describe.each(firms)("leads' lives in random orders, on $firm", ({ vatRegistered }) => {
  it("no 5xx, no number given twice, each change told once, every status true", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        const life = lifeOfAFirm({ vatRegistered });
        life.clock.now = instantOnDay("2027-03-01", 9 * 60);
        try {
          await live(life, steps);
        } finally {
          life.db.close();
        }
      }),
      { seed: vatRegistered ? 56_2 : 56_1, numRuns: 12, endOnFailure: true },
    );
  });
});
