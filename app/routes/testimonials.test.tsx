import { describe, expect, it } from "vitest";
import {
  fixtureContent,
  renderPage,
  verifiedReview,
  wordsOf,
} from "../../tests/support/page-render";
import * as testimonials from "./testimonials";

// The tests' own content (tests/fixtures/content): Ann L., a 5-star sample, and Bob M., a real
// 4-star review the owner typed in; the firm is Dune Builders.
const { testimonials: typed } = fixtureContent().content;
const sample = typed.find((review) => review.sample);
const letter = typed.find((review) => !review.sample);
if (!sample || !letter) throw new Error("the fixture needs a sample and a real review");
const samplesOnly = { testimonials: typed.filter((review) => review.sample) };

const render = (...args: Parameters<typeof fixtureContent>) =>
  renderPage(
    { url: "/testimonials", path: "/testimonials", page: testimonials },
    fixtureContent(...args),
  );
const words = wordsOf;
/** The list items of the reviews' list, in order. */
const cards = (html: string) => {
  const list = html.slice(
    html.indexOf('id="reviews-heading"'),
    html.indexOf('id="record-heading"'),
  );
  return list.split("<li").slice(1).map(words);
};

const newest = verifiedReview({
  id: 2,
  rating: 3,
  name: "Cara D.",
  month: "2026-11",
  job: "Walls",
  town: "Thornton",
  text: "The wall is straight, <b>but</b> the skip stayed a week longer than promised.",
  reply: "Sorry about the skip, Cara: the hire firm let us down.",
});
const older = verifiedReview({ id: 1, rating: 5, name: "Dan E.", month: "2026-09" });

describe("the Reviews page", () => {
  it("shows the verified reviews, newest first, then the owner's real ones, and no sample", async () => {
    const html = await render({ reviews: [newest, older] });
    const shown = cards(html);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toContain("Cara D.");
    expect(shown[1]).toContain("Dan E.");
    expect(shown[2]).toContain(letter.name);
    expect(html).not.toContain(sample.name);
    expect(html).not.toContain("Sample review");
  });

  it("marks only the verified customers' reviews as verified", async () => {
    const [first, second, third] = cards(await render({ reviews: [newest, older] }));
    expect(first).toContain("Verified customer");
    expect(second).toContain("Verified customer");
    expect(third).not.toContain("Verified");
  });

  it("says which job, where and when, and shows the firm's reply", async () => {
    const [first] = cards(await render({ reviews: [newest, older] }));
    expect(first).toContain("Walls, Thornton");
    expect(first).toContain("November 2026");
    expect(first).toContain(
      "Reply from Dune Builders Sorry about the skip, Cara: the hire firm let us down.",
    );
  });

  it("shows HTML in a customer's words as text", async () => {
    const html = await render({ reviews: [newest] });
    expect(html).toContain("straight, &lt;b&gt;but&lt;/b&gt; the skip");
    expect(html).not.toContain("<b>but</b>");
  });

  it("rates the real reviews only: a 5-star sample does not count", async () => {
    // Cara's 3 and Bob's 4; with Ann's sample 5 it would be 4.0 from 3.
    expect(words(await render({ reviews: [newest] }))).toContain(
      "3.5 out of 5 from 2 reviews, 1 from a verified customer",
    );
    expect(words(await render({ reviews: [newest, older] }))).toContain(
      "4.0 out of 5 from 3 reviews, 2 from verified customers",
    );
  });

  it("rates the owner's real reviews alone when no customer has reviewed on the site yet", async () => {
    const html = await render();
    expect(words(html)).toContain(`${letter.rating.toFixed(1)} out of 5 from 1 review`);
    expect(html).not.toContain("verified customer");
    expect(html).not.toContain(sample.name);
  });

  it("shows the samples, as samples and with no rating, while there is no real review", async () => {
    const html = await render({ content: samplesOnly });
    expect(cards(html)).toHaveLength(1);
    expect(html).toContain(sample.name);
    expect(html).toContain("Sample review shown until the firm publishes its customers");
    expect(html).not.toContain("out of 5 from");
    expect(html).not.toContain("Verified customer");
  });

  it("hides the samples as soon as one customer's review is published", async () => {
    const html = await render({ reviews: [older], content: samplesOnly });
    expect(cards(html)).toHaveLength(1);
    expect(html).not.toContain(sample.name);
    expect(words(html)).toContain("5.0 out of 5 from 1 review, from a verified customer");
  });

  it("keeps the page's other sections", async () => {
    const html = await render({ reviews: [older] });
    expect(html).toContain('id="record-heading"');
    expect(html).toContain('id="reasons-heading"');
  });
});
