import { describe, expect, it } from "vitest";
import { pageWithReviews, verifiedReview, wordsOf } from "../../../tests/support/page-render";
import * as projectPage from "./route";

// The tests' own content has two projects: Alder Court and Birch Lane.
const render = pageWithReviews({
  url: "/projects/alder-court",
  path: "/projects/:slug",
  page: projectPage,
});
const onAlderCourt = verifiedReview({
  id: 3,
  name: "Ada of Alder Court",
  projectSlug: "alder-court",
  job: "Walls",
  town: "Blackpool",
  month: "2026-07",
  reply: "It was a pleasure to build.",
});
const onBirchLane = verifiedReview({ id: 4, name: "Ben of Birch Lane", projectSlug: "birch-lane" });
const withoutProject = verifiedReview({ id: 5, name: "Someone else", projectSlug: null });

describe("a project's page", () => {
  it("shows what the project's customer said, and nobody else's", async () => {
    const html = await render([withoutProject, onBirchLane, onAlderCourt]);
    const words = wordsOf(html);
    expect(words).toContain("What customers said");
    expect(words).toContain("Ada of Alder Court Verified customer Walls, Blackpool July 2026");
    expect(words).toContain("Reply from Dune Builders It was a pleasure to build.");
    expect(html).not.toContain("Ben of Birch Lane");
    expect(html).not.toContain("Someone else");
    expect(html).not.toContain('href="/testimonials"');
  });

  it("has no trace of reviews when none is about the project", async () => {
    const withOthers = await render([withoutProject, onBirchLane]);
    expect(withOthers).not.toContain("What customers said");
    expect(withOthers).toBe(await render());
  });
});
