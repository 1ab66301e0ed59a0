import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteContent } from "../site/read-site-content.server";
import { coverInWords, currentOnly, isCurrent } from "./credentials";

// The tests' own content, with its own scheme and cover.
const { content } = readSiteContent(
  path.resolve("tests/fixtures/content"),
  Date.parse("2026-01-01"),
);

const withDates = (schemeRunsOut: string, insuranceRunsOut: string) => ({
  ...content,
  accreditations: content.accreditations.map((scheme) => ({ ...scheme, expires: schemeRunsOut })),
  cover: {
    ...content.cover,
    insurance: {
      publicLiabilityPounds: 2_500_000,
      insurer: "Test Insurers",
      expires: insuranceRunsOut,
    },
  },
  faqs: [
    ...content.faqs,
    {
      question: "Are you insured?",
      answer: ["Yes, with public liability cover for your home and your neighbours."],
      restsOn: "insurance" as const,
    },
  ],
});

describe("credentials on their dates", () => {
  it("a credential running out tomorrow is shown today and gone tomorrow", () => {
    const dated = withDates("2026-11-28", "2026-11-28");
    const today = currentOnly(dated, "2026-11-27");
    expect(today.accreditations).toHaveLength(content.accreditations.length);
    expect(today.cover.insurance?.insurer).toBe("Test Insurers");
    const tomorrow = currentOnly(dated, "2026-11-28");
    expect(tomorrow.accreditations).toEqual([]);
    expect(tomorrow.cover.insurance).toBeUndefined();
  });

  it("what rests on the insurance goes with it", () => {
    const dated = withDates("2030-01-01", "2026-11-28");
    expect(currentOnly(dated, "2026-11-27").faqs.map((faq) => faq.question)).toContain(
      "Are you insured?",
    );
    const after = currentOnly(dated, "2026-11-28");
    expect(after.faqs.map((faq) => faq.question)).not.toContain("Are you insured?");
    expect(after.faqs).toHaveLength(content.faqs.length);
    expect(coverInWords(after.cover).join(" ")).not.toMatch(/Insured/);
  });

  it("a credential without a date is always current", () => {
    expect(isCurrent(undefined, "2099-12-31")).toBe(true);
  });

  it("says the cover in plain words", () => {
    const dated = withDates("2030-01-01", "2030-01-01");
    expect(
      coverInWords({
        ...dated.cover,
        guarantees: { workmanshipYears: 10, insuranceBacked: "Test Guarantees Ltd" },
      }),
    ).toEqual([
      "Insured for £2.5 million of public liability with Test Insurers.",
      "Our workmanship is guaranteed for 10 years, insurance-backed by Test Guarantees Ltd.",
    ]);
  });
});
