import type { LeadVisitSection } from "~/visits/lead-visits.server";

const changeWords = {
  booked: "Visit booked: the customer has been emailed the time.",
  moved: "Visit moved: the customer has been emailed the new time.",
  cancelled: "Visit cancelled: the customer has been emailed.",
} as const;

/** A lead's "Survey visit": the one booked (or none), and the cancelled or moved ones in brief. */
export function LeadVisit({
  visit,
  changed,
}: {
  visit: LeadVisitSection;
  /** What was just done on the booking page, said once back here. */
  changed: keyof typeof changeWords | null;
}) {
  const { booked, earlier, bookingPage } = visit;
  return (
    <>
      {changed ? (
        <p role="status" className="mb-3 rounded-md border-l-4 border-success bg-green-50 p-3">
          {changeWords[changed]}
        </p>
      ) : null}
      {booked ? (
        <>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">When</dt>
            <dd>{booked.when}</dd>
            <dt className="font-semibold">Where</dt>
            <dd className="wrap-anywhere">
              {booked.addressLine}, {booked.postcode}
            </dd>
            {booked.accessNotes ? (
              <>
                <dt className="font-semibold">Access</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{booked.accessNotes}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-2 text-muted text-sm">{booked.bookedBy}</p>
        </>
      ) : (
        <p>No visit booked.</p>
      )}
      {bookingPage ? (
        <a
          href={bookingPage}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
        >
          {booked ? "Move or cancel the visit" : "Book a survey visit"}
        </a>
      ) : null}
      {earlier.length > 0 ? (
        <>
          <h3 className="mt-4 font-sans font-semibold text-base text-ink">Earlier visits</h3>
          <ul className="mt-1 grid gap-1 text-muted text-sm">
            {earlier.map((visit) => (
              <li key={visit.key} className="wrap-anywhere">
                <s>{visit.when}</s> at {visit.place} · {visit.ended}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
