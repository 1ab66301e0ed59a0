import type { NextFunction, Request, Response } from "express";
import { fallbackErrorPage } from "./error-page";

/** Far above any honest quote request (5,000 characters of details is about 20 kB). */
export const maxBodyBytes = 64 * 1024;

/**
 * Refuses a post whose size is unknown (411) or too big (413) before anything reads it.
 * Browsers always say how big a form post is.
 */
export function limitRequestBodies(request: Request, response: Response, next: NextFunction) {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS")
    return next();
  const length = request.headers["content-length"];
  const hasBody = length !== undefined || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return next();
  if (length === undefined) {
    return refuse(response, 411, "Length required", "Please send the form again from the page.");
  }
  if (!/^\d+$/.test(length) || Number(length) > maxBodyBytes) {
    return refuse(
      response,
      413,
      "Request too large",
      "That was more than a quote request can hold. Please shorten it.",
    );
  }
  next();
}

function refuse(response: Response, status: number, title: string, text: string) {
  response.status(status).setHeader("Connection", "close").setHeader("Cache-Control", "no-store");
  response.type("html").send(fallbackErrorPage(status, title, text));
}
