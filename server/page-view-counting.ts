import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { PageViewCounter } from "../app/traffic/page-views.server";

/**
 * Hands each answer to a GET, once it has gone out (`finish`), to the counter, which only
 * tallies it then: counting never delays or breaks a page. One listener shared by every
 * answer (it finds its request as `this.req`), so a page costs no new function.
 */
export function countPageViews(counter: PageViewCounter): RequestHandler {
  function served(this: ServerResponse) {
    const request = this.req as Request;
    if (this.statusCode >= 200 && this.statusCode < 400)
      counter.served(request.originalUrl, request.headers);
  }
  return (request, response, next) => {
    if (request.method === "GET") response.on("finish", served);
    next();
  };
}

/**
 * Takes a browser's report of a tap on a Call or WhatsApp link (`<a ping>`, decision 035).
 * Browsers send it as `text/ping`, which a form or a script on another site cannot send
 * without the browser asking this site first; anything else is refused.
 */
export function countContactTaps(counter: PageViewCounter): RequestHandler {
  return (request, response) => {
    response.setHeader("Cache-Control", "no-store");
    if (!/^text\/ping\b/i.test(request.headers["content-type"] ?? "")) {
      response.status(415).end();
      return;
    }
    const query = new URL(request.originalUrl, "http://site").searchParams;
    const counted = counter.tapped(
      {
        kind: query.get("kind"),
        page: query.get("page"),
        landing: query.get("landing"),
        referrer: query.get("referrer"),
      },
      request.headers["user-agent"],
    );
    response.status(counted ? 204 : 400).end();
  };
}
