import type { Request, RequestHandler, Response } from "express";

type Refuse = (response: Response, status: number, title: string, text?: string) => void;

/**
 * Every answer from the owner's area stays out of caches and search engines, and every POST
 * to it must come from a page of this site: a form on another site (CSRF) is refused before
 * any of the area's code runs. Browsers send Sec-Fetch-Site; older ones send Origin.
 */
export function guardOwnerArea(
  isOwnerArea: (path: string) => boolean,
  refuse: Refuse,
): RequestHandler {
  const foreignPosts = refuseForeignPosts(isOwnerArea, refuse);
  return (request, response, next) => {
    if (!isOwnerArea(request.path)) return next();
    response.setHeader("Cache-Control", "private, no-store");
    response.setHeader("X-Robots-Tag", "noindex, nofollow");
    foreignPosts(request, response, next);
  };
}

/** A POST to one of these addresses from a form on another site is refused. */
function refuseForeignPosts(isGuarded: (path: string) => boolean, refuse: Refuse): RequestHandler {
  return (request, response, next) => {
    if (!isGuarded(request.path) || request.method !== "POST" || isSameOrigin(request))
      return next();
    refuse(
      response,
      403,
      "Refused",
      "This form was sent from another site. Open the page on this site and try again from there.",
    );
  };
}

/** Whether a request came from a page of this site: Sec-Fetch-Site, or Origin in older browsers. */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = request.get("Origin");
  return origin !== undefined && origin === `${request.protocol}://${request.get("Host")}`;
}
