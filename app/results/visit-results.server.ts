import { median } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import type { LeadOutcome } from "~/leads/lead-figures.server";
import { bookingsOfLeads } from "~/visits/visit-figures.server";

/** Survey visits of a set of requests: booked online by the customer, and how soon booked. */
export interface VisitResult {
  /** Requests whose customer booked a visit by their link (kept, moved or cancelled since). */
  bookedOnline: number;
  /**
   * Median minutes from the request to its first visit booked, by the customer or the owner,
   * as the clock runs (nights and weekends too: a customer books when they like, so office time
   * would read a weekend's booking as 0); null when none was booked.
   */
  medianMinutesToVisit: number | null;
}

/** The period's requests' survey visits, in all (with how many had one booked) and by source. */
export function visitResults(db: Db, leads: readonly LeadOutcome[]) {
  const bookings = bookingsOfLeads(
    db,
    leads.map((lead) => lead.id),
  );
  const all: number[] = [];
  const bySource = new Map<string, { bookedOnline: number; minutes: number[] }>();
  let bookedOnline = 0;
  for (const lead of leads) {
    const booked = bookings.get(lead.id);
    if (!booked) continue;
    const source = bySource.get(lead.source) ?? { bookedOnline: 0, minutes: [] };
    bySource.set(lead.source, source);
    const minutes = Math.round(
      (booked.firstBookedAt.getTime() - new Date(lead.receivedAt).getTime()) / 60_000,
    );
    all.push(minutes);
    source.minutes.push(minutes);
    if (booked.online) {
      bookedOnline++;
      source.bookedOnline++;
    }
  }
  return {
    total: { booked: all.length, bookedOnline, medianMinutesToVisit: median(all) },
    bySource: new Map(
      [...bySource].map(([source, { bookedOnline, minutes }]): [string, VisitResult] => [
        source,
        { bookedOnline, medianMinutesToVisit: median(minutes) },
      ]),
    ),
  };
}
