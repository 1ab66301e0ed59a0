import { data, type RouterContextProvider, redirect } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { discardUploads, parseUploadRequest } from "~/photos/multipart.server";
import { discardPrepared, type PreparedPhoto, processPhotos } from "~/photos/photo-store.server";
import { tooManyGuesses } from "~/private-links/link-guessing.server";
import { openLink, privatePageContext } from "~/private-links/private-page.server";
import { customerReviewSchema, reviewFormId, reviewLimits } from "./review-form";
import { reviewLinks } from "./review-links.server";
import { openReviewLink } from "./review-requests.server";
import { reviewsContext } from "./review-services.server";
import { removalOf, removeReviewByCustomer, shownName, storeReview } from "./review-store.server";
import { reviewUploadLimits } from "./review-uploads.server";

/** Why a link opens no form, in the customer's words; with the firm's phone to call instead. */
export type LinkProblem = "unknown" | "used" | "expired" | "busy";

/** 404 for a link that never was, 410 for one used or past its 60 days, 429 for guessing. */
const linkProblem = (problem: LinkProblem) =>
  data(
    { problem, phone: siteContent().company.phone } as const,
    problem === "busy" ? tooManyGuesses : { status: problem === "unknown" ? 404 : 410 },
  );

/**
 * The customer's page: who it is for and the job, or why the link works no more. Once the
 * review is sent, the page it redirects to (`?sent`) thanks the customer.
 */
export function reviewPage(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { db } = context.get(reviewsContext);
  const link = openLink(context, reviewLinks.write, token);
  if (link.problem) return linkProblem(link.problem);
  const opened = openReviewLink(db, link.opens);
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
      initial: shownName(firstName, lastName, "initial"),
      full: shownName(firstName, lastName, "full"),
    },
    job,
    town,
    tradingName: siteContent().company.tradingName,
    sent: null,
  };
}

/** A page cannot keep a photo chosen in it once the form comes back refused: said beside them. */
const choosePhotosAgain = "Your photos were not kept: please choose them again.";

/**
 * The post's answers as a form, and its photos streamed to temporary files within the limits
 * (a multipart post, as the page sends) or none (a plain form post); null for what is no form.
 */
async function readReviewPost(request: Request, uploadDir: string) {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded\b/i.test(type))
    return { form: await request.formData().catch(() => new FormData()), upload: undefined };
  if (!/^multipart\/form-data\b/i.test(type)) return null;
  const upload = await parseUploadRequest(request, {
    uploadDir,
    limits: reviewUploadLimits,
  });
  return { form: upload.form, upload };
}

/**
 * A posted review: its photos streamed to temporary files within the limits, every answer
 * checked by `customerReviewSchema`, the photos re-encoded (metadata gone), then stored with
 * the link used up, all or nothing. Too many posts from one address: 429. Bad answers or
 * photos: 400 (413 for photos too large) with a message beside each field and the answers
 * shown again; nothing kept, and photos sent must be chosen again.
 */
export async function sendReview(
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const services = context.get(reviewsContext);
  const link = openLink(context, reviewLinks.write, token);
  if (link.problem) return linkProblem(link.problem);
  const post = await readReviewPost(request, services.uploadsDir);
  const { form, upload } = post ?? { form: new FormData(), upload: undefined };
  const files = upload?.ok ? upload.files : [];
  const hadPhotos = files.length > 0 || upload?.ok === false;
  let prepared: PreparedPhoto[] = [];
  let stored = false;
  try {
    const submission = readForm(form, customerReviewSchema);
    const refuse = (
      status: number,
      { photos, ...outcome }: { message?: string; photos?: string; headers?: HeadersInit } = {},
    ) => {
      const aboutPhotos = [photos, hadPhotos ? choosePhotosAgain : ""].filter(Boolean).join(" ");
      const fieldErrors: Record<string, string[]> = aboutPhotos ? { photos: [aboutPhotos] } : {};
      return answerForm(
        submission,
        { ok: false, status, ...outcome, fieldErrors },
        { form: reviewFormId },
      );
    };
    if (!post) return refuse(415, { message: "Please send the form from the page." });
    if (context.get(privatePageContext).posted() === "over")
      return refuse(429, {
        message: `Several reviews were sent from here in a short time. Please wait a few minutes and try again, or call us on ${siteContent().company.phone}.`,
      });
    const opened = openReviewLink(services.db, link.opens);
    if (!("request" in opened) || !opened.request) return linkProblem(opened.problem ?? "unknown");
    if (upload && !upload.ok)
      return refuse(upload.refusal.status, {
        photos: upload.refusal.message,
        headers: { Connection: "close" },
      });
    if (submission.status !== "success") return refuse(400);
    const photos = await processPhotos(files, {
      photosDir: services.photosDir,
      most: reviewLimits.photos,
    });
    if (!photos.ok)
      return refuse(400, { photos: photos.refusals.map((refusal) => refusal.message).join(" ") });
    prepared = photos.photos;
    const review = storeReview(
      services.db,
      { token: token ?? "", review: submission.value, photos: prepared },
      services.secrets,
    );
    if (!review) return linkProblem("used");
    stored = true;
    services.wakeOutbox();
    services.arrived({
      id: review.id,
      shownName: review.shownName,
      rating: submission.value.rating,
      job: opened.request.job,
    });
    // To a page of its own: reloading it does not post the review again.
    return redirect(`${new URL(request.url).pathname}?sent`);
  } finally {
    await discardUploads(files);
    if (!stored) await discardPrepared(prepared);
  }
}

/** The removal page: asks first (a mail scanner opening the link must not remove anything). */
export function removalPage(token: string | undefined, context: Readonly<RouterContextProvider>) {
  const { db } = context.get(reviewsContext);
  const link = openLink(context, reviewLinks.remove, token);
  if (link.problem)
    return data(
      { state: "gone" as const, shownName: null },
      link.problem === "busy" ? tooManyGuesses : { status: 404 },
    );
  const review = removalOf(db, link.opens);
  if (review?.shownName) return { state: "ask" as const, shownName: review.shownName };
  if (review?.removedAt) return { state: "removed" as const, shownName: null };
  return data({ state: "gone" as const, shownName: null }, { status: 404 });
}

/** The customer's "remove my review": gone from the database now, and from the site at once. */
export function removeReview(token: string | undefined, context: Readonly<RouterContextProvider>) {
  const services = context.get(reviewsContext);
  const link = openLink(context, reviewLinks.remove, token);
  const removed =
    !link.problem &&
    removeReviewByCustomer(services.db, { token: token ?? "", photosDir: services.photosDir });
  if (!removed)
    return data(
      { state: "gone" as const },
      link.problem === "busy" ? tooManyGuesses : { status: 404 },
    );
  services.publishNow("Reviews", "A review taken down by the customer who wrote it");
  return { state: "removed" as const };
}
