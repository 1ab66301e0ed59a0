import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { JobResult } from "~/results/job-results.server";
import { wordsOf } from "../../../tests/support/page-render";
import { daysInWords, Jobs } from "./jobs";

const busy: JobResult = {
  inProgress: 3,
  onSite: 2,
  started: 2,
  agreedPence: 1_460_000,
  payments: 2,
  paidPence: 125_750,
  dueStages: 2,
  duePence: 2_180_000,
  lateStages: 1,
  latePence: 400_000,
  medianDaysToStart: 17,
  medianDaysToFinish: 0.4,
  changesApproved: 2,
  changesPence: 60_000,
};

const quiet: JobResult = {
  ...busy,
  inProgress: 0,
  onSite: 0,
  started: 0,
  agreedPence: 0,
  payments: 0,
  paidPence: 0,
  dueStages: 0,
  duePence: 0,
  lateStages: 0,
  latePence: 0,
  medianDaysToStart: null,
  medianDaysToFinish: null,
  changesApproved: 0,
  changesPence: 0,
};

const wordsFor = (jobs: JobResult) =>
  wordsOf(renderToStaticMarkup(<Jobs jobs={jobs} label="November 2026" />));

describe("the Jobs part of Results", () => {
  it("says where the figures come from, and each with its words", () => {
    const words = wordsFor(busy);
    expect(words).toContain("From your jobs (the Jobs pages)");
    expect(words).toContain("In progress now 3 2 started on site, 1 waiting for the start day.");
    expect(words).toContain(
      "Jobs started 2 Worth £14,600 as agreed, with the changes approved since.",
    );
    expect(words).toContain("Paid in £1,257.50 2 payments received in November 2026.");
    expect(words).toContain(
      "Due now £21,800 2 payments due today or before; 1 of them late (past its day): £4,000.",
    );
    expect(words).toContain("Typical time to start 17 days");
    expect(words).toContain("Typical time to finish Same day");
    expect(words).toContain("Changes approved 2 Adding £600 to the price.");
  });

  it("says so when there is nothing, and a change that took work out as money off", () => {
    const words = wordsFor(quiet);
    expect(words).toContain("In progress now 0 No job under way.");
    expect(words).toContain("Jobs started 0 No job started in November 2026.");
    expect(words).toContain("Paid in £0 No payment received in November 2026.");
    expect(words).toContain("Due now £0 Nothing due today or before.");
    expect(words).toContain("Typical time to start None yet");
    expect(words).toContain("Changes approved 0 No change approved in November 2026.");
    expect(wordsFor({ ...quiet, changesApproved: 1, changesPence: -25_050 })).toContain(
      "Changes approved 1 Taking £250.50 off the price.",
    );
    expect(wordsFor({ ...busy, lateStages: 0, latePence: 0 })).toContain(
      "2 payments due today or before, none late.",
    );
  });

  it("gives typical days in whole days", () => {
    expect([null, 0.4, 1, 2.6].map(daysInWords)).toEqual([null, "Same day", "1 day", "3 days"]);
  });
});
