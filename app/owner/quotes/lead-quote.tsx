import { Link } from "react-router";
import type { LeadQuoteSection } from "~/written-quotes/lead-quote.server";
import { Notice } from "../owner-ui";

const changeWords = {
  sent: "Quote sent: the customer has been emailed the link and the PDF.",
} as const;

const linkClass = "inline-flex min-h-11 items-center font-semibold text-navy-800 underline";

/** A lead's "Quote": where it stands, its history (opened, questions, acceptance), what next. */
export function LeadQuote({
  section,
  changed,
  jobPage,
  startJob,
}: {
  section: LeadQuoteSection;
  changed: keyof typeof changeWords | null;
  /** The owner's page of the job the accepted quote started. */
  jobPage: string | null;
  /** Where to start the job by hand: a won lead with no job, for an owner. */
  startJob: string | null;
}) {
  const { quote } = section;
  return (
    <>
      {changed ? <Notice tone="success">{changeWords[changed]}</Notice> : null}
      {quote ? (
        <>
          <p className="font-semibold">
            {quote.name}: {quote.title}
          </p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">Stands</dt>
            <dd>{quote.state}</dd>
            <dt className="font-semibold">Total</dt>
            <dd>
              {quote.total === quote.net ? quote.total : `${quote.total} (${quote.net} before VAT)`}
            </dd>
            {quote.validUntil ? (
              <>
                <dt className="font-semibold">Holds until</dt>
                <dd>{quote.validUntil}</dd>
              </>
            ) : null}
          </dl>
          {quote.history.length > 0 ? (
            <ul className="mt-3 grid gap-1">
              {quote.history.map((event) => (
                <li key={event.key} className="wrap-anywhere whitespace-pre-wrap">
                  {event.what} · {event.at}
                </li>
              ))}
            </ul>
          ) : null}
          {quote.customerPage ? (
            <a href={quote.customerPage} className={linkClass}>
              See the customer's page
            </a>
          ) : null}
        </>
      ) : (
        <p>No quote written here yet.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-6">
        {section.write ? (
          <Link to={section.write} className={linkClass}>
            {section.writeLabel}
          </Link>
        ) : null}
        {jobPage ? (
          <Link to={jobPage} className={linkClass}>
            The job: dates, payments, progress
          </Link>
        ) : null}
        {startJob ? (
          <Link to={startJob} className={linkClass}>
            Start the job by hand (agreed another way)
          </Link>
        ) : null}
      </div>
      {section.earlier.length > 0 ? (
        <>
          <h3 className="mt-4 font-sans font-semibold text-base text-ink">Earlier versions</h3>
          <ul className="mt-1 grid gap-1 text-muted text-sm">
            {section.earlier.map((earlier) => (
              <li key={earlier.key}>
                {earlier.name} · {earlier.total} · {earlier.state}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
