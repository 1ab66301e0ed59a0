import { describe, expect, it } from "vitest";
import { sourceInWords } from "~/leads/lead-source.server";
import { leadSource } from "./arrival-source.server";

const site = "https://www.marram.example";

describe("leadSource", () => {
  it("is the visit's source and the page it arrived on, as the browser remembered them", () => {
    expect(
      leadSource({ landing: "/services/roofing?x=1", referrer: "https://www.google.co.uk/" }, site),
    ).toEqual({
      source: "google",
      medium: "search",
      campaign: "",
      landingPage: "/services/roofing",
    });
    expect(
      leadSource({ landing: "/?utm_source=newsletter&utm_medium=email", referrer: "" }, site),
    ).toMatchObject({ source: "newsletter", medium: "email", landingPage: "/" });
    expect(leadSource({ landing: "/faqs", referrer: "" }, site)).toMatchObject({
      source: "direct",
    });
  });

  it("is unknown, never a guess, without JavaScript or with anything that is not a page here", () => {
    for (const landing of [
      undefined,
      null,
      "",
      "https://evil.example/",
      "//evil.example/x",
      "faqs",
      "/a b",
      `/${"x".repeat(600)}`,
    ])
      expect(leadSource({ landing, referrer: "https://www.google.com/" }, site)).toBeNull();
    // Arrived from the site itself (a new tab, a reload): where the visit began is not known.
    expect(leadSource({ landing: "/contact", referrer: `${site}/faqs` }, site)).toBeNull();
  });
});

describe("sourceInWords", () => {
  it("says where a lead came from as the owner would", () => {
    const words = (source: string | null, medium: string | null, campaign = "") =>
      sourceInWords({ source, medium, campaign });
    expect(words("google", "search")).toBe("Google search");
    expect(words("facebook", "social")).toBe("Facebook");
    expect(words("checkatrade.com", "referral")).toBe("A link on checkatrade.com");
    expect(words("van", "print")).toBe("Printed tag “van”");
    expect(words("newsletter", "email", "spring")).toBe("Campaign “newsletter”, spring (email)");
    expect(words(null, null)).toBe("Unknown");
  });
});
