/** Test helpers: a customer's review written straight into the database, as the customer's page stores one. */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Company } from "../../app/company/company";
import type { Db } from "../../app/db/database.server";
import type { PreparedPhoto } from "../../app/photos/photo-store.server";
import type { PublishedReview } from "../../app/reviews/published-review";
import type { CustomerReview } from "../../app/reviews/review-form";
import { askForReview, type ReviewSecrets } from "../../app/reviews/review-requests.server";
import { storeReview } from "../../app/reviews/review-store.server";
import { smallJpeg } from "./test-photos";

/** The secret and the sender of the review emails, for a test database. */
export const testReviewSecrets = (company: Company): ReviewSecrets => ({
  secret: Buffer.alloc(32, 7),
  mail: { company, from: { address: "site@example.com" }, siteUrl: "https://example.com" },
});

export const customerReview = (changes: Partial<CustomerReview> = {}): CustomerReview => ({
  rating: 5,
  text: "The extension was finished on time and the site was tidy every evening.",
  shownAs: "initial",
  town: "Lytham St Annes",
  agree: "yes",
  ...changes,
});

/** The token of a review link as the owner's page shows it (`…/review/<token>`). */
export const tokenOf = (link: string) => link.split("/review/")[1] ?? "";

/** Photos as the customer's page prepares them: small JPEGs, under temporary names in `dir`. */
export async function preparedReviewPhotos(dir: string, count: number): Promise<PreparedPhoto[]> {
  mkdirSync(dir, { recursive: true });
  const photos: PreparedPhoto[] = [];
  for (let position = 1; position <= count; position++) {
    const id = randomBytes(16).toString("hex");
    const thumbId = randomBytes(16).toString("hex");
    const bytes = await smallJpeg(64, 48, position === 1 ? "#c33" : "#3c3");
    const tempFile = path.join(dir, `tmp-${id}`);
    const tempThumb = path.join(dir, `tmp-${thumbId}`);
    writeFileSync(tempFile, bytes);
    writeFileSync(tempThumb, bytes);
    photos.push({
      position,
      originalName: `site-${position}.jpg`,
      dir,
      fileName: `${id}.jpg`,
      thumbFileName: `${thumbId}.jpg`,
      tempFile,
      tempThumb,
      contentType: "image/jpeg",
      width: 64,
      height: 48,
      thumbWidth: 64,
      thumbHeight: 48,
      bytes: bytes.length,
    });
  }
  return photos;
}

/**
 * A review asked for on `leadId` and written by its customer: returns the review's id. The
 * request is skipped when `link` (the owner's page shows it) says it was asked already.
 */
export function writeReview(
  db: Db,
  {
    leadId,
    link,
    by,
    secrets,
    review = customerReview(),
    photos = [],
    now = Date.now(),
  }: {
    leadId: number;
    link?: string;
    by: { id: number; email: string };
    secrets: ReviewSecrets;
    review?: CustomerReview;
    photos?: PreparedPhoto[];
    now?: number;
  },
): number {
  const asked =
    link ??
    askForReview(
      db,
      {
        leadId,
        job: { serviceSlug: "roofing", job: "Roofing", projectSlug: null, town: "Lytham" },
        by,
        now,
      },
      secrets,
    ).link;
  const stored = storeReview(db, { token: tokenOf(asked), review, photos, now }, secrets);
  if (!stored) throw new Error("The review was not stored: its link no longer works");
  return stored.id;
}

/** A verified review as a publish puts it on the site, from `town`, about the service `serviceSlug`. */
export const publishedReview = (
  changes: Partial<PublishedReview> & Pick<PublishedReview, "town">,
): PublishedReview => ({
  id: 1,
  rating: 5,
  text: "Tidy work, on time, and the price we were quoted.",
  name: "Sam P.",
  job: "Extension",
  serviceSlug: "walls",
  projectSlug: null,
  month: "2026-10",
  reply: null,
  photos: [],
  ...changes,
});
