import type { NextFunction, Request, Response } from "express";

/** Far above any honest quote request (5,000 characters of details is about 20 kB). */
export const maxBodyBytes = 64 * 1024;

type Refuse = (response: Response, status: number, title: string, text: string) => void;

/**
 * Refuses a post whose size is unknown (411) or too big (413) before anything reads it.
 * Browsers always say how big a form post is.
 */
export function limitRequestBodies(refuse: Refuse) {
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
    if (!/^\d+$/.test(length) || Number(length) > maxBodyBytes) {
      return refuse(
        response,
        413,
        "Request too large",
        "That was more than a quote request can hold. Please shorten it.",
      );
    }
    response.removeHeader("Connection");
    next();
  };
}
