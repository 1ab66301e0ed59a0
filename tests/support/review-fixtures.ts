import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { CustomerReview } from "../../app/reviews/review-form";
import type { ReviewJob } from "../../app/reviews/review-job";
import { askForReview } from "../../app/reviews/review-requests.server";
import { storeReview } from "../../app/reviews/review-store.server";
import { e2eDataDir } from "./owner-fixtures";
import { content } from "./site-content";

/** A job of the site's own: its first service, in a town of its first area. */
export const firstServiceJob = (): ReviewJob => {
  const service = content.services[0];
  if (!service) throw new Error("The content has no service to review");
  return { serviceSlug: service.slug, job: service.title, projectSlug: null, town: "Lytham" };
};

/**
 * Asks for a review on a stored lead, as the owner's lead page does, in a server's data folder
 * (its database and secret); with `review`, the customer writes it too. Returns the link's path.
 */
export function askForReviewIn(
  leadId: number,
  {
    dataDir = e2eDataDir(),
    by,
    job = firstServiceJob(),
    review,
    siteUrl = "http://127.0.0.1",
  }: {
    dataDir?: string;
    by: { id: number; email: string };
    job?: ReviewJob;
    review?: CustomerReview;
    siteUrl?: string;
  },
): string {
  const db = new Database(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  try {
    const secrets = {
      secret: Buffer.from(readFileSync(path.join(dataDir, "form-secret"), "utf8").trim(), "base64"),
      mail: { company: content.company, from: { address: "site@example.com" }, siteUrl },
    };
    const { link } = askForReview(db as never, { leadId, job, by }, secrets);
    const token = new URL(link).pathname.split("/")[2] ?? "";
    if (review) storeReview(db as never, { token, review, photos: [] }, secrets);
    return new URL(link).pathname;
  } finally {
    db.close();
  }
}
