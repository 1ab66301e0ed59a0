import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { contentSecurityPolicy } from "../../app/lib/content-security-policy";

/** Browser features the site never uses, switched off for it and anything it embeds. */
const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/**
 * The headers every response carries, whatever it is. HTML pages bring their own
 * Content-Security-Policy (listing their inline scripts' hashes); any response that has none
 * when its headers go out gets the default one, so there is always exactly one.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler[] {
  const defaultPolicy = contentSecurityPolicy({ https });
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader("Permissions-Policy", permissionsPolicy);
      onHeaders(response, () => {
        if (!response.hasHeader("Content-Security-Policy"))
          response.setHeader("Content-Security-Policy", defaultPolicy);
      });
      next();
    },
  ];
}

/**
 * Pages answer GET and HEAD; the addresses that `takesPosts` (with their data twins, which a
 * form posts to with JavaScript) also POST. OPTIONS says which; anything else is 405.
 */
export function allowOnlyKnownMethods(
  takesPosts: (path: string) => boolean,
  send405: (response: Response) => void,
): RequestHandler {
  return (request, response, next) => {
    const canPost = takesPosts(request.path);
    const allowed = canPost ? "GET, HEAD, POST" : "GET, HEAD";
    if (
      request.method === "GET" ||
      request.method === "HEAD" ||
      (canPost && request.method === "POST")
    )
      return next();
    response.setHeader("Allow", allowed);
    if (request.method === "OPTIONS") return void response.status(204).end();
    send405(response);
  };
}
