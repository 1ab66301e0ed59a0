import { beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import type { Clock } from "../../tests/support/test-quotes";
import { moneyOfJob } from "./job-money.server";
import type { JobServices } from "./job-services.server";
import type { Job } from "./job-store.server";
import {
  answerChange,
  changesOfJob,
  type JobChange,
  proposeChange,
  withdrawChange,
} from "./job-variations.server";

/** Changes to the work: proposed by an owner, answered once by the customer, in the totals only once approved. */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let job: Job;

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: instantOnDay("2027-03-01", 10 * 60) };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
  ({ job } = await acceptedJob(db, clock, { leadId: insertLead(db), owner }));
});

const propose = (pence: number, title = "Second radiator in the kitchen") =>
  proposeChange(services, {
    jobId: job.id,
    title,
    details: "Pipework from the boiler <b>under the floor</b>.",
    pence,
    datesEffect: "Adds one day.",
    user: owner,
  });

const only = (id: number) =>
  changesOfJob(db, job.id).find((change) => change.id === id) as JobChange;

const answer = (change: JobChange, approve: boolean, shownHash = change.documentHash) =>
  answerChange(services, {
    jobId: job.id,
    changeId: change.id,
    approve,
    shownHash,
    name: "Sarah Mills",
    ipHash: "hash-of-203.0.113.5",
    userAgent: "test",
  });

const total = () => moneyOfJob(db, job, "2027-03-02").totalPence;

describe("a change to the work", () => {
  it("is emailed for approval, counts only once approved, and is answered once", () => {
    const id = propose(45_000);
    expect(jobEmails(db).at(-1)?.subject).toBe(
      "A change to the work for you to approve: Second radiator in the kitchen",
    );
    expect(total()).toBe(760_120);
    const change = only(id);
    expect(change.document).toMatchObject({ name: "Change 1", price: "£450.00" });
    expect(() => answer(change, true, "forged")).toThrow(/not the one you were shown/);
    answer(change, true);
    expect(only(id)).toMatchObject({ state: "approved", answeredName: "Sarah Mills" });
    expect(total()).toBe(805_120);
    const balance = moneyOfJob(db, job, "2027-03-02").stages.at(-1);
    expect(balance).toMatchObject({ label: "Balance on completion", pence: 484_108 + 45_000 });
    expect(() => answer(only(id), false)).toThrow(/already approved/);
    const kinds = jobEmails(db).map((email) => `${email.kind}: ${email.about}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        `job-change-approved: change ${id}`,
        `job-change-approved-firm: change ${id}`,
      ]),
    );
  });

  it("declined or withdrawn, changes nothing; taking work out lowers the total", () => {
    const declined = propose(30_000, "Extra socket");
    answer(only(declined), false);
    expect(only(declined).state).toBe("declined");
    const withdrawn = propose(20_000, "Skirting");
    withdrawChange(services, { jobId: job.id, changeId: withdrawn });
    expect(() => answer(only(withdrawn), true)).toThrow(/withdrew this change/);
    expect(total()).toBe(760_120);
    const credit = propose(-12_000, "No coping stones");
    expect(only(credit).document.price).toBe("−£120.00");
    answer(only(credit), true);
    expect(total()).toBe(748_120);
  });

  it("of another job is refused, and nothing changes", async () => {
    const other = await acceptedJob(db, clock, { leadId: insertLead(db), owner });
    const theirs = proposeChange(services, {
      jobId: other.job.id,
      title: "Their change",
      details: "Not this job's.",
      pence: 10_000,
      datesEffect: "",
      user: owner,
    });
    const change = changesOfJob(db, other.job.id)[0] as JobChange;
    expect(() => answer({ ...change, id: theirs }, true)).toThrow(/not one of this job's/);
    expect(changesOfJob(db, other.job.id)[0]?.state).toBe("waiting");
  });
});
