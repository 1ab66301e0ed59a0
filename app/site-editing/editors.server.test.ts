import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { editorsWithContent, form, submit } from "../../tests/support/site-editing";
import type { Drafts } from "../publishing/drafts.server";
import { changeFaqs, faqForm, faqsPage, faqWords } from "./faqs.server";
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

/** Owner drafts whose content/ holds one sample review and one question. */
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
    const { drafts, contentDir } = editors();
    const { version } = reviewsPage(drafts);
    expect(saveReview(drafts, form({ ...review, version }), "o@example.com")).toMatchObject({
      ok: true,
    });
    const [added] = reviewsPage(drafts).reviews;
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
    const { drafts } = editors();
    saveReview(drafts, form({ ...review, version: reviewsPage(drafts).version }), "o@example.com");
    const fixed = { ...review, text: `${review.text} Thank you!`, intent: "save", index: "0" };
    const unticked = saveReview(
      drafts,
      form({ ...fixed, consent: "", version: reviewsPage(drafts).version }),
      "o@example.com",
    );
    expect(unticked).toMatchObject({ ok: false, fieldErrors: { consent: [expect.any(String)] } });
    expect(
      saveReview(drafts, form({ ...fixed, version: reviewsPage(drafts).version }), "o@example.com"),
    ).toMatchObject({ ok: true });
    expect(
      reviewsPage(drafts).reviews.map((one) => [one.text.endsWith("Thank you!"), one.sample]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    const sample = saveReview(
      drafts,
      form({ ...fixed, index: "1", version: reviewsPage(drafts).version }),
      "o@example.com",
    );
    expect(sample).toMatchObject({ ok: false, message: expect.stringMatching(/no longer there/) });
    expect(reviewsPage(drafts).reviews[1]).toMatchObject({ sample: true, name: "Sample P." });
  });

  it("refuses a review without the customer's agreement, or dated in the future, and saves nothing", () => {
    const { drafts } = editors();
    const { version } = reviewsPage(drafts);
    const { consent: _none, ...unagreed } = review;
    const refused = saveReview(
      drafts,
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
    const { drafts } = editors();
    saveReview(drafts, form({ ...review, version: reviewsPage(drafts).version }), "o@example.com");
    const removed = removeReviews(
      drafts,
      form({ version: reviewsPage(drafts).version }),
      "o@example.com",
      "samples",
    );
    expect(removed.ok).toBe(true);
    expect(reviewsPage(drafts).reviews.map((kept) => kept.name)).toEqual(["Ann B."]);
  });

  it("refuses a change made on a page opened before another change was saved", () => {
    const { drafts } = editors();
    const stale = reviewsPage(drafts).version;
    saveReview(drafts, form({ ...review, version: stale }), "o@example.com");
    const second = saveReview(
      drafts,
      form({ ...review, name: "Bob C.", version: stale }),
      "o@example.com",
    );
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(reviewsPage(drafts).reviews.map((kept) => kept.name)).toEqual(["Ann B.", "Sample P."]);
  });
});

/** One question's form sent, as the page sends it. */
const sendFaq = (drafts: Drafts, fields: Record<string, string>) =>
  submit(faqForm, fields, (faq) => changeFaqs(drafts, faq, "o@example.com"), { words: faqWords });

describe("the FAQs editor", () => {
  it("adds a question with its paragraphs and moves it up", async () => {
    const { drafts } = editors();
    const added = await sendFaq(drafts, {
      intent: "add",
      version: faqsPage(drafts).version,
      question: "Do you work on listed buildings?",
      answer:
        "Yes, with lime mortar and matching materials.\n\nWe work with the conservation officer.",
    });
    expect(added.ok).toBe(true);
    await sendFaq(drafts, { intent: "up", index: "1", version: faqsPage(drafts).version });
    const [first] = faqsPage(drafts).faqs;
    expect(first?.question).toBe("Do you work on listed buildings?");
    expect(first?.answer.split("\n\n")).toHaveLength(2);
  });

  it("says what is wrong with a question, beside it", async () => {
    const { drafts } = editors();
    const refused = await sendFaq(drafts, {
      intent: "add",
      version: faqsPage(drafts).version,
      question: "Free quotes",
      answer: "Yes.",
    });
    expect(refused.fieldErrors).toEqual({
      question: ["End the question with '?'."],
      answer: ["Write at least 20 characters."],
    });
  });
});
