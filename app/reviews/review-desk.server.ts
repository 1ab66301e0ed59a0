import type { Company } from "~/company/company";
import type { PushAlerts } from "~/push/push-alerts.server";
import { publishesReviewsAsTheyArrive, type ReviewServices } from "./review-services.server";

/**
 * The review pages' services, and what a customer's new review sets off: an alert on the
 * owner's phones with its stars, and, if the owner chose so, a publish straight away.
 */
export function createReviewServices({
  secret,
  company,
  mailFrom,
  siteUrl,
  alert,
  publish,
  ...given
}: Pick<ReviewServices, "db" | "photosDir" | "uploadsDir" | "wakeOutbox"> & {
  secret: Buffer;
  company: Company;
  /** Who the customer's emails are from. */
  mailFrom: string;
  siteUrl: string;
  alert: PushAlerts["alert"];
  /** Puts the reviews as they are now on the site, without the owner's drafts. */
  publish: (change: { by: string; summary: string }) => void;
}): ReviewServices {
  const publishNow = (by: string, summary: string) => publish({ by, summary });
  return {
    ...given,
    secrets: {
      secret,
      mail: { company, from: { name: company.tradingName, address: mailFrom }, siteUrl },
    },
    arrived: (review) => {
      void alert({
        title: "New review",
        body: `${"★".repeat(review.rating)}${"☆".repeat(5 - review.rating)} ${review.shownName} · ${review.job}`,
        url: "/owner/reviews",
        tag: `review-${review.id}`,
      });
      if (publishesReviewsAsTheyArrive(given.db))
        publishNow("Reviews", `A new review from ${review.shownName}`);
    },
    publishNow,
  };
}
