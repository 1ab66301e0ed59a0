import { formatCount } from "~/lib/format-count";

const days = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day ("2026-11-23") as "23 Nov 2026". */
export const formatDay = (day: string) => days.format(new Date(`${day}T00:00:00Z`));

/** How often a visit sends a request: "1 in 48 visits (2.1%)", or null without both. */
export function shareOfVisits(requests: number, visits: number): string | null {
  if (requests === 0 || visits === 0) return null;
  const percent = (requests / visits) * 100;
  return `1 in ${formatCount(Math.round(visits / requests))} visits (${percent.toFixed(1)}%)`;
}
