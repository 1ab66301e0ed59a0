import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/format-count";
import { formatPounds } from "~/lib/pounds";
import { formatDay, formatMinutes } from "~/lib/uk-time";
import { controlClass } from "~/owner/fields";
import { ownerMeta, PageHeading, Section } from "~/owner/owner-ui";
import {
  contactsInWords,
  plural,
  shareOfVisits,
  surveyVisitsInWords,
  writtenQuotesInWords,
} from "~/owner/results/figures";
import { Jobs } from "~/owner/results/jobs";
import { Sources } from "~/owner/results/sources";
import { VisitsChart } from "~/owner/results/visits-chart";
import { resultsPage } from "~/results/results-page.server";
import type { SiteReport } from "~/results/site-report.server";
import { visitCountsContext } from "~/traffic/page-views.server";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = () => ownerMeta("How the site is doing");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "see results");
  const { db } = context.get(ownerRequestContext);
  const { writeCounts } = context.get(visitCountsContext);
  writeCounts();
  const page = resultsPage(db, new URL(request.url));
  return page.problem ? data(page, { status: 400 }) : page;
}

type Page = Route.ComponentProps["loaderData"];

function PeriodPicker({ page }: { page: Page }) {
  const { report, choices, problem } = page;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="period" className="font-semibold text-navy-900">
            Month or year
          </label>
          <select
            id="period"
            name="period"
            defaultValue={report.period.key}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "period-error" : undefined}
            className={controlClass}
          >
            <optgroup label="Months">
              {choices.months.map((month) => (
                <option key={month.key} value={month.key}>
                  {month.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Years">
              {choices.years.map((year) => (
                <option key={year.key} value={year.key}>
                  {year.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          Show
        </button>
        {problem ? (
          <p id="period-error" className="w-full font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
      </Form>
      <a
        href={`/owner/results.csv?period=${report.period.key}`}
        download
        className={buttonVariants({ variant: "outline", size: "md" })}
      >
        <Download aria-hidden="true" />
        Download CSV
      </a>
    </div>
  );
}

function Figure({
  name,
  value,
  detail,
  wide = false,
}: {
  name: string;
  value: string;
  detail?: string;
  wide?: boolean;
}) {
  return (
    <div
      className={cn("rounded-card bg-white p-4 shadow-card", wide && "col-span-2 sm:col-span-4")}
    >
      <dt className="font-semibold text-muted text-sm">{name}</dt>
      <dd className="font-display text-3xl text-navy-900">{value}</dd>
      {detail ? <dd className="text-sm">{detail}</dd> : null}
    </div>
  );
}

function Figures({ report }: { report: SiteReport }) {
  const { replies } = report;
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure name="Visits" value={formatCount(report.visits)} />
      <Figure name="Pages viewed" value={formatCount(report.views)} />
      <Figure
        name="Quote requests"
        value={formatCount(report.requests)}
        detail={shareOfVisits(report.requests, report.visits) ?? undefined}
      />
      <Figure
        name="Contacts"
        value={formatCount(report.contacts.calls + report.contacts.chats)}
        detail={contactsInWords(report.contacts) ?? "Calls and WhatsApp chats from the site"}
      />
      <Figure
        name="Won"
        value={formatCount(report.won)}
        detail={
          report.wonValuePence > 0 ? `worth ${formatPounds(report.wonValuePence)}` : undefined
        }
      />
      <Figure
        name="Price guide"
        value={plural(report.priceGuide.views, "view")}
        detail={`${plural(report.priceGuide.requests, "quote request")} sent from its prices`}
      />
      <Figure
        name="Survey visits booked online"
        value={formatCount(report.surveyVisits.bookedOnline)}
        detail={surveyVisitsInWords(report.surveyVisits)}
      />
      <Figure
        name="Written quotes sent"
        value={formatCount(report.writtenQuotes.quotesSent)}
        detail={writtenQuotesInWords(report.writtenQuotes)}
      />
      <Figure
        name="Typical first reply"
        value={replies.medianMinutes === null ? "None yet" : formatMinutes(replies.medianMinutes)}
        detail={`Office time, against the ${formatMinutes(replies.promisedMinutes)} the site promises.`}
      />
    </dl>
  );
}

function WeeksTable({ page }: { page: Page }) {
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy-700 underline">
        The numbers, week by week
      </summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Visits per week</caption>
        <thead>
          <tr className="border-navy-200 border-b">
            <th scope="col" className="py-1 pr-4">
              Week from Monday
            </th>
            <th scope="col" className="py-1 text-right">
              Visits
            </th>
          </tr>
        </thead>
        <tbody>
          {page.report.weeks.map((week) => (
            <tr key={week.monday} className="border-navy-50 border-b">
              <td className="py-1 pr-4">{formatDay(week.monday)}</td>
              <td className="py-1 text-right tabular-nums">{formatCount(week.visits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function Replies({ report }: { report: SiteReport }) {
  const { replies } = report;
  return (
    <>
      <p>
        {replies.answered === 0
          ? `No request from ${report.period.label} has been answered yet.`
          : `${plural(replies.answered, "request")} answered; ${formatCount(replies.late)} later than the ${formatMinutes(replies.promisedMinutes)} promised.`}
        {replies.waitingLate > 0
          ? ` ${plural(replies.waitingLate, "request is", "requests are")} still waiting past it.`
          : ""}
      </p>
      <p className="mt-2">
        {replies.escalated === 0
          ? "No request waited long enough to be escalated."
          : `${plural(replies.escalated, "request")} waited long enough to be escalated; ${formatCount(replies.answeredAfter)} answered after it.`}
      </p>
      {replies.waitingLate > 0 ? (
        <Link
          to="/owner?status=new"
          className="mt-2 inline-flex min-h-11 items-center text-navy-700 underline"
        >
          See the new leads
        </Link>
      ) : null}
    </>
  );
}

function Pages({ page }: { page: Page }) {
  if (page.pages.length === 0) return <p>No pages viewed in {page.report.period.label} yet.</p>;
  return (
    <ol className="grid gap-1">
      {page.pages.map((row) => (
        <li key={row.page} className="flex justify-between gap-4 border-navy-50 border-b py-1">
          <span className="min-w-0">
            {row.title ? <span className="block font-semibold">{row.title}</span> : null}
            <span className="block break-all text-muted text-sm">{row.page}</span>
            {contactsInWords(row) ? (
              <span className="block text-sm">{contactsInWords(row)}</span>
            ) : null}
          </span>
          <span className="shrink-0 tabular-nums">{formatCount(row.views)}</span>
        </li>
      ))}
    </ol>
  );
}

function Devices({ report }: { report: SiteReport }) {
  const { phone, computer } = report.devices;
  if (phone + computer === 0) return <p>Nothing viewed yet.</p>;
  const percent = Math.round((phone / (phone + computer)) * 100);
  return (
    <p>
      {percent}% of pages were viewed on a phone or tablet, {100 - percent}% on a computer.
    </p>
  );
}

export default function Results({ loaderData: page }: Route.ComponentProps) {
  const { report } = page;
  return (
    <>
      <PageHeading title="How the site is doing">
        Counted by the website itself: no cookies, nobody followed, crawlers and spam left out.
      </PageHeading>
      <PeriodPicker page={page} />
      <h2 className="mt-8 text-2xl">{report.period.label}</h2>
      <Figures report={report} />
      <Section title="Visits per week">
        <VisitsChart weeks={report.weeks} today={page.today} />
        {report.weeksKeptFrom ? (
          <p className="mt-2 text-sm">
            Before {formatDay(report.weeksKeptFrom)} only monthly totals are kept.
          </p>
        ) : null}
        <WeeksTable page={page} />
      </Section>
      <Section title="Where the work comes from">
        <p className="mb-3 text-muted text-sm">
          Visits by where they came from, and the requests of {report.period.label} with their won
          jobs, replies and survey visits. Your own word on a lead comes first.
        </p>
        <Sources report={report} />
      </Section>
      <Section title="Jobs">
        <Jobs jobs={report.jobs} label={report.period.label} />
      </Section>
      <Section title="Replies">
        <Replies report={report} />
      </Section>
      <Section title="Most viewed pages">
        <Pages page={page} />
      </Section>
      <Section title="Phones and computers">
        <Devices report={report} />
      </Section>
    </>
  );
}
