import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  type PublishedReview,
  publishedReviewSchema,
  type ReviewOnSite,
} from "~/reviews/published-review";
import { ReviewCard } from "./review-card";
import { VerifiedReviewCard } from "./verified-review-card";

const stored: PublishedReview = {
  id: 7,
  rating: 4,
  text: "The new roof went on in three days.\n\nThey cleared every slate off the drive\nand the lawn.",
  name: "Sarah M.",
  town: "Lytham St Annes",
  job: "Roofing",
  serviceSlug: "roofing",
  projectSlug: null,
  month: "2026-11",
  reply: "Thank you, Sarah.\n\nEnjoy the dry loft!",
  photos: [
    {
      src: "/img/reviews/7-1.jpg",
      thumb: "/img/reviews/7-1-thumb.jpg",
      width: 1600,
      height: 1200,
      thumbWidth: 480,
      thumbHeight: 360,
    },
    {
      src: "/img/reviews/7-2.jpg",
      thumb: "/img/reviews/7-2-thumb.jpg",
      width: 1200,
      height: 1600,
      thumbWidth: 480,
      thumbHeight: 640,
    },
  ],
};
/** The review as the pages get it: read from the published content, its month in words. */
const review = publishedReviewSchema.parse(stored);
const render = (shown: ReviewOnSite = review) =>
  renderToStaticMarkup(<VerifiedReviewCard review={shown} firmName="Dune Builders" />);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("VerifiedReviewCard", () => {
  it("shows the rating, the customer's words in their paragraphs and the name as stored", () => {
    const html = render();
    expect(html).toContain("Rated 4 out of 5");
    expect(html).toContain(
      '<p class="whitespace-pre-line">The new roof went on in three days.</p>',
    );
    expect(html).toContain("They cleared every slate off the drive\nand the lawn.</p>");
    expect(html).toContain("Sarah M.");
  });

  it("marks the review as a verified customer's, in words, its icon hidden from screen readers", () => {
    const html = render();
    expect(text(html)).toContain("Verified customer");
    expect(html).toMatch(
      /<svg [^>]*class="lucide lucide-user-round-check[^"]*" aria-hidden="true">/,
    );
  });

  it("says which job it was, where, and the month it was written", () => {
    const html = text(render());
    expect(html).toContain("Roofing, Lytham St Annes");
    expect(html).toContain("November 2026");
    expect(render()).toContain('<time dateTime="2026-11">November 2026</time>');
  });

  it("names every month as the browser's British formatting does", () => {
    const british = new Intl.DateTimeFormat("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, "0")}`;
      expect(render(publishedReviewSchema.parse({ ...stored, month: iso }))).toContain(
        `<time dateTime="${iso}">${british.format(new Date(`${iso}-01T00:00:00Z`))}</time>`,
      );
    }
  });

  it("shows the firm's reply below the review, in its paragraphs, and no reply when there is none", () => {
    const html = render();
    expect(text(html)).toContain("Reply from Dune Builders Thank you, Sarah. Enjoy the dry loft!");
    expect(html.indexOf("Reply from")).toBeGreaterThan(html.indexOf("Verified customer"));
    expect(render({ ...review, reply: null })).not.toContain("Reply from");
  });

  it("shows each photo as a small, lazily loaded copy that links to the photo full size", () => {
    const html = render();
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*><img ([^>]+)\/><\/a>/g)];
    expect(links.map(([, href]) => href)).toEqual(["/img/reviews/7-1.jpg", "/img/reviews/7-2.jpg"]);
    const [first, second] = links.map(([, , img]) => img ?? "");
    expect(first).toContain('src="/img/reviews/7-1-thumb.jpg"');
    expect(first).toContain('width="480"');
    expect(first).toContain('height="360"');
    expect(first).toContain('loading="lazy"');
    expect(first).toContain('decoding="async"');
    expect(first).toContain('alt="The finished job, 1 of 2, from Sarah M."');
    expect(second).toContain('height="640"');
    expect(render({ ...review, photos: [] })).not.toContain("<img");
  });

  it("shows HTML in a customer's words or in the reply as text, never as markup", () => {
    const html = render({
      ...review,
      text: 'Great <b>job</b> <img src=x onerror="alert(1)"> done',
      name: "<i>Eve</i>",
      reply: "<script>alert(2)</script>",
    });
    expect(html).toContain(
      "Great &lt;b&gt;job&lt;/b&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt; done",
    );
    expect(html).toContain("&lt;i&gt;Eve&lt;/i&gt;");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<script>");
  });

  it("is the only card with the verified mark: a review the owner typed in has none", () => {
    const typed = renderToStaticMarkup(
      <ReviewCard
        review={{
          name: "Bob M.",
          location: "Fleetwood",
          rating: 5,
          project: "Roof, Fleetwood",
          text: "A review the owner typed in from a customer's letter, long enough for the schema.",
          sample: false,
        }}
      />,
    );
    expect(typed).not.toContain("Verified");
  });
});
