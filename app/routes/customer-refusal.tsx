import { data } from "react-router";
import { refusalContext } from "~/lib/refusal-context";
import type { Route } from "./+types/customer-refusal";

/**
 * A request to a private address that the server refused before any page ran (an address out of
 * shape, a form from another site), rendered by the server alone at `refusalPath`: in the
 * customers' frame, so it is the site's own page with the call alone, and plain HTML, since the
 * address in the browser is the refused one, which no script should take up.
 */
export const handle = { scripts: false };

export function loader({ context }: Route.LoaderArgs) {
  const { status, words } = context.get(refusalContext);
  throw data(words ?? null, { status });
}

export default function CustomerRefusal() {
  return null;
}
