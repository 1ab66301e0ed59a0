import { describe, expect, it } from "vitest";
import { telHref } from "~/company/contact-format";
import {
  type Company,
  companySchema,
  findPlaceholderDetails,
  replyWithinMinutes,
  unknownFacts,
  withCompanyFacts,
} from "./company";

const address = {
  streetAddress: "1 High Street",
  town: "Blackpool",
  county: "Lancashire",
  postcode: "FY1 1AA",
  country: "United Kingdom",
};
const real: Company = {
  tradingName: "Real Builders",
  legalName: "Real Builders Ltd",
  companyNumber: "01234567",
  registeredIn: "England and Wales",
  registeredOffice: address,
  phone: "01253 123456",
  whatsApp: "07811 123456",
  email: "office@realbuilders.co.uk",
  address,
  geo: { latitude: 53.8, longitude: -3 },
  openingHours: { display: "Mon - Fri 8am - 6pm", days: ["Mo"], opens: "08:00", closes: "18:00" },
  replyWithin: "3 hours",
  foundingYear: 2009,
  tagline: "Real Builders",
  blurb: "A real firm with a real phone number that somebody answers.",
  social: [
    { network: "Facebook", url: "https://www.facebook.com/realbuilders" },
    { network: "Instagram", url: "https://www.instagram.com/realbuilders" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/realbuilders" },
  ],
};

describe("findPlaceholderDetails", () => {
  it("finds nothing once the firm's own details are in", () => {
    expect(findPlaceholderDetails(real)).toEqual([]);
  });

  it("flags the drama phone number, the example email, the zero company number and fictional postcode", () => {
    const placeholder = {
      ...real,
      phone: "0161 496 0000",
      whatsApp: "07700 900123",
      email: "hello@example.com",
      companyNumber: "00000000",
      address: { ...address, postcode: "FY2 0ZZ" },
    };
    const found = findPlaceholderDetails(placeholder).join("\n");
    expect(found).toMatch(/0161 496 0000/);
    expect(found).toMatch(/WhatsApp number 07700 900123/);
    expect(found).toMatch(/example\.com/);
    expect(found).toMatch(/00000000/);
    expect(found).toMatch(/FY2 0ZZ/);
  });
});

describe("the reply time (replyWithin)", () => {
  const accepts = (replyWithin: string) =>
    companySchema.safeParse({ ...real, replyWithin }).success;

  it("is a number of minutes or hours, in words that follow 'within'", () => {
    for (const good of ["1 hour", "2 hours", "24 hours", "30 minutes", "1 minute"]) {
      expect(accepts(good), good).toBe(true);
    }
    for (const bad of [
      "within 2 hours",
      "2",
      "two hours",
      "1 hours",
      "2 hour",
      "0 hours",
      "1 day",
    ]) {
      expect(accepts(bad), bad).toBe(false);
    }
  });

  it("counts in minutes, for measuring replies against it", () => {
    expect(replyWithinMinutes({ replyWithin: "2 hours" })).toBe(120);
    expect(replyWithinMinutes({ replyWithin: "1 hour" })).toBe(60);
    expect(replyWithinMinutes({ replyWithin: "45 minutes" })).toBe(45);
  });

  it("fills a page's {replyWithin} and {openingHours}, and names any other braces", () => {
    expect(withCompanyFacts("We reply within {replyWithin}, {openingHours}", real)).toBe(
      "We reply within 3\u00a0hours, Mon - Fri 8am - 6pm",
    );
    expect(unknownFacts("within {replyWithin} on {phone} or {}")).toEqual(["phone", ""]);
    expect(withCompanyFacts("call {phone}", real)).toBe("call {phone}");
  });
});

describe("telHref", () => {
  it("dials a UK number in international form", () => {
    expect(telHref("0161 496 0000")).toBe("tel:+441614960000");
    expect(telHref("01253 123456")).toBe("tel:+441253123456");
  });
});

describe("social links", () => {
  it("are https addresses only: a link that would run script or carry data is refused", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "http://facebook.com/x",
      "ftp://x.example",
    ])
      expect(
        companySchema.safeParse({ ...real, social: real.social.map((link) => ({ ...link, url })) })
          .success,
        url,
      ).toBe(false);
    expect(companySchema.safeParse(real).success).toBe(true);
  });
});
