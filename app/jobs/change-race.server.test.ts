import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { childRacer } from "../../tests/support/child-racer";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { moneyOfJob } from "./job-money.server";
import { changesOfJob, proposeChange } from "./job-variations.server";

/** Two tabs (or a replay) answering one change at once, from two processes: one answer counts. */

const now = Date.parse("2027-03-01T10:00:00Z");
const dir = mkdtempSync(path.join(tmpdir(), "changes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("answering one change from two processes at once", () => {
  it("records one answer, with one set of emails, and the totals follow that one", async () => {
    const file = path.join(dir, "race.sqlite");
    const db = openDatabase(file);
    const owner = insertUser(db, "owner@example.com");
    const clock = { now };
    const { job } = await acceptedJob(db, clock, { leadId: insertLead(db), owner });
    const changeId = proposeChange(jobServices(db, clock), {
      jobId: job.id,
      title: "Second radiator",
      details: "In the kitchen.",
      pence: 45_000,
      datesEffect: "",
      user: owner,
    });
    const hash = changesOfJob(db, job.id)[0]?.documentHash ?? "";
    db.close();
    const racers = ["approve", "decline"].map((verdict) =>
      childRacer(
        new URL("../../tests/support/change-race-child.ts", import.meta.url),
        [file, String(job.id), String(changeId), hash, verdict, String(now)],
        /answered|refused/,
      ),
    );
    await Promise.all(racers.map((each) => each.ready));
    for (const each of racers) each.go();
    const outcomes = await Promise.all(racers.map((each) => each.outcome));
    expect(outcomes.sort()).toEqual(["answered", "refused"]);
    const check = openDatabase(file);
    const [change] = changesOfJob(check, job.id);
    const answers = jobEmails(check).filter((email) =>
      /^job-change-(approved|declined)$/.test(email.kind),
    );
    expect(answers).toHaveLength(1);
    expect(moneyOfJob(check, job, "2027-03-02").totalPence).toBe(
      change?.state === "approved" ? 805_120 : 760_120,
    );
    check.close();
  });
});
