import type { RequestHandler } from "express";
import { sitePages } from "../app/content/site-content.server";
import { type PageViewCounter, pageViewOf } from "../app/statistics/page-views.server";

/** The live site's pages as a set, made again only when a publish changes the list. */
function livePages() {
  let list: ReturnType<typeof sitePages> | undefined;
  let paths = new Set<string>();
  return (path: string) => {
    const pages = sitePages();
    if (pages !== list) {
      list = pages;
      paths = new Set(pages.map((page) => page.path));
    }
    return paths.has(path);
  };
}

/**
 * Counts each public page served to a person once its answer has gone out (`finish`), so
 * counting never delays or breaks a page: `pageViewOf` decides, the counter keeps it in memory.
 */
export function countPageViews(counter: PageViewCounter, siteHost: string): RequestHandler {
  const isPage = livePages();
  return (request, response, next) => {
    if (request.method === "GET")
      response.once("finish", () => {
        try {
          const view = pageViewOf(
            {
              method: request.method,
              url: new URL(request.originalUrl, "http://site"),
              status: response.statusCode,
              headers: request.headers,
            },
            { isPage, siteHost },
          );
          if (view) counter.count(view);
        } catch {
          // A count is never worth an error: an address that cannot be read is not counted.
        }
      });
    next();
  };
}
