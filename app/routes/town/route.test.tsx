import { describe, expect, it } from "vitest";
import {
  fixtureContent,
  renderPage,
  verifiedReview,
  wordsOf,
} from "../../../tests/support/page-render";
import * as areasPage from "../areas-we-cover";
import * as townPage from "./route";

// The tests' own content: Dune Builders, two projects in Blackpool, none near Fleetwood.
const { content } = fixtureContent();
const projectTitles = content.projects.map((project) => project.title);

const render = (town: string, ...args: Parameters<typeof fixtureContent>) =>
  renderPage(
    { url: `/areas-we-cover/${town}`, path: "/areas-we-cover/:town", page: townPage },
    fixtureContent(...args),
  );

const fromBlackpool = verifiedReview({ id: 1, rating: 5, name: "Amy B.", town: "Blackpool" });
const fromFleetwood = verifiedReview({ id: 2, rating: 3, name: "Fred F.", town: "Fleetwood" });
const alsoFleetwood = verifiedReview({ id: 3, rating: 4, name: "Gail G.", town: "fleetwood" });

describe("a town's page", () => {
  it("a town with projects and a review shows both, its one h1 naming the town, and a quote for it", async () => {
    const html = await render("blackpool", { reviews: [fromBlackpool, fromFleetwood] });
    const words = wordsOf(html);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Builders in Blackpool<\/h1>/);
    for (const title of projectTitles) expect(words).toContain(title);
    expect(words).toContain("Amy B.");
    expect(words).not.toContain("Fred F.");
    expect(words).toContain("5.0 out of 5 from 1 review");
    expect(html).toContain('href="/contact?town=blackpool"');
    expect(words).toContain(`${content.serviceAreas[0]?.distanceMiles} mile`);
  });

  it("the average is over that town's reviews only", async () => {
    const html = await render("fleetwood", {
      reviews: [fromBlackpool, fromFleetwood, alsoFleetwood],
    });
    const words = wordsOf(html);
    expect(words).toContain("Fred F.");
    expect(words).toContain("Gail G.");
    expect(words).not.toContain("Amy B.");
    expect(words).toContain("3.5 out of 5 from 2 reviews");
    for (const title of projectTitles) expect(words).not.toContain(title);
  });

  it("a town with no proof has no page", async () => {
    await expect(render("fleetwood", { reviews: [fromBlackpool] })).rejects.toMatchObject({
      status: 404,
    });
    await expect(render("nowhere")).rejects.toMatchObject({ status: 404 });
  });

  it("the owner's words about the town are on it, as text", async () => {
    const about = [
      "We have re-roofed half of Lord Street <b>and</b> know its slate well, from the bottom of the hill to the top of it.",
    ];
    const [blackpool, fleetwood] = content.serviceAreas;
    if (!blackpool || !fleetwood) throw new Error("the fixture needs two areas");
    const html = await render("blackpool", {
      content: { serviceAreas: [{ ...blackpool, about }, fleetwood] },
    });
    expect(html).toContain("&lt;b&gt;and&lt;/b&gt;");
  });
});

describe("the Areas We Cover page", () => {
  const renderAreas = (...args: Parameters<typeof fixtureContent>) =>
    renderPage(
      { url: "/areas-we-cover", path: "/areas-we-cover", page: areasPage },
      fixtureContent(...args),
    );

  it("links the towns that have a page, in the list and on the map, and only those", async () => {
    const html = await renderAreas();
    expect(html.match(/href="\/areas-we-cover\/blackpool"/g)).toHaveLength(2);
    expect(html).not.toContain('href="/areas-we-cover/fleetwood"');
    const withReview = await renderAreas({ reviews: [fromFleetwood] });
    expect(withReview).toContain('href="/areas-we-cover/fleetwood"');
  });
});
