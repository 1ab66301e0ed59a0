import { data } from "react-router";
import { refusalContext } from "~/lib/refusal-context";
import type { Route } from "./+types/not-found";

/**
 * Any address no other route claims: a real 404 that the root error boundary renders. The
 * server renders it too for a request it refused before any page ran, with that refusal's
 * status and words (`refusalContext`), so the answer is the site's own page.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { status, words } = context.get(refusalContext);
  throw data(words ?? null, { status, statusText: status === 404 ? "Not Found" : undefined });
}

export default function NotFound() {
  return null;
}
