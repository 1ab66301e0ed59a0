import { CalendarPlus } from "lucide-react";

export interface NextShown {
  startOn: string | null;
  visits: { id: number; when: string; who: string; whatFor: string }[];
}

/** What happens next: the start day and the firm's visits, for the customer's calendar too. */
export function JobNext({ next, calendar }: { next: NextShown; calendar: string }) {
  return (
    <>
      <p className="mt-3">
        {next.startOn ? (
          <>
            Work starts on <strong>{next.startOn}</strong>.
          </>
        ) : (
          "We will set the start day with you and show it here."
        )}
      </p>
      {next.visits.length > 0 ? (
        <>
          <ul className="mt-3 grid gap-2">
            {next.visits.map((visit) => (
              <li key={visit.id} className="rounded-md border border-navy-200 bg-white p-3">
                <p className="font-semibold">{visit.when}</p>
                <p className="wrap-anywhere">
                  {visit.who}: {visit.whatFor}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <a
              href={calendar}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
            >
              <CalendarPlus aria-hidden="true" className="size-5" />
              Add these visits to your calendar
            </a>
          </p>
        </>
      ) : (
        <p className="mt-2">No visits planned yet: each one we plan is emailed to you.</p>
      )}
    </>
  );
}
