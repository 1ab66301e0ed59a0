/**
 * Where this visit arrived, as the browser knew it when the site's code first ran: the page
 * and its address's tags, and the referring site. Kept in memory only (never stored on the
 * device), gone when the tab closes, and sent with a quote request so the lead knows where it
 * came from (`app/traffic/arrival-source.server.ts`).
 */
export interface Arrival {
  landing: string;
  referrer: string;
}

let arrival: Arrival | undefined;

/** Called once, when the site's code first runs in the browser (root.tsx). */
export function rememberArrival() {
  arrival ??= { landing: location.pathname + location.search, referrer: document.referrer };
}

export const arrivalOf = (): Arrival | undefined => arrival;
