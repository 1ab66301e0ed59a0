import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import { companySchema } from "~/company/company";
import type { Db } from "~/db/database.server";
import { deleteLead, deleteLeadsReceivedBefore } from "~/leads/lead-deletion.server";
import { cleanUpOrphanPhotos } from "~/photos/photo-store.server";
import { openedBy } from "~/private-links/private-links.server";
import { readSiteContent } from "~/site/read-site-content.server";
import { databaseWithOwner, insertLead, type TestUser } from "../../tests/support/test-leads";
import { preparedReviewPhotos, writeReview } from "../../tests/support/test-reviews";
import { reviewLinks } from "./review-links.server";
import {
  askForReview,
  openReviewLink,
  ReviewRequestError,
  remindAboutReview,
  reviewRequestOf,
} from "./review-requests.server";
import {
  allReviews,
  ReviewActionError,
  removeReviewByCustomer,
  replyToReview,
  shownName,
  storeReview,
  withholdReview,
} from "./review-store.server";
import { reviewsToCsv } from "./reviews-csv.server";
import { reviewsForSite } from "./reviews-for-site.server";

const company = companySchema.parse(readSiteContent("content").content.company);
const secrets = {
  secret: Buffer.alloc(32, 7),
  mail: { company, from: { address: "site@example.com" }, siteUrl: "https://example.com" },
};
const job = { serviceSlug: "roofing", job: "Roofing", projectSlug: null, town: "Lytham" };
const review = {
  rating: 2,
  text: "The roof is fine but they left the garden in a mess for a week.",
  shownAs: "initial" as const,
  town: "Lytham St Annes",
  agree: "yes" as const,
};
const day = 24 * 60 * 60 * 1000;
const asked = Date.parse("2026-06-01T09:00:00Z");

let db: Db;
let user: TestUser;
let lead: number;
beforeEach(() => {
  ({ db, user } = databaseWithOwner());
  lead = insertLead(db);
});
afterEach(() => db.close());

const tokenOf = (link: string) => link.split("/review/")[1] ?? "";
const outboxOf = (kind: string) =>
  db.prepare("SELECT message FROM outbox WHERE kind = ?").pluck().all(kind) as string[];

describe("asking for a review", () => {
  it("emails the customer a personal link, shows the owner the same one, and audits it", () => {
    const { link } = askForReview(db, { leadId: lead, job, by: user, now: asked }, secrets);
    expect(link).toMatch(/^https:\/\/example\.com\/review\/[\w-]{43}$/);
    const [email] = outboxOf("review-request");
    expect(email).toContain(link);
    expect(JSON.parse(email ?? "{}").to.address).toBe("sarah.mills@example.org");
    expect(reviewRequestOf(db, lead, secrets, asked)).toMatchObject({ link, state: "waiting" });
    expect(recentAudit(db, { event: "review-asked" })[0]).toMatchObject({
      email: user.email,
      detail: "MC-00001",
    });
    expect(JSON.stringify(db.prepare("SELECT * FROM review_requests").all())).not.toContain(
      tokenOf(link),
    );
    expect(() => askForReview(db, { leadId: lead, job, by: user }, secrets)).toThrow(
      ReviewRequestError,
    );
  });

  it("reminds once, with the same link, while the link works", () => {
    const { link } = askForReview(db, { leadId: lead, job, by: user, now: asked }, secrets);
    remindAboutReview(db, { leadId: lead, by: user, now: asked + 10 * day }, secrets);
    expect(outboxOf("review-reminder")[0]).toContain(link);
    expect(() =>
      remindAboutReview(db, { leadId: lead, by: user, now: asked + 11 * day }, secrets),
    ).toThrow(/already sent/);
    expect(recentAudit(db, { event: "review-reminded" })).toHaveLength(1);
  });

  it("the link works for 60 days and for one review", () => {
    const { link } = askForReview(db, { leadId: lead, job, by: user, now: asked }, secrets);
    const token = tokenOf(link);
    expect(openReviewLink(db, openedBy(db, reviewLinks.write, token), asked + 61 * day)).toEqual({
      problem: "expired",
    });
    expect(openReviewLink(db, openedBy(db, reviewLinks.write, "x".repeat(43)), asked)).toEqual({
      problem: "unknown",
    });
    const stored = storeReview(db, { token, review, photos: [], now: asked + day }, secrets);
    expect(stored?.shownName).toBe("Sarah M.");
    expect(storeReview(db, { token, review, photos: [], now: asked + day }, secrets)).toBeNull();
    expect(openReviewLink(db, openedBy(db, reviewLinks.write, token), asked + 2 * day)).toEqual({
      problem: "used",
      shownName: "Sarah M.",
    });
    expect(allReviews(db)).toHaveLength(1);
  });
});

describe("the owner's side", () => {
  function written() {
    const { link } = askForReview(db, { leadId: lead, job, by: user, now: asked }, secrets);
    const stored = storeReview(
      db,
      { token: tokenOf(link), review, photos: [], now: asked + day },
      secrets,
    );
    if (!stored) throw new Error("not stored");
    return stored.id;
  }

  it("a review goes on the site as written, with the job, the month and the owner's reply", () => {
    const id = written();
    replyToReview(db, {
      id,
      text: "Sorry about the garden: we have changed how we tidy up.",
      by: user,
    });
    const [onSite] = reviewsForSite(db);
    expect(onSite).toMatchObject({
      rating: 2,
      text: review.text,
      name: "Sarah M.",
      town: "Lytham St Annes",
      job: "Roofing",
      reply: "Sorry about the garden: we have changed how we tidy up.",
    });
    expect(onSite?.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("withholds only for a listed reason, and the audit log says who and why", () => {
    const id = written();
    expect(() => withholdReview(db, { id, reason: "negative" as never, by: user })).toThrow(
      ReviewActionError,
    );
    expect(reviewsForSite(db)).toHaveLength(1);
    withholdReview(db, { id, reason: "spam", by: user });
    expect(reviewsForSite(db)).toEqual([]);
    expect(recentAudit(db, { event: "review-withheld" })[0]).toMatchObject({
      email: user.email,
      detail: `review ${id} (Sarah M.): Spam or advertising`,
    });
  });

  it("the customer's removal link takes the review down; the thank-you email carries it", () => {
    const id = written();
    const thanks = JSON.parse(outboxOf("review-thanks")[0] ?? "{}");
    const removal = /\/review\/([\w-]{43})\/remove/.exec(thanks.text)?.[1] ?? "";
    expect(removeReviewByCustomer(db, { token: "y".repeat(43), photosDir: "/none" })).toBeNull();
    expect(removeReviewByCustomer(db, { token: removal, photosDir: "/none" })).toEqual({
      removed: true,
    });
    expect(allReviews(db).map((stored) => stored.id)).not.toContain(id);
    expect(recentAudit(db, { event: "review-removed-by-customer" })).toHaveLength(1);
  });

  it("deleting the lead keeps the published review, and ends a link not yet used", () => {
    written();
    const other = insertLead(db, { firstName: "Tom", lastName: "Hart" });
    const { link } = askForReview(db, { leadId: other, job, by: user }, secrets);
    deleteLead(db, { leadId: lead, user, photosDir: "/none" });
    deleteLead(db, { leadId: other, user, photosDir: "/none" });
    expect(reviewsForSite(db).map((onSite) => onSite.name)).toEqual(["Sarah M."]);
    expect(openReviewLink(db, openedBy(db, reviewLinks.write, tokenOf(link)))).toEqual({
      problem: "unknown",
    });
  });
});

describe("a review's photos outlive its lead", () => {
  it("deleting the lead, a retention run and the start-up clean-up keep them", async () => {
    const photosDir = mkdtempSync(path.join(tmpdir(), "review-photos-"));
    onTestFinished(() => rmSync(photosDir, { recursive: true, force: true }));
    const id = writeReview(db, {
      leadId: lead,
      by: user,
      secrets,
      photos: await preparedReviewPhotos(photosDir, 2),
    });
    const old = insertLead(db, { receivedAt: "2020-01-01T10:00:00.000Z" });
    writeReview(db, {
      leadId: old,
      by: user,
      secrets,
      photos: await preparedReviewPhotos(photosDir, 1),
    });
    const files = readdirSync(photosDir).sort();
    expect(files).toHaveLength(6);

    deleteLead(db, { leadId: lead, user, photosDir: "/none" });
    deleteLeadsReceivedBefore(db, { cutoff: new Date("2021-01-01"), photosDir: "/none" });
    const report = cleanUpOrphanPhotos(db, photosDir, {
      table: "review_photos",
      logger: { warn: () => {} },
    });

    expect(report.deletedUnreferenced).toBe(0);
    expect(readdirSync(photosDir).sort()).toEqual(files);
    expect(reviewsForSite(db).find((onSite) => onSite.id === id)?.photos).toHaveLength(2);
  });
});

describe("shownName", () => {
  it("is the first name and initial, or the full name, as the customer chose", () => {
    expect(shownName("Sarah", "Mills", "initial")).toBe("Sarah M.");
    expect(shownName("Sarah", "mills", "initial")).toBe("Sarah M.");
    expect(shownName("Sarah", "Mills", "full")).toBe("Sarah Mills");
    expect(shownName("Sarah", "Østergaard", "initial")).toBe("Sarah Ø.");
  });
});

describe("reviewsToCsv", () => {
  it("keeps markup as text and neutralises formulas in every cell", () => {
    const { link } = askForReview(db, { leadId: lead, job, by: user, now: asked }, secrets);
    storeReview(
      db,
      {
        token: tokenOf(link),
        review: {
          ...review,
          text: '=HYPERLINK("http://evil.example")',
          town: "+cmd|' /C calc'!A0",
        },
        photos: [],
        now: asked + day,
      },
      secrets,
    );
    const [id] = allReviews(db).map((stored) => stored.id);
    replyToReview(db, { id: id ?? 0, text: "@SUM(1+1)", by: user });
    const csv = reviewsToCsv(allReviews(db));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("'+cmd|' /C calc'!A0");
    expect(csv).toContain("'@SUM(1+1)");
    expect(csv.split("\r\n")[1]).toMatch(/,2,Sarah M\.,/);
  });
});
