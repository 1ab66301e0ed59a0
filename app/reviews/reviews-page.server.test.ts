import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import type { SignedInUser } from "~/accounts/sessions.server";
import { companySchema } from "~/content/company";
import { readSiteContent } from "~/content/read-content.server";
import type { Db } from "~/db/database.server";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { customerReview, testReviewSecrets, writeReview } from "../../tests/support/test-reviews";
import { publishesReviewsAsTheyArrive, type ReviewServices } from "./review-services.server";
import { allReviews, unseenReviews } from "./review-store.server";
import { actOnReviews, reviewsPage } from "./reviews-page.server";

const company = companySchema.parse(readSiteContent("content").content.company);
const secrets = testReviewSecrets(company);
const day = 24 * 60 * 60 * 1000;
const asked = Date.parse("2026-06-01T09:00:00Z");

let db: Db;
let user: SignedInUser;
let services: ReviewServices;
let publishNow: ReturnType<typeof vi.fn<ReviewServices["publishNow"]>>;
beforeEach(() => {
  const made = databaseWithOwner();
  db = made.db;
  user = { ...made.user, role: "owner" };
  publishNow = vi.fn<ReviewServices["publishNow"]>();
  services = {
    db,
    secrets,
    photosDir: "/none",
    uploadsDir: "/none",
    wakeOutbox: vi.fn(),
    arrived: vi.fn(),
    publishNow,
  };
});
afterEach(() => db.close());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const act = (fields: Record<string, string>) =>
  actOnReviews(services, { user, form: form(fields), now: asked + 3 * day });

/** Two reviews from two customers: an older 5-star one and a newer 2-star one. */
function twoReviews() {
  const glowing = writeReview(db, { leadId: insertLead(db), by: user, secrets, now: asked });
  const critical = writeReview(db, {
    leadId: insertLead(db, { firstName: "Tom", lastName: "Hart" }),
    by: user,
    secrets,
    review: customerReview({
      rating: 2,
      text: "The roof is fine but they left the garden in a mess for a week.",
    }),
    now: asked + day,
  });
  return { glowing, critical };
}

/** What no owner's form may change: the customer's words, stars, name and town. */
const customersWords = () =>
  db.prepare("SELECT id, rating, text, shown_name, town, received_at FROM reviews").all();

describe("the reviews screen", () => {
  it("lists every review newest first, says which are new, and marks them seen", () => {
    const { glowing, critical } = twoReviews();
    expect(unseenReviews(db)).toBe(2);
    const page = reviewsPage(services, asked + 2 * day);
    expect(page.reviews.map((review) => [review.id, review.rating, review.isNew])).toEqual([
      [critical, 2, true],
      [glowing, 5, true],
    ]);
    expect(page.reviews[0]).toMatchObject({
      shownName: "Tom H.",
      job: "Roofing",
      town: "Lytham St Annes",
      state: "waiting",
      withheld: null,
    });
    expect(unseenReviews(db)).toBe(0);
    expect(reviewsPage(services).reviews.every((review) => !review.isNew)).toBe(true);
    expect(page.reasons.map((reason) => reason.value)).toEqual([
      "abusive",
      "personal-data",
      "not-about-us",
      "spam",
    ]);
  });
});

describe("replying", () => {
  it("stores the reply, and publishes only when reviews go on the site as they arrive", () => {
    const { critical } = twoReviews();
    const reply = "Sorry about the garden: we have changed how we tidy up.";
    expect(act({ intent: "reply", id: String(critical), reply })).toMatchObject({ ok: true });
    expect(allReviews(db).find((review) => review.id === critical)).toMatchObject({
      reply,
      repliedBy: user.email,
    });
    expect(publishNow).not.toHaveBeenCalled();
    expect(recentAudit(db, { event: "review-replied" })[0]).toMatchObject({ email: user.email });

    act({ intent: "publishing", publish: "on" });
    publishNow.mockClear();
    act({ intent: "reply", id: String(critical), reply: "" });
    expect(allReviews(db).find((review) => review.id === critical)?.reply).toBeNull();
    expect(publishNow).toHaveBeenCalledWith(user.email, "A reply to a review");
  });

  it("refuses a reply over 1,000 characters with a 400, and keeps the one there", () => {
    const { critical } = twoReviews();
    act({ intent: "reply", id: String(critical), reply: "Thank you." });
    const outcome = act({ intent: "reply", id: String(critical), reply: "x".repeat(1001) });
    expect(outcome).toMatchObject({ ok: false, status: 400, field: "reply", reviewId: critical });
    expect(allReviews(db).find((review) => review.id === critical)?.reply).toBe("Thank you.");
  });

  it("answers 404 for a review that is not there, and 400 for a reply field that is missing", () => {
    twoReviews();
    for (const id of ["999", "0", "1e3", "-1", "", "../1"])
      expect(act({ intent: "reply", id, reply: "Hello" }), id).toMatchObject({
        ok: false,
        status: 404,
      });
    const [first] = allReviews(db);
    expect(act({ intent: "reply", id: String(first?.id) })).toMatchObject({ status: 400 });
    expect(allReviews(db).every((review) => review.reply === null)).toBe(true);
  });
});

describe("keeping a review off the site", () => {
  it("needs one of the listed reasons: none, or 'negative', is refused with a 400", () => {
    const { critical } = twoReviews();
    for (const reason of [undefined, "", "negative", "bad-rating", "toString", "__proto__"]) {
      const outcome = act({
        intent: "withhold",
        id: String(critical),
        ...(reason === undefined ? {} : { reason }),
      });
      expect(outcome, String(reason)).toMatchObject({ ok: false, status: 400 });
      expect(outcome.message).toContain("cannot be kept off the site for being negative");
    }
    expect(allReviews(db).every((review) => review.withheldReason === null)).toBe(true);
    expect(recentAudit(db, { event: "review-withheld" })).toEqual([]);
    expect(publishNow).not.toHaveBeenCalled();
  });

  it("as spam: recorded with who and why, and the site is published at once", () => {
    const { critical } = twoReviews();
    expect(act({ intent: "withhold", id: String(critical), reason: "spam" })).toMatchObject({
      ok: true,
    });
    expect(allReviews(db).find((review) => review.id === critical)).toMatchObject({
      withheldReason: "spam",
      withheldBy: user.email,
    });
    expect(recentAudit(db, { event: "review-withheld" })[0]).toMatchObject({
      userId: user.id,
      email: user.email,
      detail: `review ${critical} (Tom H.): Spam or advertising`,
    });
    expect(publishNow).toHaveBeenCalledWith(user.email, "A review kept off the site");
    expect(reviewsPage(services).reviews.find((review) => review.id === critical)).toMatchObject({
      state: "kept-off",
      withheld: { reason: "Spam or advertising", by: user.email },
    });
    expect(act({ intent: "withhold", id: String(critical), reason: "abusive" })).toMatchObject({
      status: 409,
    });
  });
});

describe("the customer's words are theirs", () => {
  it("a forged post to change a review's text or stars changes nothing", () => {
    const { critical } = twoReviews();
    const before = customersWords();
    const forged = { id: String(critical), text: "Brilliant!", rating: "5", shownName: "X" };
    for (const intent of ["edit", "save", "update", "text", "rating", ""])
      expect(act({ ...forged, intent }), intent).toMatchObject({ ok: false, status: 400 });
    // The real forms carry the forged fields too: only their own field is read.
    act({ ...forged, intent: "reply", reply: "Thank you." });
    act({ ...forged, intent: "withhold", reason: "nonsense" });
    act({ ...forged, intent: "publishing", publish: "off" });
    expect(customersWords()).toEqual(before);
    expect(allReviews(db).find((review) => review.id === critical)?.text).toBe(
      "The roof is fine but they left the garden in a mess for a week.",
    );
  });
});

describe("publish reviews as they arrive", () => {
  it("is a setting the owner turns on and off; turning it on publishes what waits", () => {
    twoReviews();
    expect(publishesReviewsAsTheyArrive(db)).toBe(false);
    expect(act({ intent: "publishing", publish: "on" })).toMatchObject({ ok: true });
    expect(publishesReviewsAsTheyArrive(db)).toBe(true);
    expect(publishNow).toHaveBeenCalledTimes(1);
    expect(act({ intent: "publishing", publish: "off" })).toMatchObject({ ok: true });
    expect(publishesReviewsAsTheyArrive(db)).toBe(false);
    expect(act({ intent: "publishing", publish: "maybe" })).toMatchObject({ status: 400 });
    expect(act({ intent: "publishing" })).toMatchObject({ status: 400 });
    expect(publishesReviewsAsTheyArrive(db)).toBe(false);
    expect(recentAudit(db, { event: "reviews-publishing-changed" })).toHaveLength(2);
  });
});
