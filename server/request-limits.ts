import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { PostLimit } from "../app/addresses.server";

type Refuse = (response: Response, status: number, title: string, text: string) => void;

/** A form with a file field posts multipart/form-data: a form with its photos. */
export const isMultipart = (request: IncomingMessage) =>
  /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "");

/**
 * Refuses a post whose size is unknown (411) or larger than its address takes (413, in the
 * words `limitFor` gives) before anything reads it. Browsers always say how big a form post
 * is. A post that carries photos has its time limit lifted: the upload reader stops a stalled
 * one instead.
 */
export function limitRequestBodies(refuse: Refuse, limitFor: (request: Request) => PostLimit) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS")
      return next();
    const length = request.headers["content-length"];
    const hasBody = length !== undefined || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody) return next();
    response.setHeader("Connection", "close");
    if (length === undefined) {
      return refuse(response, 411, "Length required", "Please send the form again from the page.");
    }
    const limit = limitFor(request);
    if (!/^\d+$/.test(length) || Number(length) > limit.maxBytes) {
      return refuse(response, 413, "Request too large", limit.tooLarge);
    }
    if (limit.upload) liftBodyTime(request);
    response.removeHeader("Connection");
    next();
  };
}

/** Each request's body deadline, so that a photo upload can lift it (`liftBodyTime`). */
const bodyDeadlines = new WeakMap<IncomingMessage, () => void>();

/**
 * Cuts off a body that has not arrived within `bodyMs` (a client trickling it to hold the
 * connection). Photo uploads, and only they, have it lifted by `limitRequestBodies`: a phone on
 * a weak signal may take minutes, and the upload reader stops one that stalls or crawls
 * (`upload-limits.ts`). Any other multipart post keeps the deadline.
 */
export function limitBodyTime(request: IncomingMessage, bodyMs: number): void {
  const length = request.headers["content-length"];
  const hasBody =
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return;
  const timer = setTimeout(() => {
    if (!request.complete) request.socket.destroy();
  }, bodyMs);
  timer.unref();
  const clear = () => clearTimeout(timer);
  bodyDeadlines.set(request, clear);
  request.once("end", clear);
  request.once("close", clear);
}

function liftBodyTime(request: IncomingMessage) {
  bodyDeadlines.get(request)?.();
}
