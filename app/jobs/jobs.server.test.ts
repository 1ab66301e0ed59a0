import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { cancelContract } from "~/written-quotes/customer-answers.server";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { type Clock, queuedEmails, quoteServices } from "../../tests/support/test-quotes";
import { addVisit, cancelVisit, nextVisits, setStart } from "./job-dates.server";
import { finishJob } from "./job-finish.server";
import { jobOfToken, linkOfJob, replaceJobLink } from "./job-links.server";
import { jobsPage } from "./job-list.server";
import { moneyOfJob } from "./job-money.server";
import { askForPayment, recordPayment } from "./job-payments.server";
import { answerQuestion, askAboutJob, questionsOfJob } from "./job-questions.server";
import type { JobServices } from "./job-services.server";
import type { Job } from "./job-store.server";

/** A job from the quote's acceptance: its stages, dates, payments and questions, on a clock. */

let db: Db;
let clock: Clock;
let services: JobServices;
let alerts: string[];
let owner: { id: number; email: string };
let job: Job;

const at = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return instantOnDay(day, hours * 60 + minutes);
};
const tokenIn = (path: string | null) => path?.split("/").at(-1);

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: at("2027-03-01", "10:00") };
  alerts = [];
  services = jobServices(db, clock, { alerts });
  owner = insertUser(db, "owner@example.com");
  ({ job } = await acceptedJob(db, clock, { leadId: insertLead(db), owner }));
});

describe("accepting a quote", () => {
  it("starts the job, once, with the quote's payments, and the email opens the job's page", () => {
    expect(job).toMatchObject({ title: "Rear single-storey extension", agreedPence: 760_120 });
    const { stages } = moneyOfJob(db, job, "2027-03-01");
    expect(
      stages.map(({ label, pence, dueOn, state }) => ({ label, pence, dueOn, state })),
    ).toEqual([
      { label: "Deposit", pence: 76_012, dueOn: "2027-03-08", state: "due" },
      { label: "When the roof is on", pence: 200_000, dueOn: null, state: "later" },
      { label: "Balance on completion", pence: 484_108, dueOn: null, state: "later" },
    ]);
    const accepted = queuedEmails(db).find((email) => email.kind === "quote-accepted");
    const link = linkOfJob(db, services.secret, job.id);
    expect(accepted?.text).toContain(`https://example.com${link}`);
    expect(jobOfToken(db, tokenIn(link))).toBe(job.id);
  });
});

describe("payments", () => {
  it("are due, then late after their day, and each is recorded once with a VAT receipt", () => {
    const [deposit] = moneyOfJob(db, job, "2027-03-08").stages;
    expect(deposit?.state).toBe("due");
    expect(moneyOfJob(db, job, "2027-03-09")).toMatchObject({ late: true, duePence: 76_012 });
    recordPayment(services, {
      jobId: job.id,
      stageId: deposit?.id ?? 0,
      pence: 76_012,
      on: "2027-03-09",
      user: owner,
    });
    const receipt = jobEmails(db).at(-1);
    expect(receipt?.subject).toMatch(/^VAT receipt Q-0001-1/);
    expect(receipt?.text).toContain("VAT number GB123456789");
    expect(receipt?.text).toContain("Amount paid: £760.12, of which VAT £126.06");
    expect(moneyOfJob(db, job, "2027-03-10")).toMatchObject({
      late: false,
      paidPence: 76_012,
      leftPence: 684_108,
    });
    expect(() =>
      recordPayment(services, {
        jobId: job.id,
        stageId: deposit?.id ?? 0,
        pence: 76_012,
        on: "2027-03-10",
        user: owner,
      }),
    ).toThrow(/already recorded as paid/);
    expect(jobEmails(db).filter((email) => email.kind === "job-receipt")).toHaveLength(1);
    const [, roof] = moneyOfJob(db, job, "2027-03-10").stages;
    expect(() =>
      recordPayment(services, {
        jobId: job.id,
        stageId: roof?.id ?? 0,
        pence: 684_109,
        on: "2027-03-10",
        user: owner,
      }),
    ).toThrow(/more than is left to pay on the job \(£6,841.08\)/);
  });

  it("a stage asked for falls due in a week, emailed once; asked again, refused", () => {
    const roof = moneyOfJob(db, job, "2027-03-01").stages[1];
    askForPayment(services, { jobId: job.id, stageId: roof?.id ?? 0 });
    expect(moneyOfJob(db, job, "2027-03-01").stages[1]).toMatchObject({
      dueOn: "2027-03-08",
      state: "due",
    });
    expect(jobEmails(db).at(-1)?.subject).toBe("Payment due: When the roof is on, £2,000.00");
    expect(() => askForPayment(services, { jobId: job.id, stageId: roof?.id ?? 0 })).toThrow(
      /already due by 8 March 2027/,
    );
  });

  it("refuses a payment on another job's stage, and changes nothing", async () => {
    const other = await acceptedJob(db, clock, { leadId: insertLead(db), owner });
    const [theirs] = moneyOfJob(db, other.job, "2027-03-01").stages;
    expect(() =>
      recordPayment(services, {
        jobId: job.id,
        stageId: theirs?.id ?? 0,
        pence: 100,
        on: "2027-03-01",
        user: owner,
      }),
    ).toThrow(/not one of this job's/);
    expect(db.prepare("SELECT count(*) FROM job_payments").pluck().get()).toBe(0);
  });
});

describe("what happens next", () => {
  it("emails the start day, and each visit with its calendar invitation, then its cancellation", () => {
    setStart(services, { jobId: job.id, day: "2027-03-22" });
    addVisit(services, {
      jobId: job.id,
      startsAt: new Date(at("2027-03-22", "08:00")),
      endsAt: new Date(at("2027-03-22", "12:00")),
      who: "Dave, groundworker <script>",
      whatFor: "Digging the footings",
      user: owner,
    });
    const [start, visit] = jobEmails(db);
    expect(start?.subject).toBe("Start day: Rear single-storey extension");
    expect(start?.text).toContain("We start work on 22 March 2027.");
    expect(visit?.text).toContain("Dave, groundworker <script> comes on");
    expect(visit?.html).not.toContain("<script>");
    expect(visit?.attachments?.[0]?.contentType).toMatch(/^text\/calendar.*method=REQUEST/);
    const [planned] = nextVisits(db, job.id, clock.now);
    cancelVisit(services, { jobId: job.id, visitId: planned?.id ?? 0 });
    expect(jobEmails(db).at(-1)?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    expect(nextVisits(db, job.id, clock.now)).toEqual([]);
  });
});

describe("questions", () => {
  it("reach the firm with an alert; the answer goes to the customer once", () => {
    askAboutJob(services, job.id, "Can the skip go on the drive?");
    expect(alerts).toContain("Question on a job");
    const [question] = questionsOfJob(db, job.id);
    answerQuestion(services, {
      jobId: job.id,
      questionId: question?.id ?? 0,
      answer: "Yes, on boards.",
      user: owner,
    });
    expect(jobEmails(db).at(-1)?.text).toContain("Our answer: Yes, on boards.");
    expect(() =>
      answerQuestion(services, {
        jobId: job.id,
        questionId: question?.id ?? 0,
        answer: "Again",
        user: owner,
      }),
    ).toThrow(/already answered/);
  });

  it("are held back after five in an hour", () => {
    for (let n = 0; n < 5; n++) askAboutJob(services, job.id, `Question ${n}`);
    expect(() => askAboutJob(services, job.id, "One more")).toThrow(/several questions/);
    clock.now += 3_600_001;
    askAboutJob(services, job.id, "An hour later");
  });
});

describe("the customer's link", () => {
  it("once replaced, the old one opens nothing", () => {
    const old = tokenIn(linkOfJob(db, services.secret, job.id));
    const fresh = tokenIn(replaceJobLink(db, services.secret, job.id));
    expect(jobOfToken(db, old)).toBeNull();
    expect(jobOfToken(db, fresh)).toBe(job.id);
  });
});

describe("job finished", () => {
  it("once: the balance falls due in a week, planned visits go, the customer is told", () => {
    addVisit(services, {
      jobId: job.id,
      startsAt: new Date(at("2027-03-20", "08:00")),
      endsAt: new Date(at("2027-03-20", "12:00")),
      who: "Dave",
      whatFor: "Snagging",
      user: owner,
    });
    finishJob(services, job.id);
    const balance = moneyOfJob(db, job, "2027-03-01").stages.at(-1);
    expect(balance).toMatchObject({ dueOn: "2027-03-08", state: "due" });
    expect(nextVisits(db, job.id, clock.now)).toEqual([]);
    expect(jobEmails(db).at(-1)?.text).toContain("Still to pay: £7,601.20, by 8 March 2027");
    expect(() => finishJob(services, job.id)).toThrow(/was finished on/);
  });
});

describe("a contract the customer cancels within the 14 days", () => {
  it("takes its job out of those in progress, with nothing asked of them", async () => {
    const cancelled = await acceptedJob(db, clock, { leadId: insertLead(db), owner });
    cancelContract(quoteServices(db, clock), cancelled.quote.id);
    const { inProgress, finished } = jobsPage(db, clock.now);
    expect(inProgress.map((row) => row.id)).toEqual([job.id]);
    expect(finished).toMatchObject([
      { id: cancelled.job.id, due: null, cancelled: "1 March 2027" },
    ]);
  });
});
