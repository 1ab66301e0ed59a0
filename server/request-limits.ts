import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import {
  maxProjectUploadBytes,
  takesProjectPhotos,
} from "../app/photos/project-upload-limits.server";
import { maxUploadBodyBytes } from "../app/photos/upload-limits.server";

/** Far above any honest quote request without photos (5,000 characters of details is about 20 kB). */
export const maxBodyBytes = 64 * 1024;

type Refuse = (response: Response, status: number, title: string, text: string) => void;

/** A form with a file field posts multipart/form-data: the quote form with its photos. */
export const isMultipart = (request: IncomingMessage) =>
  /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "");

/** Who may send what: pages whose form takes a visitor's photos, and the signed-in owner. */
export interface Uploaders {
  takesPhotos: (path: string) => boolean;
  /** Whether the request comes from the owner, signed in (the only one who adds project photos). */
  isOwner: (request: IncomingMessage) => boolean;
}

/**
 * Refuses a post whose size is unknown (411) or too big (413) before anything reads it.
 * Browsers always say how big a form post is. A quote form's post with photos (multipart to
 * a page that `takesPhotos`) may carry them, and so may the signed-in owner's photos of a
 * project; their limits are then the upload reader's, which also stops a stalled one. Anyone
 * else's post to a project's page is an ordinary post: 64 kB, and 30 s to arrive.
 */
export function limitRequestBodies(refuse: Refuse, { takesPhotos, isOwner }: Uploaders) {
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
    const multipartPost = request.method === "POST" && isMultipart(request);
    const photos = multipartPost && takesPhotos(request.path);
    const toProject = multipartPost && takesProjectPhotos(request.path);
    const projectPhotos = toProject && isOwner(request);
    const limit = photos
      ? maxUploadBodyBytes()
      : projectPhotos
        ? maxProjectUploadBytes
        : maxBodyBytes;
    if (!/^\d+$/.test(length) || Number(length) > limit) {
      return refuse(
        response,
        413,
        "Request too large",
        photos
          ? "Your photos come to more than a quote request can carry (40 MB). Please go back and send fewer or smaller photos."
          : projectPhotos
            ? "These photos come to more than 150 MB. Please go back and add fewer at a time."
            : toProject
              ? "The photos were not sent: sign in to the owner area as the owner, then add them again."
              : "That was more than a quote request can hold. Please shorten it.",
      );
    }
    if (photos || projectPhotos) liftBodyTime(request);
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
