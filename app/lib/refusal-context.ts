import { createContext } from "react-router";

/**
 * A request to a private address the server refused before any page could answer it (an
 * address out of shape, a form sent from another site): its status and, for a refusal, the
 * words its page shows. The server renders the site's own page for it at `refusalPath`
 * (`routes/customer-refusal.tsx`), which answers 404 when nothing else is said.
 */
export interface Refusal {
  status: number;
  words?: { title: string; text: string };
}

export const refusalContext = createContext<Refusal>({ status: 404 });

/** Where the server renders a refusal; any other request to it is simply not found. */
export const refusalPath = "/__refused__";
