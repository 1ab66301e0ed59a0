import type { RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import type { Refusal } from "../../app/lib/refusal-context";
import { isSameOrigin } from "./owner-area-guard";

/**
 * The private addresses (a customer's review, visit, quote and job, with their files, and the
 * owner's calendar of visits), before any of their code runs. Every answer, whatever it is (a
 * page, a file, a 404, a 429, an error), stays out of caches and search engines, and names only
 * the site as the referrer of what it links to: its address is a key. An address out of shape
 * is not found, and a form sent from another site is refused (CSRF), both answered with the
 * site's own page by `refuse`.
 */
export function guardPrivateAddresses(
  {
    isPrivate,
    isPrivateInShape,
  }: { isPrivate: (path: string) => boolean; isPrivateInShape: (path: string) => boolean },
  refuse: (response: Response, refusal: Refusal) => Promise<void>,
): RequestHandler {
  return (request, response, next) => {
    if (!isPrivate(request.path)) return next();
    // As the headers go out, so that each is sent once, whatever a route added to them.
    onHeaders(response, () => {
      response.setHeader("Cache-Control", "private, no-store");
      response.setHeader("X-Robots-Tag", "noindex, nofollow");
      // The site, never the page, as the referrer; not "no-referrer", which makes a browser send
      // `Origin: null` with the page's own forms, refused by React Router (decision 020).
      response.setHeader("Referrer-Policy", "strict-origin");
    });
    if (!isPrivateInShape(request.path)) return void refuse(response, { status: 404 }).catch(next);
    if (request.method === "POST" && !isSameOrigin(request))
      return void refuse(response, {
        status: 403,
        words: {
          title: "This form must be sent from our own page",
          text: "It came from another website, so nothing was sent or changed. Open your page from the link in our email and send it from there, or call us.",
        },
      }).catch(next);
    next();
  };
}
