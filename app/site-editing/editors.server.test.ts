import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { editorsWithContent, submit } from "../../tests/support/site-editing";
import { changeFaqs, faqForm, faqsPage, faqWords } from "../faqs/faqs-editor.server";
import type { Drafts } from "../publishing/drafts.server";
import {
  changeTypedReviews,
  typedReviewForm,
  typedReviewsPage,
} from "../reviews/testimonials-editor.server";
import { plainWords } from "./content-file.server";
import { listItemFormId } from "./list-file.server";

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
  intent: "add",
};

/** One of the reviews editor's forms sent, as the page sends it. */
const sendReview = (drafts: Drafts, fields: Record<string, string>) =>
  submit(typedReviewForm, fields, (sent) => changeTypedReviews(drafts, sent, "o@example.com"), {
    form: listItemFormId,
    words: plainWords,
  });

describe("the reviews editor", () => {
  it("adds a real review, first, as a draft, with the day it was given", async () => {
    const { drafts, contentDir } = editors();
    const { version } = typedReviewsPage(drafts);
    expect(await sendReview(drafts, { ...review, version })).toMatchObject({
      ok: true,
    });
    const [added] = typedReviewsPage(drafts).reviews;
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

  it("changes a real review, asking again for the customer's agreement, but never turns a sample into one", async () => {
    const { drafts } = editors();
    await sendReview(drafts, { ...review, version: typedReviewsPage(drafts).version });
    const fixed = { ...review, text: `${review.text} Thank you!`, intent: "save", index: "0" };
    const unticked = await sendReview(drafts, {
      ...fixed,
      consent: "",
      version: typedReviewsPage(drafts).version,
    });
    expect(unticked).toMatchObject({ ok: false, fieldErrors: { consent: [expect.any(String)] } });
    expect(
      await sendReview(drafts, { ...fixed, version: typedReviewsPage(drafts).version }),
    ).toMatchObject({ ok: true });
    expect(
      typedReviewsPage(drafts).reviews.map((one) => [one.text.endsWith("Thank you!"), one.sample]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    const sample = await sendReview(drafts, {
      ...fixed,
      index: "1",
      version: typedReviewsPage(drafts).version,
    });
    expect(sample).toMatchObject({ ok: false, message: expect.stringMatching(/no longer there/) });
    expect(typedReviewsPage(drafts).reviews[1]).toMatchObject({ sample: true, name: "Sample P." });
  });

  it("refuses a review without the customer's agreement, or dated in the future, and saves nothing", async () => {
    const { drafts } = editors();
    const { version } = typedReviewsPage(drafts);
    const { consent: _none, ...unagreed } = review;
    const refused = await sendReview(drafts, { ...unagreed, received: "2999-01-01", version });
    expect(refused.ok).toBe(false);
    expect(refused.fieldErrors).toEqual({
      consent: [expect.stringContaining("agreed to their review being published")],
      received: ["The date cannot be in the future."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("removes the samples and only them", async () => {
    const { drafts } = editors();
    await sendReview(drafts, { ...review, version: typedReviewsPage(drafts).version });
    const removed = await sendReview(drafts, {
      intent: "remove-samples",
      version: typedReviewsPage(drafts).version,
    });
    expect(removed.ok).toBe(true);
    expect(typedReviewsPage(drafts).reviews.map((kept) => kept.name)).toEqual(["Ann B."]);
  });

  it("refuses a change made on a page opened before another change was saved", async () => {
    const { drafts } = editors();
    const stale = typedReviewsPage(drafts).version;
    await sendReview(drafts, { ...review, version: stale });
    const second = await sendReview(drafts, { ...review, name: "Bob C.", version: stale });
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(typedReviewsPage(drafts).reviews.map((kept) => kept.name)).toEqual([
      "Ann B.",
      "Sample P.",
    ]);
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
