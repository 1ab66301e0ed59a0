import type { OfficeHours } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { type LeadResponseTime, responseSummary } from "~/leads/lead-figures.server";

/**
 * The month's quote requests that waited longer than the site promises, oldest first: answered
 * late, or still waiting past the promise. Spam is left out, as the report leaves it out.
 */
export function leadsPastThePromise(
  db: Db,
  {
    month,
    hours,
    promisedMinutes,
    now = Date.now(),
  }: { month: string; hours: OfficeHours; promisedMinutes: number; now?: number },
): LeadResponseTime[] {
  return responseSummary(db, { month, hours, now }).leads.filter(
    (lead) => lead.status !== "spam" && lead.officeMinutes > promisedMinutes,
  );
}
