import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import type { SignedInUser } from "~/accounts/sessions.server";
import { companySchema } from "~/company/company";
import { withContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { readSiteContent } from "~/site/read-site-content.server";
import { fixtureContent, verifiedReview } from "../../tests/support/page-render";
import { submit } from "../../tests/support/site-editing";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { customerReview, testReviewSecrets, writeReview } from "../../tests/support/test-reviews";
import { publishesReviewsAsTheyArrive, type ReviewServices } from "./review-services.server";
import { allReviews, unseenReviews } from "./review-store.server";
import { customerReviewsPage } from "./reviews-page.server";
import { actOnReviews, reviewsPageForm, reviewsPageWords } from "./reviews-page-actions.server";
import { reviewsPageFormOf } from "./reviews-page-forms";

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

/** One of the page's forms sent, as the page sends it; what the page then shows. */
const act = (fields: Record<string, string>) =>
  submit(
    reviewsPageForm,
    fields,
    (sent) => actOnReviews(services, { user, sent, now: asked + 3 * day }),
    {
      form: reviewsPageFormOf,
      words: reviewsPageWords,
    },
  );

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
    const page = customerReviewsPage(db, asked + 2 * day);
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
    expect(customerReviewsPage(db).reviews.every((review) => !review.isNew)).toBe(true);
  });
});

describe("replying", () => {
  it("stores the reply, and publishes only when reviews go on the site as they arrive", async () => {
    const { critical } = twoReviews();
    const reply = "Sorry about the garden: we have changed how we tidy up.";
    expect(await act({ intent: "reply", id: String(critical), reply })).toMatchObject({
      ok: true,
      message: "Reply saved.",
    });
    expect(allReviews(db).find((review) => review.id === critical)).toMatchObject({
      reply,
      repliedBy: user.email,
    });
    expect(publishNow).not.toHaveBeenCalled();
    expect(recentAudit(db, { event: "review-replied" })[0]).toMatchObject({ email: user.email });

    await act({ intent: "publishing", publish: "on" });
    publishNow.mockClear();
    expect(await act({ intent: "reply", id: String(critical), reply: "" })).toMatchObject({
      message: "Reply taken away.",
    });
    expect(allReviews(db).find((review) => review.id === critical)?.reply).toBeNull();
    expect(publishNow).toHaveBeenCalledWith(user.email, "A reply to a review");
  });

  it("refuses a reply over 1,000 characters with a 400 beside it, and keeps the one there", async () => {
    const { critical } = twoReviews();
    await act({ intent: "reply", id: String(critical), reply: "Thank you." });
    expect(
      await act({ intent: "reply", id: String(critical), reply: "x".repeat(1001) }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { reply: ["A reply can be at most 1,000 characters: this one has 1,001."] },
    });
    expect(allReviews(db).find((review) => review.id === critical)?.reply).toBe("Thank you.");
  });

  it("answers 404 for a review that is not there, and 409 for one kept off the site", async () => {
    const { critical } = twoReviews();
    for (const id of ["999", "0", "1e3", "-1", "", "../1"])
      expect(await act({ intent: "reply", id, reply: "Hello" }), id).toMatchObject({
        ok: false,
        status: 404,
        message: "That review is no longer there: the list below is up to date.",
      });
    await act({ intent: "withhold", id: String(critical), reason: "spam" });
    expect(await act({ intent: "reply", id: String(critical), reply: "Hello" })).toMatchObject({
      ok: false,
      status: 409,
      message: "This review is kept off the site: a reply to it would not be shown.",
    });
    expect(allReviews(db).every((review) => review.reply === null)).toBe(true);
  });
});

describe("keeping a review off the site", () => {
  it("needs one of the listed reasons: none, or 'negative', is refused with a 400", async () => {
    const { critical } = twoReviews();
    for (const reason of [undefined, "", "negative", "bad-rating", "toString", "__proto__"]) {
      const outcome = await act({
        intent: "withhold",
        id: String(critical),
        ...(reason === undefined ? {} : { reason }),
      });
      expect(outcome, String(reason)).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { reason: ["Choose one of the reasons above."] },
      });
    }
    expect(allReviews(db).every((review) => review.withheldReason === null)).toBe(true);
    expect(recentAudit(db, { event: "review-withheld" })).toEqual([]);
    expect(publishNow).not.toHaveBeenCalled();
  });

  it("as spam: recorded with who and why, and the site is published at once", async () => {
    const { critical } = twoReviews();
    // Not on the site yet: it stays off it.
    expect(await act({ intent: "withhold", id: String(critical), reason: "spam" })).toMatchObject({
      ok: true,
      message: "Kept off the site: it will not go on the website.",
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
    expect(customerReviewsPage(db).reviews.find((review) => review.id === critical)).toMatchObject({
      state: "kept-off",
      withheld: { reason: "Spam or advertising", by: user.email },
    });
    expect(
      await act({ intent: "withhold", id: String(critical), reason: "abusive" }),
    ).toMatchObject({ status: 409, message: "This review is already kept off the site." });
  });

  it("on the site: it says the review comes off it in seconds, as a publish of reviews takes", async () => {
    const { critical } = twoReviews();
    const live = fixtureContent({ reviews: [verifiedReview({ id: critical })] });
    expect(
      await withContent(live, () =>
        act({ intent: "withhold", id: String(critical), reason: "spam" }),
      ),
    ).toMatchObject({
      ok: true,
      message: "Kept off the site: it comes off the website in a few seconds.",
    });
    expect(publishNow).toHaveBeenCalledWith(user.email, "A review kept off the site");
  });
});

describe("the customer's words are theirs", () => {
  it("a forged post to change a review's text or stars changes nothing", async () => {
    const { critical } = twoReviews();
    const before = customersWords();
    const forged = { id: String(critical), text: "Brilliant!", rating: "5", shownName: "X" };
    for (const intent of ["edit", "save", "update", "text", "rating", ""])
      expect(await act({ ...forged, intent }), intent).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: {
          intent: [
            "That is not something this page can do. A customer's words and stars are theirs: they cannot be changed here.",
          ],
        },
      });
    // The real forms carry the forged fields too: only their own field is read.
    await act({ ...forged, intent: "reply", reply: "Thank you." });
    await act({ ...forged, intent: "withhold", reason: "nonsense" });
    await act({ ...forged, intent: "publishing", publish: "off" });
    expect(customersWords()).toEqual(before);
    expect(allReviews(db).find((review) => review.id === critical)?.text).toBe(
      "The roof is fine but they left the garden in a mess for a week.",
    );
  });
});

describe("publish reviews as they arrive", () => {
  it("is a setting the owner turns on and off; turning it on publishes what waits", async () => {
    twoReviews();
    expect(publishesReviewsAsTheyArrive(db)).toBe(false);
    expect(await act({ intent: "publishing", publish: "on" })).toMatchObject({ ok: true });
    expect(publishesReviewsAsTheyArrive(db)).toBe(true);
    expect(publishNow).toHaveBeenCalledTimes(1);
    expect(await act({ intent: "publishing", publish: "off" })).toMatchObject({ ok: true });
    expect(publishesReviewsAsTheyArrive(db)).toBe(false);
    for (const publish of [{ publish: "maybe" }, {}] as Record<string, string>[])
      expect(await act({ intent: "publishing", ...publish })).toMatchObject({
        status: 400,
        fieldErrors: { publish: ["Choose whether reviews go on the site as they arrive."] },
      });
    expect(publishesReviewsAsTheyArrive(db)).toBe(false);
    expect(recentAudit(db, { event: "reviews-publishing-changed" })).toHaveLength(2);
  });
});

describe("what waits for a publish", () => {
  it("is counted for the page: reviews to go on, replies, and reviews to come off", async () => {
    const { critical } = twoReviews();
    expect(customerReviewsPage(db).waiting).toEqual({ reviews: 2, replies: 0, leaving: 0 });
    await act({ intent: "withhold", id: String(critical), reason: "spam" });
    expect(customerReviewsPage(db).waiting).toEqual({ reviews: 1, replies: 0, leaving: 0 });
    publishNow.mockClear();
    expect(await act({ intent: "publish-waiting" })).toMatchObject({ ok: true });
    expect(publishNow).toHaveBeenCalledWith(user.email, "Reviews waiting to go on the site");
  });
});
