import type { LeadVisitSection } from "~/visits/lead-visits.server";

/** A lead's "Survey visit": the one booked (or none), and the cancelled or moved ones in brief. */
export function LeadVisit({ visit }: { visit: LeadVisitSection }) {
  const { booked, earlier } = visit;
  return (
    <>
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
