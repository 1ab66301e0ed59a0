import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { allReviews } from "~/reviews/review-store.server";
import { reviewsToCsv } from "~/reviews/reviews-csv.server";
import type { Route } from "./+types/reviews-csv";

/** Every customer's review, as a spreadsheet file: the owner's alone. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "answer reviews");
  const csv = reviewsToCsv(allReviews(context.get(ownerRequestContext).db));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="reviews.csv"',
      "Cache-Control": "no-store",
    },
  });
}
