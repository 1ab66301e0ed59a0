import { feedMediaType } from "~/calendars/ics";
import { tooManyGuesses } from "~/private-links/link-guessing.server";
import { openLink } from "~/private-links/private-page.server";
import { feedLink, tokenOfFeedFile, visitFeed } from "~/visits/visit-feed.server";
import { visitsContext } from "~/visits/visit-services.server";
import type { Route } from "./+types/visit-feed";

/** Never kept by a cache on the way, never listed by a search engine. */
const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * `/calendar/TOKEN.ics`: the booked visits as a calendar the owner's phone subscribes to, built
 * per request. Anything but the current address's token is 404, as a page that is not there.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const visits = context.get(visitsContext);
  const opened = openLink(context, feedLink.purpose, tokenOfFeedFile(params.file) ?? undefined);
  if (opened.problem)
    return opened.problem === "busy"
      ? new Response("Too many calendar addresses that do not work: wait ten minutes.", {
          ...tooManyGuesses,
          headers: { ...headers, ...tooManyGuesses.headers },
        })
      : notFound();
  const { company, siteUrl } = visits.mail();
  const feed = visitFeed(visits.db, { siteUrl, firm: company.tradingName, now: visits.now() });
  return new Response(feed, { headers: { ...headers, "Content-Type": feedMediaType } });
}

const notFound = () =>
  new Response("There is no calendar at this address.", {
    status: 404,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
