import { z } from "zod";
import type { SignedInUser } from "~/accounts/sessions.server";
import type { Db } from "~/db/database.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { formatCount } from "~/lib/format-count";
import { type WithholdReason, withholdReasons } from "./review-job";
import {
  publishesReviewsAsTheyArrive,
  type ReviewServices,
  setPublishReviewsAsTheyArrive,
} from "./review-services.server";
import {
  maxReplyLength,
  ReviewActionError,
  replyToReview,
  withholdReview,
} from "./review-store.server";
import { customerReviews } from "./reviews-for-site.server";
import { anythingWaiting } from "./reviews-page.server";

/** `42` names review 42; anything else names none (0), which is not there. */
const reviewId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .catch(0);

const reasons = Object.keys(withholdReasons) as [WithholdReason, ...WithholdReason[]];

/**
 * The Reviews page's forms, told apart by the button's `intent`: a public reply (empty takes it
 * away), keeping a review off the site for a listed reason, the "as they arrive" setting, and a
 * publish of what waits. None carries a customer's words or stars: nothing here changes them.
 */
export const reviewsPageForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reply"),
    id: reviewId,
    reply: z
      .string()
      .trim()
      .max(maxReplyLength, {
        error: (issue) =>
          `A reply can be at most ${formatCount(maxReplyLength)} characters: this one has ${formatCount(String(issue.input).length)}.`,
      })
      .default(""),
  }),
  z.object({
    intent: z.literal("withhold"),
    id: reviewId,
    reason: z.enum(reasons, { error: "Choose one of the reasons above." }),
  }),
  z.object({
    intent: z.literal("publishing"),
    publish: z.enum(["on", "off"], {
      error: "Choose whether reviews go on the site as they arrive.",
    }),
  }),
  z.object({ intent: z.literal("publish-waiting") }),
]);

/** An intent that no form of the page sends, in the owner's words. */
export const reviewsPageWords = (issue: z.core.$ZodIssue) =>
  issue.code === "invalid_union"
    ? "That is not something this page can do. A customer's words and stars are theirs: they cannot be changed here."
    : issue.message;

type Sent = z.output<typeof reviewsPageForm>;

const withheldOf = (db: Db, id: number) =>
  db.prepare("SELECT withheld_reason AS withheld FROM reviews WHERE id = ?").get(id) as
    | { withheld: string | null }
    | undefined;

/** The review is gone (deleted with its lead, or by its customer): the page shows it as it is. */
const gone = (message: string): FormOutcome => ({ ok: false, message, status: 404, fresh: true });

/** A reply, or keeping a review off the site: to a review that is there, and not kept off yet. */
function decide(
  services: ReviewServices,
  {
    user,
    now,
    sent,
  }: { user: SignedInUser; now: number; sent: Extract<Sent, { intent: "reply" | "withhold" }> },
): FormOutcome {
  const { db } = services;
  const review = withheldOf(db, sent.id);
  if (!review) return gone("That review is no longer there: the list below is up to date.");
  if (review.withheld)
    return {
      ok: false,
      status: 409,
      message:
        sent.intent === "reply"
          ? "This review is kept off the site: a reply to it would not be shown."
          : "This review is already kept off the site.",
    };
  if (sent.intent === "reply") {
    replyToReview(db, { id: sent.id, text: sent.reply, by: user, now });
    if (publishesReviewsAsTheyArrive(db)) services.publishNow(user.email, "A reply to a review");
    // When it shows on the site is said beside it, by where the review stands.
    return { ok: true, message: sent.reply ? "Reply saved." : "Reply taken away." };
  }
  const onSite = customerReviews().some((live) => live.id === sent.id);
  withholdReview(db, { id: sent.id, reason: sent.reason, by: user, now });
  // Always, so that it leaves the site at once (and a publish under way could have it).
  services.publishNow(user.email, "A review kept off the site");
  return {
    ok: true,
    message: onSite
      ? "Kept off the site: it comes off the website in a few seconds."
      : "Kept off the site: it will not go on the website.",
  };
}

/**
 * Carries out one of the Reviews page's forms (`reviewsPageForm`), as the owner `user`.
 * A review that went meanwhile: 404; one already kept off the site: 409.
 */
export function actOnReviews(
  services: ReviewServices,
  { user, sent, now = Date.now() }: { user: SignedInUser; sent: Sent; now?: number },
): FormOutcome {
  const { db } = services;
  const publishWaiting = () => {
    const waiting = anythingWaiting(db);
    if (waiting) services.publishNow(user.email, "Reviews waiting to go on the site");
    return waiting;
  };
  if (sent.intent === "publish-waiting")
    return {
      ok: true,
      message: publishWaiting() ? "The site is being updated." : "Nothing waits.",
    };
  if (sent.intent === "publishing") {
    setPublishReviewsAsTheyArrive(db, { on: sent.publish === "on", by: user, now });
    if (sent.publish === "off")
      return {
        ok: true,
        message: "New reviews and replies now wait for your next publish of the website.",
      };
    return {
      ok: true,
      message: `New reviews and replies now go on the site as they arrive.${publishWaiting() ? " The ones waiting are going on now." : ""}`,
    };
  }
  try {
    return decide(services, { user, now, sent });
  } catch (error) {
    if (!(error instanceof ReviewActionError)) throw error;
    return gone(error.message);
  }
}
