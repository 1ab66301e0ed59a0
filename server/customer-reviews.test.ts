import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { privateLimits } from "~/private-links/link-guessing.server";
import { askForReview } from "~/reviews/review-requests.server";
import { photo } from "../tests/support/quote-photo-server";
import { postQuote, validRequest } from "../tests/support/quote-posts";
import { siteSourceCopy } from "../tests/support/site-source-copy";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";
import {
  headersFor,
  multipartBuffer,
  type Part,
  pngBomb,
  smallJpeg,
} from "../tests/support/test-photos";

/** A customer's page and its hostile posts, against the real server: each refusal stores nothing. */
const job = { serviceSlug: "roofing", job: "Roofing", projectSlug: null, town: "Lytham" };
const owner = { id: 1, email: "owner@example.com" };
const goodAnswers = {
  rating: "4",
  text: "Tidy, on time, and the new roof has been dry through two storms already.",
  shownAs: "initial",
  town: "Lytham St Annes",
  agree: "yes",
};

let app: TestApp;
let leadCount = 0;

async function newLead(server: TestApp, firstName = "Sarah", lastName = "Mills") {
  leadCount++;
  const sent = await postQuote(server.url, {
    ...validRequest,
    firstName,
    lastName,
    idempotencyKey: `review-lead-${leadCount}`,
  });
  expect(sent.status).toBe(200);
  return server.services.db.prepare("SELECT max(id) FROM quote_requests").pluck().get() as number;
}

/** Asks for a review on a new lead, as the owner's page does; returns the link's path. */
async function linkFor(server: TestApp, names?: [string, string]) {
  const leadId = await newLead(server, ...(names ?? []));
  const { link } = askForReview(
    server.services.db,
    { leadId, job, by: owner },
    server.services.reviews.secrets,
  );
  return new URL(link).pathname;
}

const post = (server: TestApp, page: string, parts: Part[]) =>
  fetch(server.url + page, {
    method: "POST",
    body: new Uint8Array(multipartBuffer(parts)),
    headers: { ...headersFor(), "sec-fetch-site": "same-origin" },
  });
const fields = (answers: Record<string, string>): Part[] =>
  Object.entries(answers).map(([name, value]) => ({ name, value }));

const publishes = (server: TestApp) =>
  server.services.db.prepare("SELECT summary FROM publishes ORDER BY id").pluck().all();
const reviewCount = (server: TestApp) =>
  server.services.db.prepare("SELECT count(*) FROM reviews").pluck().get() as number;
const photoFiles = (server: TestApp) => {
  const dir = path.join(server.dataDir, "review-photos");
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Removing a review publishes: to a copy of the content, never this checkout's. */
const sources: string[] = [];
function startApp(env: Record<string, string>) {
  sources.push(siteSourceCopy());
  return startTestApp({ SITE_SOURCE_DIR: sources.at(-1) ?? "", ...env });
}

beforeAll(async () => {
  app = await startApp({ QUOTE_RATE_LIMIT: "1000" });
  app.services.db
    .prepare("INSERT INTO users (id, email, role, created_at) VALUES (1, ?, 'owner', ?)")
    .run(owner.email, new Date().toISOString());
});
afterAll(async () => {
  await app?.stop();
  removeDir(app.dataDir);
  for (const source of sources) removeDir(source);
});

describe("the customer's review page", () => {
  it("greets the customer by name, offers both ways of showing it, and is kept out of search", async () => {
    const page = await linkFor(app);
    const response = await fetch(app.url + page);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("How did we do, Sarah?");
    expect(html).toContain("Sarah M.");
    expect(html).toContain("Sarah Mills");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).not.toContain("<script");
  });

  it("stores a review with a photo, once, alerting the owner's phone: the link then says kindly that it was used", async () => {
    const alerts: unknown[] = [];
    const alert = app.services.push.alert;
    app.services.push.alert = async (payload) => {
      alerts.push(payload);
      return { sent: 0, removed: 0, failed: 0 };
    };
    onTestFinished(() => {
      app.services.push.alert = alert;
    });
    const page = await linkFor(app);
    const sent = await post(app, page, [
      ...fields(goodAnswers),
      { name: "photos", filename: "roof.jpg", content: await smallJpeg() },
    ]);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Thank you, Sarah M.");
    expect(reviewCount(app)).toBe(1);
    expect(alerts).toEqual([
      {
        title: "New review",
        body: "★★★★☆ Sarah M. · Roofing",
        url: "/owner/reviews",
        tag: expect.any(String),
      },
    ]);
    // Reviews wait for the owner's next publish unless they chose "as they arrive".
    expect(publishes(app)).toEqual([]);
    expect(photoFiles(app).filter((name) => !name.startsWith("tmp-"))).toHaveLength(2);
    const again = await post(app, page, fields(goodAnswers));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("this link has been used");
    expect((await fetch(app.url + page)).status).toBe(410);
    expect(reviewCount(app)).toBe(1);
  });

  it("guessed, malformed and expired links get a 4xx, the phone number, and store nothing", async () => {
    const before = reviewCount(app);
    for (const page of [`/review/${"A".repeat(43)}`, "/review/short", "/review/..%2F..%2Fetc"]) {
      const response = await post(app, page, fields(goodAnswers));
      // 405 where the address cannot be a review link at all: it takes no posts.
      expect([404, 405], page).toContain(response.status);
    }
    const guessed = await fetch(`${app.url}/review/${"A".repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.text()).toContain("This link does not work");
    const page = await linkFor(app);
    app.services.db
      .prepare("UPDATE review_requests SET expires_at = ?")
      .run("2020-01-01T00:00:00Z");
    const expired = await post(app, page, fields(goodAnswers));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");
    expect(reviewCount(app)).toBe(before);
  });

  it("a link writes only its own customer's review", async () => {
    const tom = await linkFor(app, ["Tom", "Hart"]);
    await linkFor(app, ["Ann", "Lee"]);
    expect(await (await fetch(app.url + tom)).text()).not.toContain("Ann Lee");
    expect((await post(app, tom, fields({ ...goodAnswers, shownAs: "full" }))).status).toBe(200);
    const names = app.services.db.prepare("SELECT shown_name FROM reviews").pluck().all();
    expect(names).toContain("Tom Hart");
    expect(names).not.toContain("Ann Lee");
  });
});

describe("bad input: a message beside the field, a 4xx, nothing stored, the link still works", () => {
  const cases: [string, Record<string, string>, number, RegExp][] = [
    ["no stars", { ...goodAnswers, rating: "" }, 400, /Choose from 1 to 5 stars/],
    ["six stars", { ...goodAnswers, rating: "6" }, 400, /Choose from 1 to 5 stars/],
    ["too short", { ...goodAnswers, text: "Good." }, 400, /at least 20 characters/],
    ["too long", { ...goodAnswers, text: "x".repeat(2001) }, 400, /at most 2,000 characters/],
    ["no agreement", { ...goodAnswers, agree: "" }, 400, /agree to your review being published/],
    [
      "a town over two lines",
      { ...goodAnswers, town: "Lytham\r\nBcc: x@evil" },
      400,
      /on one line/,
    ],
    ["a made-up name choice", { ...goodAnswers, shownAs: "someone-else" }, 400, /how your name/],
  ];
  for (const [what, answers, status, message] of cases)
    it(what, async () => {
      const page = await linkFor(app);
      const before = reviewCount(app);
      const response = await post(app, page, fields(answers));
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(message);
      expect(reviewCount(app)).toBe(before);
      expect((await fetch(app.url + page)).status).toBe(200);
    });

  it("keeps what was typed, ties each error to its answer, and asks for the photos again", async () => {
    const page = await linkFor(app);
    const before = { reviews: reviewCount(app), files: photoFiles(app).length };
    const response = await post(app, page, [
      ...fields({ ...goodAnswers, text: "Good roof.", town: "Kirkham" }),
      { name: "photos", filename: "roof.jpg", content: await smallJpeg() },
    ]);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="review-text-hint review-text-error"[^>]*>Good roof\.<\/textarea>/,
    );
    expect(html).toMatch(/<p id="review-text-error"[^>]*>.*at least 20 characters/);
    expect(html).toMatch(/<input[^>]*name="town"[^>]*value="Kirkham"/);
    expect(html).toMatch(/<input(?=[^>]*value="4")(?=[^>]*checked="")[^>]*name="rating"/);
    expect(html).toMatch(/<input[^>]*name="agree"[^>]*checked=""/);
    expect(html).toMatch(
      /<p id="review-photos-error"[^>]*>.*Your photos were not kept: please choose them again\./,
    );
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*aria-describedby="review-photos-hint review-photos-error"/,
    );
    expect(reviewCount(app)).toBe(before.reviews);
    expect(photoFiles(app)).toHaveLength(before.files);
    // Without photos sent, nothing is said about them.
    const plain = await post(app, page, fields({ ...goodAnswers, text: "Good roof." }));
    expect(await plain.text()).not.toContain("Your photos were not kept");
  });

  it("uploads that lie (a text file called .jpg, a decompression bomb, four photos) are refused and no file is kept", async () => {
    const page = await linkFor(app);
    const before = { reviews: reviewCount(app), files: photoFiles(app).length };
    const lie = await post(app, page, [
      ...fields(goodAnswers),
      { name: "photos", filename: "roof.jpg", content: Buffer.from("<?php system($_GET[1]); ?>") },
    ]);
    expect(lie.status).toBe(400);
    expect(await lie.text()).toContain("roof.jpg");
    const bomb = await post(app, page, [
      ...fields(goodAnswers),
      { name: "photos", filename: "bomb.png", content: await pngBomb(30_000, 30_000) },
    ]);
    expect(bomb.status).toBe(400);
    expect(await bomb.text()).toContain("bomb.png");
    const jpeg = await smallJpeg();
    const four = await post(app, page, [
      ...fields(goodAnswers),
      ...[1, 2, 3, 4].map((n) => ({ name: "photos", filename: `p${n}.jpg`, content: jpeg })),
    ]);
    expect(four.status).toBe(400);
    expect(await four.text()).toContain("at most 3 photos");
    expect(reviewCount(app)).toBe(before.reviews);
    expect(photoFiles(app)).toHaveLength(before.files);
  });

  it("photos too large (one of 16 MB, or 41 MB in all) get a 413 in words, and no file is kept", async () => {
    const page = await linkFor(app);
    const before = { reviews: reviewCount(app), files: photoFiles(app).length };
    const huge = await post(app, page, [...fields(goodAnswers), photo(16_000_000, "huge.jpg")]);
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("&quot;huge.jpg&quot; is larger than 15 MB");
    const tooMuch = await post(app, page, [
      ...fields(goodAnswers),
      photo(14_000_000),
      photo(14_000_000),
      photo(13_000_000),
    ]);
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.text()).toContain("40 MB");
    expect(reviewCount(app)).toBe(before.reviews);
    expect(photoFiles(app)).toHaveLength(before.files);
    expect((await fetch(app.url + page)).status).toBe(200);
  });

  it("markup and formulas are kept as text and shown as text", async () => {
    const page = await linkFor(app, ["<b>Eve</b>", '=HYPERLINK("http://evil.example")']);
    const form = await (await fetch(app.url + page)).text();
    expect(form).not.toContain("<b>Eve</b>");
    expect(form).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    const hostile = {
      ...goodAnswers,
      text: "<script>alert(1)</script> =cmd|' /C calc'!A0 great roof, would recommend",
      town: "<img src=x onerror=alert(1)>",
    };
    expect((await post(app, page, fields(hostile))).status).toBe(200);
    const stored = app.services.db
      .prepare("SELECT text, town FROM reviews ORDER BY id DESC LIMIT 1")
      .get() as { text: string; town: string };
    expect(stored).toEqual({ text: hostile.text, town: hostile.town });
    const thanks = app.services.db
      .prepare("SELECT message FROM outbox WHERE kind = 'review-thanks' ORDER BY id DESC LIMIT 1")
      .pluck()
      .get() as string;
    expect(JSON.parse(thanks).html).not.toContain("<b>Eve</b>");
  });
});

describe("publishing reviews as they arrive", () => {
  it("puts a new review on the site at once when the owner chose so", async () => {
    app.services.db
      .prepare(
        "INSERT INTO owner_settings (name, value) VALUES ('publish-reviews-as-they-arrive', 'yes')",
      )
      .run();
    onTestFinished(() => {
      app.services.db.prepare("DELETE FROM owner_settings").run();
    });
    const page = await linkFor(app, ["Nina", "Park"]);
    expect((await post(app, page, fields(goodAnswers))).status).toBe(200);
    expect(publishes(app)).toContain("A new review from Nina P.");
  });
});

describe("the removal link in the thank-you email", () => {
  it("asks first, then removes the review and its photos, and works once", async () => {
    const page = await linkFor(app, ["Rita", "Moss"]);
    await post(app, page, [
      ...fields(goodAnswers),
      { name: "photos", filename: "roof.jpg", content: await smallJpeg() },
    ]);
    const thanks = JSON.parse(
      app.services.db
        .prepare("SELECT message FROM outbox WHERE kind = 'review-thanks' ORDER BY id DESC LIMIT 1")
        .pluck()
        .get() as string,
    );
    const removal = new URL(/https?:\/\/\S+\/remove/.exec(thanks.text)?.[0] ?? "").pathname;
    const files = photoFiles(app).length;
    const ask = await fetch(app.url + removal);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Remove your review?");
    expect(reviewCount(app)).toBeGreaterThan(0);
    const removed = await fetch(app.url + removal, {
      method: "POST",
      body: new URLSearchParams(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("Your review is removed");
    // Off the site at once: a publish of the content as it is, whatever the owner chose.
    expect(publishes(app)).toContain("A review taken down by the customer who wrote it");
    expect(
      app.services.db
        .prepare("SELECT count(*) FROM reviews WHERE shown_name = 'Rita M.'")
        .pluck()
        .get(),
    ).toBe(0);
    expect(photoFiles(app)).toHaveLength(files - 2);
    const again = await fetch(app.url + removal);
    expect(await again.text()).toContain("Your review is removed");
    expect((await fetch(`${app.url}/review/${"B".repeat(43)}/remove`)).status).toBe(404);
  });
});

describe("a flood of review posts", () => {
  it("is cut off by the rate limit with a 429, and stores nothing past it", async () => {
    const flooded = await startApp({});
    try {
      flooded.services.db
        .prepare("INSERT INTO users (id, email, role, created_at) VALUES (1, ?, 'owner', ?)")
        .run(owner.email, new Date().toISOString());
      const page = await linkFor(flooded);
      const statuses: number[] = [];
      for (let post = 0; post <= privateLimits.posts; post++)
        statuses.push(
          (
            await fetch(flooded.url + page, {
              method: "POST",
              body: new URLSearchParams({ ...goodAnswers, text: "short" }),
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                "sec-fetch-site": "same-origin",
              },
            })
          ).status,
        );
      // A private page's posts have their own limit, apart from the quote form's: up to it, each
      // is read (and refused as too short), then 429.
      expect(statuses).toEqual([...Array(privateLimits.posts).fill(400), 429]);
      expect(reviewCount(flooded)).toBe(0);
      const refused = await fetch(flooded.url + page, {
        method: "POST",
        body: new URLSearchParams(goodAnswers),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
        },
      });
      expect(refused.status).toBe(429);
      expect(reviewCount(flooded)).toBe(0);
    } finally {
      await flooded.stop();
      removeDir(flooded.dataDir);
    }
  });
});
