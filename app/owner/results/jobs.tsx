import { formatCount } from "~/lib/format-count";
import { formatPounds } from "~/lib/pounds";
import type { JobResult } from "~/results/job-results.server";
import { plural } from "./figures";

/** "Same day", "1 day", "12 days": a typical wait in calendar days; null when there was none. */
export const daysInWords = (days: number | null) =>
  days === null ? null : Math.round(days) === 0 ? "Same day" : plural(Math.round(days), "day");

/** What is owed now: "3 payments due today or before; 1 of them late (past its day): £760." */
export function dueInWords({ dueStages, lateStages, latePence }: JobResult): string {
  if (dueStages === 0) return "Nothing due today or before.";
  const due = `${plural(dueStages, "payment")} due today or before`;
  if (lateStages === 0) return `${due}, none late.`;
  return `${due}; ${formatCount(lateStages)} of them late (past ${lateStages === 1 ? "its" : "their"} day): ${formatPounds(latePence)}.`;
}

/** The changes approved: what they did to the price, or that there were none. */
export function changesInWords({ changesApproved, changesPence }: JobResult, label: string) {
  if (changesApproved === 0) return `No change approved in ${label}.`;
  return changesPence >= 0
    ? `Adding ${formatPounds(changesPence)} to the price.`
    : `Taking ${formatPounds(-changesPence)} off the price.`;
}

function Row({ name, value, detail }: { name: string; value: string; detail: string }) {
  return (
    <div className="rounded-card border border-navy-100 p-3">
      <dt className="font-semibold text-muted text-sm">{name}</dt>
      <dd className="font-display text-2xl text-navy-900">{value}</dd>
      <dd className="text-sm">{detail}</dd>
    </div>
  );
}

/** The Jobs part of Results: work under way and money owed now; the period's jobs and money. */
export function Jobs({ jobs, label }: { jobs: JobResult; label: string }) {
  return (
    <>
      <p className="mb-3 text-muted text-sm">
        From your jobs (the Jobs pages): a job starts when its quote is accepted or you start it;
        the payments are those you recorded, the changes those customers approved. “Now” is today,
        the rest is {label}. A cancelled contract is left out; a payment still counts after its
        customer is erased.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Row
          name="In progress now"
          value={formatCount(jobs.inProgress)}
          detail={
            jobs.inProgress === 0
              ? "No job under way."
              : `${formatCount(jobs.onSite)} started on site, ${formatCount(jobs.inProgress - jobs.onSite)} waiting for the start day.`
          }
        />
        <Row
          name="Jobs started"
          value={formatCount(jobs.started)}
          detail={
            jobs.started === 0
              ? `No job started in ${label}.`
              : `Worth ${formatPounds(jobs.agreedPence)} as agreed, with the changes approved since.`
          }
        />
        <Row
          name="Paid in"
          value={formatPounds(jobs.paidPence)}
          detail={
            jobs.payments === 0
              ? `No payment received in ${label}.`
              : `${plural(jobs.payments, "payment")} received in ${label}.`
          }
        />
        <Row name="Due now" value={formatPounds(jobs.duePence)} detail={dueInWords(jobs)} />
        <Row
          name="Typical time to start"
          value={daysInWords(jobs.medianDaysToStart) ?? "None yet"}
          detail={`From the quote accepted to work starting on site, for the jobs started on site in ${label}.`}
        />
        <Row
          name="Typical time to finish"
          value={daysInWords(jobs.medianDaysToFinish) ?? "None yet"}
          detail={`From the quote accepted to the job finished, for the jobs finished in ${label}.`}
        />
        <Row
          name="Changes approved"
          value={formatCount(jobs.changesApproved)}
          detail={changesInWords(jobs, label)}
        />
      </dl>
    </>
  );
}
