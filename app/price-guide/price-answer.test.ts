import { describe, expect, it } from "vitest";
import { budgetBandFor } from "~/quote-requests/quote-fields";
import {
  answerOfReference,
  guideReference,
  pickedInWords,
  poundsRange,
  priceAnswer,
  toNearest500,
} from "./price-answer";

/** The test's own priced job: round numbers, nothing from the owner's content. */
const porch = {
  slug: "porch",
  title: "Porch",
  questions: [
    {
      label: "Size",
      choices: [
        { label: "Small", from: 4000, to: 6000 },
        { label: "Large", from: 7000, to: 11000 },
      ],
    },
    {
      label: "Roof & glazing",
      choices: [
        { label: "Tiled roof", from: 0, to: 0 },
        { label: "Glass roof", from: 1500, to: 2500 },
      ],
    },
  ],
};
const picks = (values: Record<string, string>) => (name: string) => values[name];

describe("the price guide's answer", () => {
  it("adds up the picked answers' ranges", () => {
    const answer = priceAnswer(porch, picks({ size: "large", "roof-and-glazing": "glass-roof" }));
    expect(answer).toMatchObject({ ok: true, from: 8500, to: 13500 });
    if (!answer.ok) throw new Error("no answer");
    expect(poundsRange(answer.from, answer.to)).toBe("£8,500 to £13,500");
    expect(pickedInWords(answer)).toBe("Large, Glass roof");
  });

  it("says which question is unanswered, and which answer is not one of its own", () => {
    const answer = priceAnswer(porch, picks({ size: "<script>alert(1)</script>" }));
    expect(answer).toEqual({
      ok: false,
      errors: {
        size: "That is not one of the answers to “Size”: choose one of those listed.",
        "roof-and-glazing": "Choose an answer to “Roof & glazing”.",
      },
    });
  });

  it("reads back, from its reference, the answer the visitor saw, and nothing from a made-up one", () => {
    const reference = guideReference(porch, { size: "small", "roof-and-glazing": "tiled-roof" });
    expect(reference).toBe("porch:small,tiled-roof");
    expect(answerOfReference([porch], reference)?.answer).toMatchObject({ from: 4000, to: 6000 });
    for (const forged of [
      "porch:small",
      "porch:huge,tiled-roof",
      "shed:small,tiled-roof",
      "",
      null,
    ])
      expect(answerOfReference([porch], forged), String(forged)).toBeUndefined();
  });

  it("one amount when both ends meet", () => {
    expect(poundsRange(1500, 1500)).toBe("£1,500");
  });

  it("starts the quote form with the budget band holding the middle of the range", () => {
    expect(budgetBandFor(20_000, 28_000)).toBe("under-25k");
    expect(budgetBandFor(20_000, 32_000)).toBe("25k-50k");
    expect(budgetBandFor(55_000, 77_000)).toBe("50k-100k");
    expect(budgetBandFor(240_000, 300_000)).toBe("over-250k");
  });

  it("rounds the track record to the nearest £500", () => {
    expect([toNearest500(12_249), toNearest500(12_250), toNearest500(12_749)]).toEqual([
      12_000, 12_500, 12_500,
    ]);
  });
});
