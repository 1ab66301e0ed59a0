import { Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import { loadsWhenShown } from "./deferred";

// Error pages are rare: their code loads only when one is shown.
const NotFoundPage = loadsWhenShown(() =>
  import("./status-page").then((module) => module.NotFoundPage),
);
const ServerErrorPage = loadsWhenShown(() =>
  import("./status-page").then((module) => module.ServerErrorPage),
);
const RefusedPage = loadsWhenShown(() =>
  import("./status-page").then((module) => module.RefusedPage),
);

/** The words of a refusal the server rendered (`refusalContext`), if the error carries them. */
export function refusalWords(error: unknown): { title: string; text: string } | undefined {
  if (!isRouteErrorResponse(error) || error.status >= 500) return undefined;
  const words = error.data as { title?: unknown; text?: unknown } | null;
  return typeof words?.title === "string" && typeof words.text === "string"
    ? { title: words.title, text: words.text }
    : undefined;
}

/**
 * What went wrong, as the body of the site's own page (the header, footer and call bar are the
 * root's): not found, a refusal in its own words, or a failure on our side, never a stack trace.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const refusal = refusalWords(error);
  const status = isRouteErrorResponse(error) && error.status >= 400 ? error.status : 500;
  return (
    <Suspense>
      {status === 404 ? (
        <NotFoundPage />
      ) : refusal ? (
        <RefusedPage status={status} {...refusal} />
      ) : (
        <ServerErrorPage status={status} />
      )}
    </Suspense>
  );
}
