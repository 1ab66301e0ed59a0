import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReviewsPage } from "~/reviews/reviews-page.server";
import { reviewsPageFormOf } from "~/reviews/reviews-page-forms";
import { wordsOf } from "../../../tests/support/page-render";
import Reviews from "./reviews";

/** A review as the Reviews page lists it, kept off the site by the owner a moment ago. */
const keptOff: ReviewsPage["reviews"][number] = {
  id: 7,
  isNew: false,
  rating: 1,
  text: "Cheap loans! Visit our site.",
  shownName: "Cheap E.",
  job: "Roofing",
  town: "Fleetwood",
  receivedAt: "2026-06-01T09:00:00.000Z",
  photos: [],
  reply: null,
  repliedBy: null,
  repliedAt: null,
  withheld: { reason: "Spam or advertising", by: "owner@example.com", at: "2026-06-02T09:00:00Z" },
  state: "leaving",
  replyWaiting: false,
};

const page = (publishing: boolean): ReviewsPage => ({
  reviews: [keptOff],
  publishesAsTheyArrive: false,
  waiting: { reviews: 0, replies: 0, leaving: 1 },
  publishing,
  maxReplyLength: 1000,
});

/** The page as the server sends it after a post, with the action's answer. */
const Stub = createRoutesStub([{ id: "reviews", path: "/owner/reviews", Component: Reviews }]);
const render = (loaderData: ReviewsPage, actionData?: unknown) =>
  renderToStaticMarkup(
    <Stub
      initialEntries={["/owner/reviews"]}
      hydrationData={{
        loaderData: { reviews: loaderData },
        actionData: actionData ? { reviews: actionData } : undefined,
      }}
    />,
  );

/** The text of each status message (`role="status"`) of the page. */
const statuses = (html: string) =>
  [...html.matchAll(/<div role="status"[^>]*>(.*?)<\/div>/g)].map((match) =>
    wordsOf(match[1] ?? "").trim(),
  );

describe("the owner's Reviews page", () => {
  it("announces a review kept off the site: a status on its card, where its form was", () => {
    const message = "Kept off the site: it comes off the website in a few seconds.";
    const html = render(page(false), {
      form: reviewsPageFormOf({ intent: "withhold", id: keptOff.id }),
      ok: true,
      message,
      result: { status: "success", initialValue: null },
    });
    expect(statuses(html)).toEqual([message]);
    const card = /<li id="review-7">(.*?)<\/li>/s.exec(html)?.[1] ?? "";
    expect(card).toContain(`role="status"`);
    expect(statuses(card)).toEqual([message]);
  });

  it("says nothing on the card when nothing was done to it", () => {
    expect(statuses(render(page(false)))).toEqual([]);
  });

  it("says a publish under way takes seconds, as it does, not minutes", () => {
    const [notice] = statuses(render(page(true)));
    expect(notice).toMatch(/^The site is being updated: it takes a few seconds\./);
    expect(notice).not.toMatch(/minute/);
  });
});
