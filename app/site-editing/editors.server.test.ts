import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { editorsWithContent, form } from "../../tests/support/site-editing";
import { changeFaqs, faqsPage } from "./faqs.server";
import { removeReviews, reviewsPage, saveReview } from "./reviews.server";

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

/** Owner services whose content/ holds one sample review and one question. */
const editors = () =>
  editorsWithContent("editors", {
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
    const { services, contentDir } = editors();
    const { version } = reviewsPage(services);
    expect(saveReview(services, form({ ...review, version }), "o@example.com")).toMatchObject({
      ok: true,
    });
    const [added] = reviewsPage(services).reviews;
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
    const { services } = editors();
    saveReview(
      services,
      form({ ...review, version: reviewsPage(services).version }),
      "o@example.com",
    );
    const fixed = { ...review, text: `${review.text} Thank you!`, intent: "save", index: "0" };
    const unticked = saveReview(
      services,
      form({ ...fixed, consent: "", version: reviewsPage(services).version }),
      "o@example.com",
    );
    expect(unticked).toMatchObject({ ok: false, fieldErrors: { consent: [expect.any(String)] } });
    expect(
      saveReview(
        services,
        form({ ...fixed, version: reviewsPage(services).version }),
        "o@example.com",
      ),
    ).toMatchObject({ ok: true });
    expect(
      reviewsPage(services).reviews.map((one) => [one.text.endsWith("Thank you!"), one.sample]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    const sample = saveReview(
      services,
      form({ ...fixed, index: "1", version: reviewsPage(services).version }),
      "o@example.com",
    );
    expect(sample).toMatchObject({ ok: false, message: expect.stringMatching(/no longer there/) });
    expect(reviewsPage(services).reviews[1]).toMatchObject({ sample: true, name: "Sample P." });
  });

  it("refuses a review without the customer's agreement, or dated in the future, and saves nothing", () => {
    const { services, drafts } = editors();
    const { version } = reviewsPage(services);
    const { consent: _none, ...unagreed } = review;
    const refused = saveReview(
      services,
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
    const { services } = editors();
    saveReview(
      services,
      form({ ...review, version: reviewsPage(services).version }),
      "o@example.com",
    );
    const removed = removeReviews(
      services,
      form({ version: reviewsPage(services).version }),
      "o@example.com",
      "samples",
    );
    expect(removed.ok).toBe(true);
    expect(reviewsPage(services).reviews.map((kept) => kept.name)).toEqual(["Ann B."]);
  });

  it("refuses a change made on a page opened before another change was saved", () => {
    const { services } = editors();
    const stale = reviewsPage(services).version;
    saveReview(services, form({ ...review, version: stale }), "o@example.com");
    const second = saveReview(
      services,
      form({ ...review, name: "Bob C.", version: stale }),
      "o@example.com",
    );
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(reviewsPage(services).reviews.map((kept) => kept.name)).toEqual(["Ann B.", "Sample P."]);
  });
});

describe("the FAQs editor", () => {
  it("adds a question with its paragraphs and moves it up", () => {
    const { services } = editors();
    const added = changeFaqs(
      services,
      form({
        intent: "add",
        version: faqsPage(services).version,
        question: "Do you work on listed buildings?",
        answer:
          "Yes, with lime mortar and matching materials.\n\nWe work with the conservation officer.",
      }),
      "o@example.com",
    );
    expect(added.ok).toBe(true);
    changeFaqs(
      services,
      form({ intent: "up", index: "1", version: faqsPage(services).version }),
      "o@example.com",
    );
    const [first] = faqsPage(services).faqs;
    expect(first?.question).toBe("Do you work on listed buildings?");
    expect(first?.answer.split("\n\n")).toHaveLength(2);
  });

  it("says what is wrong with a question, beside it", () => {
    const { services } = editors();
    const refused = changeFaqs(
      services,
      form({
        intent: "add",
        version: faqsPage(services).version,
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
