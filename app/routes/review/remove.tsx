import { CheckCircle2 } from "lucide-react";
import { Form } from "react-router";
import { Frame } from "~/components/customer-frame";
import { Button } from "~/components/ui/button";
import { privatePageHeaders } from "~/private-links/private-page.server";
import { removalPage, removeReview } from "~/reviews/review-page.server";
import type { Route } from "./+types/remove";

/** Plain HTML: works the same without JavaScript. */
export const handle = { scripts: false };
/** A customer's own page: never kept by a cache on the way. */
export const headers: Route.HeadersFunction = privatePageHeaders;

export const loader = ({ params, context }: Route.LoaderArgs) => removalPage(params.token, context);
export const action = ({ params, context }: Route.ActionArgs) =>
  removeReview(params.token, context);

export const meta: Route.MetaFunction = () => [
  { title: "Remove your review" },
  { name: "robots", content: "noindex, nofollow" },
];

const titles = {
  removed: "Your review is removed",
  gone: "There is no review to remove",
  ask: "Remove your review?",
};

export default function RemoveReview({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <Frame title={titles[state]}>
      {state === "removed" ? (
        <p className="mt-4 flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          It is deleted from our records, with its photos, and leaves the website within a minute.
        </p>
      ) : state === "gone" ? (
        <p className="mt-4">
          This link does not name a review any more: it may already have been removed.
        </p>
      ) : (
        <>
          <p className="mt-4">
            Your review, shown as by {loaderData.shownName}, will be deleted with its photos and any
            reply, and taken off the website. This cannot be undone.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit">Remove my review</Button>
          </Form>
        </>
      )}
    </Frame>
  );
}
