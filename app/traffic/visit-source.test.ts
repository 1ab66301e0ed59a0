import { describe, expect, it } from "vitest";
import { cleanTag, isNamedSource, visitSource } from "./visit-source";

const site = "www.marram.example";
const at = (address: string) => new URL(address, "https://www.marram.example");

describe("visitSource", () => {
  it("names search engines and social sites from the referring site's domain", () => {
    expect(visitSource(at("/"), "https://www.google.co.uk/", site)).toEqual({
      source: "google",
      medium: "search",
      campaign: "",
    });
    expect(visitSource(at("/"), "https://duckduckgo.com/", site)?.source).toBe("duckduckgo");
    expect(visitSource(at("/"), "https://m.facebook.com/", site)).toMatchObject({
      source: "facebook",
      medium: "social",
    });
    expect(visitSource(at("/"), "https://t.co/", site)?.source).toBe("x");
    expect(visitSource(at("/"), "https://www.checkatrade.com/", site)).toEqual({
      source: "checkatrade.com",
      medium: "referral",
      campaign: "",
    });
  });

  it("takes the address's campaign tags first, and a printed ?src= tag", () => {
    expect(
      visitSource(
        at("/?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring%202027"),
        "https://www.google.com/",
        site,
      ),
    ).toEqual({ source: "newsletter", medium: "email", campaign: "spring 2027" });
    expect(visitSource(at("/services/roofing?src=van"), undefined, site)).toEqual({
      source: "van",
      medium: "print",
      campaign: "",
    });
  });

  it("is direct without a referrer, and no visit at all from the site's own pages", () => {
    expect(visitSource(at("/"), undefined, site)).toEqual({
      source: "direct",
      medium: "direct",
      campaign: "",
    });
    expect(visitSource(at("/faqs"), "https://marram.example/", site)).toBeNull();
    expect(visitSource(at("/"), "javascript:alert(1)", site)?.source).toBe("direct");
  });

  it("keeps hostile tags as one short line of text", () => {
    const tag = visitSource(
      at(
        `/?utm_source=${encodeURIComponent(`<script>x</script>\r\n=HYPERLINK("a")${"z".repeat(500)}`)}`,
      ),
      undefined,
      site,
    );
    expect(tag?.source).toHaveLength(60);
    expect(tag?.source).not.toMatch(/[\r\n]/);
    expect(cleanTag("\u202eevil\u0000")).toBe("evil");
  });
});

describe("isNamedSource", () => {
  it("is true only of the sources the code names itself, whatever an address makes up", () => {
    const named = (source: string, medium: string, campaign = "") =>
      isNamedSource({ source, medium, campaign });
    expect(named("google", "search")).toBe(true);
    expect(named("facebook", "social")).toBe(true);
    expect(named("direct", "direct")).toBe(true);
    expect(named("google", "search", "spring")).toBe(false);
    expect(named("facebook", "search")).toBe(false);
    expect(named("checkatrade.com", "referral")).toBe(false);
    for (const medium of ["constructor", "__proto__", "toString", "hasOwnProperty"])
      expect(named("has", medium)).toBe(false);
  });
});
