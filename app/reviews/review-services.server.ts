import { createContext } from "react-router";
import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import type { ReviewSecrets } from "./review-requests.server";

/**
 * What the review pages need of the server: the customer's page (`/review/…`) and the owner's.
 * Made in `server/services.ts`.
 */
export interface ReviewServices {
  db: Db;
  /** The site's secret the links are derived with, and who the emails are from. */
  secrets: ReviewSecrets;
  /** DATA_DIR/review-photos and DATA_DIR/uploads. */
  photosDir: string;
  uploadsDir: string;
  /** Sends the queued emails now. */
  wakeOutbox: () => void;
  /** A customer's review has just been stored: the owner's phone alert, and a publish if chosen. */
  arrived: (review: { id: number; shownName: string; rating: number; job: string }) => void;
  /** Puts the reviews as they are now on the site, without the owner's drafts. */
  publishNow: (by: string, summary: string) => void;
}

const asTheyArrive = "publish-reviews-as-they-arrive";

/** Whether a new review (or reply) goes live at once, or with the owner's next publish. */
export const publishesReviewsAsTheyArrive = (db: Db): boolean =>
  db.prepare("SELECT value FROM owner_settings WHERE name = ?").pluck().get(asTheyArrive) === "yes";

export function setPublishReviewsAsTheyArrive(
  db: Db,
  { on, by, now = Date.now() }: { on: boolean; by: ActingUser; now?: number },
) {
  writeTransaction(db, () => {
    db.prepare(
      `INSERT INTO owner_settings (name, value) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    ).run(asTheyArrive, on ? "yes" : "no");
    recordAudit(
      db,
      {
        event: "reviews-publishing-changed",
        userId: by.id,
        email: by.email,
        detail: on ? "reviews go live as they arrive" : "reviews go live with the next publish",
      },
      now,
    );
  });
}

/** Requests for a customer's review page and the owner's area only. */
export const reviewsContext = createContext<ReviewServices>();
