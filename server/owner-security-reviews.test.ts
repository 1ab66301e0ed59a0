import { beforeAll, describe, expect, it } from "vitest";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { content } from "../tests/support/site-content";
import { customerReview, preparedReviewPhotos, writeReview } from "../tests/support/test-reviews";

/** The owner's area's security bar for customers' reviews: the screen, its posts, its photos. */
const area = ownerAreaServer();
const { get } = area;
const hostileText = "<img src=x onerror=alert(1)> the roof leaks <script>alert('review')</script>";
let reviewId = 0;

const db = () => area.app.services.db;
const reviewRow = () =>
  db()
    .prepare(
      `SELECT rating, text, shown_name AS shownName, town, reply, withheld_reason AS withheld
       FROM reviews WHERE id = ?`,
    )
    .get(reviewId);

beforeAll(async () => {
  const { reviews } = area.app.services;
  const owner = db().prepare("SELECT id, email FROM users WHERE role = 'owner'").get() as {
    id: number;
    email: string;
  };
  reviewId = writeReview(db(), {
    leadId: area.photoLeadId,
    by: owner,
    secrets: reviews.secrets,
    review: customerReview({ rating: 2, text: hostileText }),
    photos: await preparedReviewPhotos(reviews.photosDir, 2),
  });
});

describe("the owner's menu counts new reviews like new leads", () => {
  it("until the owner opens the reviews screen; staff never see it", async () => {
    /** The Reviews item of the menu, as read out: its text without the markup. */
    const menuItem = async (cookie: string) => {
      const html = await (await get("/owner", cookie)).text();
      const link = /<a [^>]*href="\/owner\/reviews"[^>]*>(.*?)<\/a>/.exec(html)?.[1];
      return link?.replace(/<!-- -->|<[^>]+>/g, "");
    };
    expect(await menuItem(area.ownerCookie)).toBe("Reviews 1 new");
    const staff = await signIn(area.app.url, "staff@example.com");
    expect(await menuItem(staff)).toBeUndefined();
    expect((await get("/owner/reviews", area.ownerCookie)).status).toBe(200);
    expect(await menuItem(area.ownerCookie)).toBe("Reviews");
  });
});

describe("the reviews screen is the owner's alone", () => {
  it("staff get 403 on the screen, its photos and every post, and nothing changes", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    for (const page of [
      "/owner/reviews",
      "/owner/reviews.data",
      `/owner/reviews/${reviewId}/photos/1`,
    ])
      expect((await get(page, staff)).status, page).toBe(403);
    const before = reviewRow();
    for (const fields of <Record<string, string>[]>[
      { intent: "reply", id: String(reviewId), reply: "Staff reply" },
      { intent: "withhold", id: String(reviewId), reason: "spam" },
      { intent: "publishing", publish: "on" },
      { intent: "publish-waiting" },
    ]) {
      const response = await postForm(area.app.url, "/owner/reviews", fields, { cookie: staff });
      expect(response.status, fields.intent).toBe(403);
    }
    expect(reviewRow()).toEqual(before);
    expect(db().prepare("SELECT count(*) FROM owner_settings").pluck().get()).toBe(0);
    expect(area.app.services.publishing.publisher.records.recent()).toEqual([]);
  });

  it("a stranger is sent to sign in; a post from another site is refused", async () => {
    for (const page of ["/owner/reviews", `/owner/reviews/${reviewId}/photos/1?size=thumb`]) {
      const response = await get(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/owner\/sign-in/);
    }
    const forged = await postForm(
      area.app.url,
      "/owner/reviews",
      { intent: "withhold", id: String(reviewId), reason: "spam" },
      { cookie: area.ownerCookie, origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(reviewRow()).toMatchObject({ withheld: null });
  });
});

describe("a customer's words and stars are theirs", () => {
  it("are shown as text, and a forged post to change them changes nothing", async () => {
    const html = await (await get("/owner/reviews", area.ownerCookie)).text();
    expect(html).toContain("&lt;script&gt;alert(&#x27;review&#x27;)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert('review')");
    expect(html).not.toContain("<img src=x");
    const before = reviewRow();
    const forged = {
      id: String(reviewId),
      text: "Brilliant work!",
      rating: "5",
      town: "Elsewhere",
    };
    for (const intent of ["edit", "save", "rating", "text", ""]) {
      const response = await postForm(
        area.app.url,
        "/owner/reviews",
        { intent, ...forged },
        { cookie: area.ownerCookie },
      );
      expect(response.status, intent).toBe(400);
      expect(await response.text()).toContain("A customer&#x27;s words and stars are theirs");
    }
    expect(reviewRow()).toEqual(before);
    // The reply form with the customer's fields added: only the reply is read (none: none kept).
    const reply = await postForm(
      area.app.url,
      "/owner/reviews",
      { intent: "reply", ...forged },
      { cookie: area.ownerCookie },
    );
    expect(reply.status).toBe(200);
    expect(reviewRow()).toEqual(before);
  });

  it("cannot be kept off the site for being negative: the reason is refused with a 400", async () => {
    for (const reason of ["negative", "low-rating", ""]) {
      const response = await postForm(
        area.app.url,
        "/owner/reviews",
        { intent: "withhold", id: String(reviewId), reason },
        { cookie: area.ownerCookie },
      );
      expect(response.status, reason).toBe(400);
      expect(await response.text()).toContain("cannot be kept off the site for being negative");
    }
    expect(reviewRow()).toMatchObject({ withheld: null, rating: 2 });
  });
});

describe("customers' review photos", () => {
  it("go to the owner only, never to a cache, and only as the database names them", async () => {
    for (const size of ["", "?size=thumb"]) {
      const photo = await get(`/owner/reviews/${reviewId}/photos/2${size}`, area.ownerCookie);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
      expect(photo.headers.get("cache-control")).toBe("private, no-store");
      expect(photo.headers.get("content-disposition")).toMatch(
        /^inline; filename="review-\d+-photo-2(-small)?\.jpg"$/,
      );
    }
    for (const wrong of [
      `/owner/reviews/${reviewId}/photos/3`,
      `/owner/reviews/${reviewId}/photos/0`,
      `/owner/reviews/${reviewId + 1}/photos/1`,
      `/owner/reviews/${reviewId}/photos/..%2F..%2Fsite.db`,
      `/owner/reviews/..%2F..%2Fsite.db/photos/1`,
      `/owner/reviews/${reviewId}/photos/1e0`,
    ]) {
      const response = await get(wrong, area.ownerCookie);
      expect(response.status, wrong).toBe(404);
      expect(response.headers.get("content-type") ?? "", wrong).not.toMatch(/^image\//);
    }
  });
});

describe("asking for a review from a lead", () => {
  it("is for anyone who works leads, staff too, once per lead", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    const ask = () =>
      postForm(
        area.app.url,
        `/owner/leads/${area.leadId}`,
        {
          intent: "ask-review",
          service: content.services[0]?.slug ?? "",
          project: "",
          town: "Fleetwood",
        },
        { cookie: staff },
      );
    const asked = await ask();
    expect(asked.status).toBe(200);
    expect(await asked.text()).toMatch(/\/review\/[\w-]{43}/);
    const again = await ask();
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A review was already asked for on this lead.");
    expect(
      db()
        .prepare("SELECT asked_by FROM review_requests WHERE quote_request_id = ?")
        .pluck()
        .all(area.leadId),
    ).toEqual(["staff@example.com"]);
  });
});
