import { describe, expect, it } from "vitest";
import { pageWithReviews, verifiedReview, wordsOf } from "../../../tests/support/page-render";
import * as servicePage from "./route";

// The tests' own content has one service, Walls (/services/walls).
const render = pageWithReviews({
  url: "/services/walls",
  path: "/services/:slug",
  page: servicePage,
});
const onWalls = (id: number, month: string) =>
  verifiedReview({ id, name: `Walls customer ${id}`, serviceSlug: "walls", month });
const onRoofing = verifiedReview({
  id: 90,
  name: "Roofing customer",
  job: "Roofing",
  serviceSlug: "roofing",
});

describe("a service's page", () => {
  it("shows what the service's own customers said, newest first, marked as verified", async () => {
    const html = await render([onWalls(2, "2026-11"), onRoofing, onWalls(1, "2026-08")]);
    const words = wordsOf(html);
    expect(words).toContain("What customers said");
    expect(words.indexOf("Walls customer 2")).toBeLessThan(words.indexOf("Walls customer 1"));
    expect(words).toContain("Verified customer");
    expect(words).toContain("Walls, Cleveleys");
    expect(html).not.toContain("Roofing customer");
    expect(html).not.toContain('href="/testimonials"');
  });

  it("shows at most three, with a link to every review when there are more", async () => {
    const reviews = [4, 3, 2, 1].map((id) => onWalls(id, `2026-0${id}`));
    const html = await render(reviews);
    expect(html).toContain("Walls customer 4");
    expect(html).toContain("Walls customer 2");
    expect(html).not.toContain("Walls customer 1");
    expect(html).toMatch(/<a [^>]*href="\/testimonials"[^>]*>Read All Reviews/);
  });

  it("has no trace of reviews when none is about the service", async () => {
    const withOthers = await render([onRoofing]);
    expect(withOthers).not.toContain("What customers said");
    expect(withOthers).not.toContain("Roofing customer");
    expect(withOthers).toBe(await render());
  });
});
