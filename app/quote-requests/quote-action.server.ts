import type { ActionFunctionArgs, HeadersArgs } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { answerForm, type FormOutcome, readForm } from "~/forms/read-form.server";
import { priceGuideSeen } from "~/quote-requests/price-guide-seen.server";
import { quoteFormId } from "./quote-fields";
import type { QuoteSent } from "./quote-reply";
import { quoteRequestSchema } from "./quote-request";
import {
  type PhotoPosts,
  type QuoteGuard,
  type QuotePhotos,
  type QuoteStore,
  quoteGuardContext,
  quoteRequestsContext,
} from "./quote-store";

/**
 * Takes a posted quote request (the action of every page with the form). Bot defences first:
 * their verdict (`app/quote-requests/quote-guard.server.ts`) is acted on here. Too many posts: 429. A bot:
 * a calm reply and nothing kept. Bad input: 400 with the messages. Photos (multipart posts)
 * are streamed to disk as the post is read, checked and re-encoded once the answers are valid,
 * and deleted whatever happens unless the store stored them with the request. Accepted: handed
 * to the store, which stores it (and its photos) with both emails queued before the reply says so.
 */
export async function quoteAction({ request, context }: ActionFunctionArgs) {
  const quotes = context.get(quoteRequestsContext);
  const post = await readPost(request, quotes?.photoPosts);
  try {
    return await answer(post, context.get(quoteGuardContext), quotes?.store);
  } finally {
    await post.photos?.discard();
  }
}

async function answer(post: Post, guard: QuoteGuard | null, store?: QuoteStore) {
  const { phone } = siteContent().company;
  const submission = readForm(post.form ?? new FormData(), quoteRequestSchema);
  const reply = (outcome: FormOutcome<QuoteSent>) =>
    answerForm(submission, outcome, { form: quoteFormId });
  if ("status" in post && !post.form)
    return reply({ ok: false, message: post.message, status: post.status });
  /** A field of the post the schema does not check (what a bot typed, the page's own fields). */
  const sent = (name: string, longest: number) =>
    String(submission.payload[name] ?? "").slice(0, longest);
  const refuse = (status: number, message: string, retryAfterSeconds: number) =>
    reply({ ok: false, message, status, headers: { "Retry-After": String(retryAfterSeconds) } });

  if (!guard || !store) {
    return refuse(
      503,
      `Sorry, we cannot take requests online just now. Please call us on ${phone}.`,
      60,
    );
  }
  const verdict = guard.verdict(post.form);
  if (verdict.kind === "rate-limited") {
    return refuse(
      429,
      `You have sent several requests in a short time. Please wait a few minutes and try again, or call us on ${phone}.`,
      verdict.retryAfterSeconds,
    );
  }
  if (verdict.kind === "bot") {
    const done = {
      reference: "received",
      firstName: sent("firstName", 100),
      email: sent("email", 254),
    };
    return reply({ ok: true, done });
  }
  if ("status" in post) {
    // The upload was refused: the answers are shown again, with what to do, beside the photos
    // when it is about them.
    return reply({
      ok: false,
      status: post.status,
      headers: post.stopped ? { Connection: "close" } : undefined,
      ...(post.aboutPhotos
        ? { fieldErrors: { photos: [post.message] } }
        : { message: post.message }),
    });
  }
  if (submission.status !== "success") {
    // A page without JavaScript cannot keep the photos a visitor chose (its own key is set by
    // the form's script): say so beside them. With JavaScript the form keeps them.
    const lost = (post.photos?.count ?? 0) > 0 && !sent("idempotencyKey", 100);
    return reply({ ok: false, fieldErrors: lost ? { photos: [choosePhotosAgain] } : {} });
  }
  const refusedPhotos = (await post.photos?.prepare()) ?? [];
  if (refusedPhotos.length > 0) return reply({ ok: false, fieldErrors: { photos: refusedPhotos } });

  const idempotencyKey = sent("idempotencyKey", 100);
  const arrival = { landing: submission.payload.landing, referrer: submission.payload.referrer };
  const priceGuide = priceGuideSeen(submission.value.priceGuide);
  const receipt = store.save(
    submission.value,
    idempotencyKey,
    { ...verdict.sender, arrival, ...(priceGuide ? { priceGuide } : {}) },
    post.photos,
  );
  if (receipt.status === "unavailable") {
    return refuse(
      503,
      `Sorry, we could not save your request just now. Please try again in a minute, or call us on ${phone}.`,
      30,
    );
  }
  const { firstName, email } = submission.value;
  return reply({
    ok: true,
    done: {
      reference: receipt.reference,
      firstName,
      email,
      photos: post.photos?.count ?? 0,
      ...("visitLink" in receipt && receipt.visitLink ? { visitLink: receipt.visitLink } : {}),
    },
  });
}

const choosePhotosAgain =
  "Your photos were not kept while the answers above are put right: please choose them again.";

/** Routes with the form pass the action's headers (e.g. Retry-After on a 429) to the response. */
export const quoteHeaders = ({ actionHeaders, loaderHeaders }: HeadersArgs) =>
  [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;

/**
 * A post as the action sees it: its answers, with its photos when it came as multipart; or a
 * refusal (a status and a message), with the answers read before it when there were any.
 */
type Post =
  | { form: FormData; photos?: QuotePhotos }
  | {
      form: FormData;
      status: number;
      message: string;
      stopped: boolean;
      aboutPhotos: boolean;
      photos?: undefined;
    }
  | { form?: undefined; status: number; message: string; photos?: undefined };

/**
 * The posted form: multipart (the form with its photos field) is streamed by the server's
 * reader, photos to temporary files; a urlencoded post (a client without the photos field)
 * is read as before. 415 when it is not a form, 400 when it is broken.
 */
async function readPost(request: Request, photoPosts: PhotoPosts | undefined): Promise<Post> {
  const notAForm = { status: 415, message: "Please send the form from the page." };
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(type) && photoPosts) {
    const read = await photoPosts.read(request);
    return read.ok ? { form: read.form, photos: read.photos } : read;
  }
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return notAForm;
  try {
    return { form: await request.formData() };
  } catch {
    return { status: 400, message: notAForm.message };
  }
}
