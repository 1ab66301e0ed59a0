import { createContext } from "react-router";

/**
 * A request the server refused before any page could answer it (a private address out of shape,
 * a form sent from another site): its status and, for a refusal, the words its page shows. The
 * server renders the site's own page for it through the not-found route, which answers 404 when
 * nothing else is said.
 */
export interface Refusal {
  status: number;
  words?: { title: string; text: string };
}

export const refusalContext = createContext<Refusal>({ status: 404 });
