import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { PageViewCounter } from "../app/statistics/page-views.server";

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
