import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { changeFaqs, faqsPage } from "./faqs.server";
import { removeReviews, reviewsPage, saveReview } from "./reviews.server";
import { areaWithContent, form } from "./testing/content-area";

const sample = {
  name: "Sample P.",
  location: "Blackpool",
  rating: 5,
  project: "Loft conversion, Blackpool",
  sample: true,
  text: "An invented review that stands in for a real one until the firm has its own to show here.",
};
const faq = {
  question: "Do you give free quotes?",
  answer: ["Yes, we visit, measure and quote for free, with no obligation to go ahead."],
};

/** An owner area whose content/ holds one sample review and one question. */
const area = () =>
  areaWithContent("editors", {
    "testimonials.yaml": YAML.stringify([sample]),
    "faqs.yaml": YAML.stringify([faq]),
  });

const review = {
  name: "Ann B.",
  location: "Garstang",
  project: "Garden wall, Garstang",
  rating: "4",
  text: "They rebuilt our garden wall after the storm and left the place spotless afterwards.",
  received: "2026-11-01",
  consent: "yes",
};

describe("the reviews editor", () => {
  it("adds a real review, first, as a draft, with the day it was given", () => {
    const { area: owner, contentDir } = area();
    const { version } = reviewsPage(owner);
    expect(saveReview(owner, form({ ...review, version }), "o@example.com")).toMatchObject({
      ok: true,
    });
    const [added] = reviewsPage(owner).reviews;
    expect(added).toMatchObject({
      name: "Ann B.",
      rating: 4,
      sample: false,
      received: "2026-11-01",
    });
    // The live file is untouched until publishing.
    expect(readFileSync(path.join(contentDir, "testimonials.yaml"), "utf8")).not.toContain(
      "Ann B.",
    );
  });

  it("changes a real review, asking again for the customer's agreement, but never turns a sample into one", () => {
    const { area: owner } = area();
    saveReview(owner, form({ ...review, version: reviewsPage(owner).version }), "o@example.com");
    const fixed = { ...review, text: `${review.text} Thank you!`, intent: "save", index: "0" };
    const unticked = saveReview(
      owner,
      form({ ...fixed, consent: "", version: reviewsPage(owner).version }),
      "o@example.com",
    );
    expect(unticked).toMatchObject({ ok: false, fieldErrors: { consent: [expect.any(String)] } });
    expect(
      saveReview(owner, form({ ...fixed, version: reviewsPage(owner).version }), "o@example.com"),
    ).toMatchObject({ ok: true });
    expect(
      reviewsPage(owner).reviews.map((one) => [one.text.endsWith("Thank you!"), one.sample]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    const sample = saveReview(
      owner,
      form({ ...fixed, index: "1", version: reviewsPage(owner).version }),
      "o@example.com",
    );
    expect(sample).toMatchObject({ ok: false, message: expect.stringMatching(/no longer there/) });
    expect(reviewsPage(owner).reviews[1]).toMatchObject({ sample: true, name: "Sample P." });
  });

  it("refuses a review without the customer's agreement, or dated in the future, and saves nothing", () => {
    const { area: owner, drafts } = area();
    const { version } = reviewsPage(owner);
    const { consent: _none, ...unagreed } = review;
    const refused = saveReview(
      owner,
      form({ ...unagreed, received: "2999-01-01", version }),
      "o@example.com",
    );
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      consent: [expect.stringContaining("agreed to their review being published")],
      received: ["The date cannot be in the future."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("removes the samples and only them", () => {
    const { area: owner } = area();
    saveReview(owner, form({ ...review, version: reviewsPage(owner).version }), "o@example.com");
    const removed = removeReviews(
      owner,
      form({ version: reviewsPage(owner).version }),
      "o@example.com",
      "samples",
    );
    expect(removed.ok).toBe(true);
    expect(reviewsPage(owner).reviews.map((kept) => kept.name)).toEqual(["Ann B."]);
  });

  it("refuses a change made on a page opened before another change was saved", () => {
    const { area: owner } = area();
    const stale = reviewsPage(owner).version;
    saveReview(owner, form({ ...review, version: stale }), "o@example.com");
    const second = saveReview(
      owner,
      form({ ...review, name: "Bob C.", version: stale }),
      "o@example.com",
    );
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(reviewsPage(owner).reviews.map((kept) => kept.name)).toEqual(["Ann B.", "Sample P."]);
  });
});

describe("the FAQs editor", () => {
  it("adds a question with its paragraphs and moves it up", () => {
    const { area: owner } = area();
    const added = changeFaqs(
      owner,
      form({
        intent: "add",
        version: faqsPage(owner).version,
        question: "Do you work on listed buildings?",
        answer:
          "Yes, with lime mortar and matching materials.\n\nWe work with the conservation officer.",
      }),
      "o@example.com",
    );
    expect(added.ok).toBe(true);
    changeFaqs(
      owner,
      form({ intent: "up", index: "1", version: faqsPage(owner).version }),
      "o@example.com",
    );
    const [first] = faqsPage(owner).faqs;
    expect(first?.question).toBe("Do you work on listed buildings?");
    expect(first?.answer.split("\n\n")).toHaveLength(2);
  });

  it("says what is wrong with a question, beside it", () => {
    const { area: owner } = area();
    const refused = changeFaqs(
      owner,
      form({
        intent: "add",
        version: faqsPage(owner).version,
        question: "Free quotes",
        answer: "Yes.",
      }),
      "o@example.com",
    );
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      question: ["End the question with '?'."],
      answer: ["Write at least 20 characters."],
    });
  });
});
