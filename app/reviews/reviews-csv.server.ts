import { csvCell } from "~/lib/csv";
import { localDateTime } from "~/lib/uk-time";
import { withholdReasons } from "./review-job";
import type { StoredReview } from "./review-store.server";

const columns = [
  "Received",
  "Stars",
  "Name shown",
  "Town",
  "Job",
  "Review",
  "On the website",
  "Kept off because",
  "Your reply",
] as const;

/**
 * The customers' reviews as a spreadsheet file, the firm's to keep: the same cells as the
 * leads' file (formulas neutralised, UTF-8 with a byte-order mark, CRLF).
 */
export function reviewsToCsv(reviews: readonly StoredReview[]): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const review of reviews)
    lines.push(
      [
        localDateTime(new Date(review.receivedAt)),
        String(review.rating),
        review.shownName,
        review.town,
        review.job,
        review.text,
        review.withheldReason ? "No" : "Yes",
        review.withheldReason ? withholdReasons[review.withheldReason] : "",
        review.reply ?? "",
      ]
        .map(csvCell)
        .join(","),
    );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
