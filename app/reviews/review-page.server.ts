import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { discardUploads, parseUploadRequest, type UploadedFile } from "~/photos/multipart.server";
import { discardPrepared, type PreparedPhoto, processPhotos } from "~/photos/photo-store.server";
import { serverContext } from "~/server-context";
import { checkReviewForm, type ReviewFieldErrors, reviewLimits } from "./review-form";
import { isTokenShaped } from "./review-links.server";
import { openReviewLink } from "./review-requests.server";
import type { ReviewServices } from "./review-services.server";
import { removalOf, removeReviewByCustomer, storeReview } from "./review-store.server";
import { reviewUploadLimits } from "./review-uploads.server";

/** Why a link opens no form, in the customer's words; with the firm's phone to call instead. */
export type LinkProblem = "unknown" | "used" | "expired";

function servicesOf(context: Readonly<RouterContextProvider>): ReviewServices {
  const reviews = context.get(serverContext).reviews;
  if (!reviews) throw data(null, { status: 404 });
  return reviews;
}

/** 404 for a link that never was, 410 for one used or past its 60 days. */
const linkProblem = (problem: LinkProblem) =>
  data({ problem, phone: siteContent().company.phone } as const, {
    status: problem === "unknown" ? 404 : 410,
  });

/**
 * The customer's page: who it is for and the job, or why the link works no more. Once the
 * review is sent, the page it redirects to (`?sent`) thanks the customer.
 */
export function reviewPage(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { db } = servicesOf(context);
  const opened = isTokenShaped(token) ? openReviewLink(db, token) : { problem: "unknown" as const };
  if (
    opened.problem === "used" &&
    opened.shownName &&
    new URL(request.url).searchParams.has("sent")
  )
    return { problem: null, sent: { shownName: opened.shownName } };
  if (!("request" in opened) || !opened.request) return linkProblem(opened.problem ?? "unknown");
  const { firstName, lastName, job, town } = opened.request;
  return {
    problem: null,
    firstName,
    names: {
      initial: `${firstName} ${[...lastName.trim()][0]?.toUpperCase() ?? ""}.`,
      full: `${firstName} ${lastName}`.trim(),
    },
    job,
    town,
    tradingName: siteContent().company.tradingName,
    sent: null,
  };
}

export type ReviewReply = {
  status: "invalid";
  errors: ReviewFieldErrors;
  values: Record<string, string>;
};

/**
 * A posted review: its photos streamed to temporary files within the limits, every answer
 * checked, the photos re-encoded (metadata gone), then stored with the link used up, all or
 * nothing. Too many posts from one address: 429. Bad answers or photos: 400 with a message
 * beside each field, and nothing kept.
 */
export async function sendReview(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const services = servicesOf(context);
  const guard = context.get(serverContext).quoteGuard;
  if (!isTokenShaped(token)) return linkProblem("unknown");
  const type = request.headers.get("content-type") ?? "";
  if (
    !/^multipart\/form-data\b/i.test(type) &&
    !/^application\/x-www-form-urlencoded\b/i.test(type)
  )
    return invalid(415, { form: "Please send the form from the page." }, {});
  const upload = /^multipart\//i.test(type)
    ? await parseUploadRequest(request, {
        uploadDir: services.uploadsDir,
        limits: reviewUploadLimits,
      })
    : {
        ok: true as const,
        files: [] as UploadedFile[],
        fields: await formFields(request),
        entries: [],
      };
  const files = upload.ok ? upload.files : [];
  let prepared: PreparedPhoto[] = [];
  let stored = false;
  try {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
    const values = Object.fromEntries(
      ["rating", "text", "shownAs", "town", "agree"].map((name) => [
        name,
        String(form.get(name) ?? "").slice(0, reviewLimits.textMax + 100),
      ]),
    );
    if (guard?.verdict(form).kind === "rate-limited")
      return invalid(
        429,
        {
          form: `Several reviews were sent from here in a short time. Please wait a few minutes and try again, or call us on ${siteContent().company.phone}.`,
        },
        values,
      );
    const opened = openReviewLink(services.db, token);
    if (!("request" in opened) || !opened.request) return linkProblem(opened.problem ?? "unknown");
    if (!upload.ok)
      return invalid(upload.refusal.status, { photos: upload.refusal.message }, values, {
        Connection: "close",
      });
    const checked = checkReviewForm(form);
    if (!checked.ok) return invalid(400, checked.errors, values);
    const photos = await processPhotos(files, {
      photosDir: services.photosDir,
      most: reviewLimits.photos,
    });
    if (!photos.ok)
      return invalid(
        400,
        { photos: photos.refusals.map((refusal) => refusal.message).join(" ") },
        values,
      );
    prepared = photos.photos;
    const review = storeReview(
      services.db,
      { token, review: checked.review, photos: prepared },
      services.secrets,
    );
    if (!review) return linkProblem("used");
    stored = true;
    services.wakeOutbox();
    services.arrived({
      id: review.id,
      shownName: review.shownName,
      rating: checked.review.rating,
      job: opened.request.job,
    });
    // To a page of its own: reloading it does not post the review again.
    return redirect(`${new URL(request.url).pathname}?sent`);
  } finally {
    await discardUploads(files);
    if (!stored) await discardPrepared(prepared);
  }
}

const invalid = (
  status: number,
  errors: ReviewFieldErrors,
  values: Record<string, string>,
  headers?: HeadersInit,
) => data({ status: "invalid", errors, values } satisfies ReviewReply, { status, headers });

async function formFields(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

/** The removal page: asks first (a mail scanner opening the link must not remove anything). */
export function removalPage(token: string | undefined, context: Readonly<RouterContextProvider>) {
  const { db } = servicesOf(context);
  const review = isTokenShaped(token) ? removalOf(db, token) : undefined;
  if (review?.shownName) return { state: "ask" as const, shownName: review.shownName };
  if (review?.removedAt) return { state: "removed" as const, shownName: null };
  return data({ state: "gone" as const, shownName: null }, { status: 404 });
}

/** The customer's "remove my review": gone from the database now, and from the site at once. */
export function removeReview(token: string | undefined, context: Readonly<RouterContextProvider>) {
  const services = servicesOf(context);
  const removed =
    isTokenShaped(token) &&
    removeReviewByCustomer(services.db, { token, photosDir: services.photosDir });
  if (!removed) return data({ state: "gone" as const }, { status: 404 });
  services.publishNow("Reviews", "A review taken down by the customer who wrote it");
  return { state: "removed" as const };
}
