import { formatCount } from "~/lib/format-count";

/** How often a visit sends a request: "1 in 48 visits (2.1%)", or null without both. */
export function shareOfVisits(requests: number, visits: number): string | null {
  if (requests === 0 || visits === 0) return null;
  const percent = (requests / visits) * 100;
  return `1 in ${formatCount(Math.round(visits / requests))} visits (${percent.toFixed(1)}%)`;
}
