import { afterEach, describe, expect, it } from "vitest";
import { instantOnDay } from "~/lib/uk-time";
import { type Answer, firms, type LifeOfAFirm, lifeOfAFirm } from "../../tests/support/long-life";
import { currentQuoteOf } from "../written-quotes/written-quote-store.server";
import { jobOfToken } from "./job-links.server";
import { moneyOfJob } from "./job-money.server";
import { jobOfLead } from "./job-store.server";

/**
 * A job's long life through the owner's job page, on a new firm's default settings and on a
 * VAT-registered firm: the start day set, changed and changed back; visits planned and one
 * cancelled; a question answered; paid in parts, stage by stage; finished with a visit still
 * planned; a new link twice. And a job started by hand on the default settings. No 5xx, every
 * step saved, each customer email once per real event.
 */

let life: LifeOfAFirm;
afterEach(() => life.db.close());

const customerEmails = (leadId: number) =>
  life.db
    .prepare(
      `SELECT o.kind, o.message FROM outbox o JOIN quote_requests q ON q.id = o.quote_request_id
       WHERE q.id = ? AND o.kind LIKE 'job-%' AND json_extract(o.message, '$.to.address') = q.email
       ORDER BY o.id`,
    )
    .all(leadId) as { kind: string; message: string }[];

function expectDone(answer: Answer, step: string) {
  expect(answer.status, `${step}: ${String(answer.error ?? JSON.stringify(answer.body))}`).toBe(
    302,
  );
}

describe.each(firms)("a job's long life, on $firm", ({ vatRegistered }) => {
  it("planned, replanned, paid in parts and finished, each change told once", async () => {
    life = lifeOfAFirm({ vatRegistered });
    life.clock.now = instantOnDay("2027-03-01", 9 * 60);
    const leadId = life.newLead();
    expect((await life.owners.sendQuote(leadId)).status).toBe(200);
    const shown = currentQuoteOf(life.db, leadId)?.documentHash ?? "";
    expectDone(
      await life.customer.quote(leadId, { intent: "accept", shown, name: "Sarah Mills" }),
      "accepted",
    );
    const owner = (fields: Record<string, string>) => life.owners.job(leadId, fields);
    const told: string[] = [];
    const expectTold = (step: string, ...kinds: string[]) => {
      told.push(...kinds);
      expect(
        customerEmails(leadId).map((email) => email.kind),
        step,
      ).toEqual(told);
    };

    for (const [day, email] of [
      ["2027-03-15", "job-start-day"],
      ["2027-03-22", "job-start-day"],
      ["2027-03-15", "job-start-day"],
      ["2027-03-15", null],
    ] as const) {
      expectDone(await owner({ intent: "start", day }), `start on ${day}`);
      expectTold(`start on ${day}`, ...(email ? [email] : []));
    }

    for (const day of ["2027-03-15", "2027-03-16", "2027-03-17"]) {
      expectDone(
        await owner({
          intent: "visit",
          day,
          from: "08:00",
          to: "12:00",
          who: "Dave",
          whatFor: `Work on ${day}`,
        }),
        `visit on ${day}`,
      );
      expectTold(`visit on ${day}`, "job-visit");
    }
    const visits = life.db
      .prepare("SELECT id FROM job_visits ORDER BY starts_at")
      .pluck()
      .all() as number[];
    expectDone(await owner({ intent: "cancel-visit", visit: String(visits[1]) }), "cancel");
    expectTold("cancel", "job-visit");
    const again = await owner({ intent: "cancel-visit", visit: String(visits[1]) });
    expect(again.status).toBe(404);
    expectTold("cancel again");

    expectDone(
      await life.customer.job(leadId, { intent: "ask", question: "Can you start at 9?" }),
      "question",
    );
    const question = life.db.prepare("SELECT id FROM job_questions").pluck().get() as number;
    expectDone(
      await owner({ intent: "answer", question: String(question), answer: "Yes, at 9." }),
      "answer",
    );
    expectTold("answer", "job-answer");

    // Paid in parts: the deposit, then the stage asked for, then the rest once finished.
    const job = jobOfLead(life.db, leadId);
    if (!job) throw new Error("no job");
    const stages = () => moneyOfJob(life.db, job, "2027-03-01").stages;
    const pay = async (index: number) => {
      const stage = stages()[index];
      expectDone(
        await owner({
          intent: "payment",
          stage: String(stage?.id),
          amount: String((stage?.pence ?? 0) / 100),
          on: "2027-03-01",
        }),
        `pay ${stage?.label}`,
      );
      expectTold(`pay ${stage?.label}`, "job-receipt");
    };
    await pay(0);
    expectDone(await owner({ intent: "ask-payment", stage: String(stages()[1]?.id) }), "ask");
    expectTold("ask", "job-payment-due");
    await pay(1);

    expectDone(await owner({ intent: "finish", confirm: "on" }), "finish");
    expectTold("finish", "job-finished");
    const finished = customerEmails(leadId).at(-1)?.message ?? "";
    expect(finished).toContain("visit-cancelled.ics");
    expect(finished).toContain("Work on 2027-03-17");
    expect((await owner({ intent: "finish", confirm: "on" })).status).toBeLessThan(500);
    expectTold("finish again");
    await pay(2);
    expect(stages().every((stage) => stage.state === "paid")).toBe(true);
    const receipts = life.db.prepare("SELECT reference FROM job_payments").pluck().all();
    expect(new Set(receipts).size).toBe(3);

    for (const round of ["first", "second"]) {
      expectDone(await owner({ intent: "link" }), `${round} new link`);
      expectTold(`${round} new link`, "job-link");
    }
    const links = customerEmails(leadId)
      .filter((email) => email.kind === "job-link")
      .map((email) => /\/job\/([\w-]{43})/.exec(email.message)?.[1]);
    expect(jobOfToken(life.db, links[0])).toBeNull();
    expect(jobOfToken(life.db, links[1])).toBe(job.id);
  });
});

describe("a job started by hand, on a new firm's default settings", () => {
  it("starts from the form as the page sends it, its receipts numbered J-, each once", async () => {
    life = lifeOfAFirm({ vatRegistered: false });
    life.clock.now = instantOnDay("2027-03-01", 9 * 60);
    const leadId = life.newLead();
    life.db.prepare("UPDATE quote_requests SET status = 'won' WHERE id = ?").run(leadId);
    expectDone(
      await life.owners.handJob(leadId, { title: "Porch roof", price: "2,400", deposit: "" }),
      "started by hand",
    );
    const again = await life.owners.handJob(leadId, { title: "Porch roof", price: "2,400" });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const job = jobOfLead(life.db, leadId);
    const [balance] = job ? moneyOfJob(life.db, job, "2027-03-01").stages : [];
    expectDone(
      await life.owners.job(leadId, {
        intent: "payment",
        stage: String(balance?.id),
        amount: "1,000",
        on: "2027-03-01",
      }),
      "paid in part",
    );
    expect(customerEmails(leadId).map((email) => email.kind)).toEqual([
      "job-started",
      "job-receipt",
    ]);
    expect(customerEmails(leadId)[1]?.message).toMatch(/Receipt J-\d{4}-1 from/);
  });
});
