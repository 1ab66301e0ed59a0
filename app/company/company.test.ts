import { describe, expect, it } from "vitest";
import { telHref } from "~/company/contact-format";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import {
  type Company,
  companySchema,
  findPlaceholderDetails,
  replyWithinMinutes,
  unknownFacts,
  withCompanyFacts,
} from "./company";
import { bankHolidaysInWords, openingHoursInWords } from "./opening-hours";

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
  openingHours: weekdayHours("08:00", "18:00"),
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
      "We reply within 3\u00a0hours, Mon–Fri 8am–6pm",
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

describe("opening hours", () => {
  const hoursOf = (openingHours: unknown) => companySchema.safeParse({ ...real, openingHours });
  const nineToOne = { opens: "09:00", closes: "13:00" };

  it("are said in words made from the settings, so the site says what the clock counts", () => {
    const saturdays = officeHours({ ...weekdayHours("08:00", "18:00").week, Sa: nineToOne });
    expect(openingHoursInWords(saturdays)).toBe("Mon–Fri 8am–6pm, Sat 9am–1pm");
    expect(withCompanyFacts("Open {openingHours}", { ...real, openingHours: saturdays })).toBe(
      "Open Mon–Fri 8am–6pm, Sat 9am–1pm",
    );
    const uneven = officeHours({
      Mo: { opens: "07:30", closes: "17:00" },
      Tu: { opens: "07:30", closes: "17:00" },
      We: { opens: "07:30", closes: "17:00" },
      Th: { opens: "12:00", closes: "20:15" },
      Fr: { opens: "07:30", closes: "17:00" },
      Sa: nineToOne,
      Su: nineToOne,
    });
    expect(openingHoursInWords(uneven)).toBe(
      "Mon–Wed & Fri 7:30am–5pm, Thu 12pm–8:15pm, Sat & Sun 9am–1pm",
    );
    expect(bankHolidaysInWords(uneven)).toBe("Closed on bank holidays");
    expect(bankHolidaysInWords({ bankHolidays: "open" })).toBeNull();
  });

  it("read the old shape (one pair of times for some days) as the same week, bank holidays open", () => {
    const old = hoursOf({
      display: "Mon - Fri 8am - 6pm",
      days: ["Mo", "Tu", "We", "Th", "Fr"],
      opens: "08:00",
      closes: "18:00",
    });
    expect(old.data?.openingHours).toEqual(
      weekdayHours("08:00", "18:00", { bankHolidays: "open" }),
    );
    // What the schema gives, read again (a release's content), is the same.
    expect(hoursOf(old.data?.openingHours).data?.openingHours).toEqual(old.data?.openingHours);
  });

  it("are each day closed or its times, closing after opening, with one day open at least", () => {
    const week = (changes: Record<string, unknown>) => ({
      week: { ...weekdayHours("08:00", "18:00").week, ...changes },
      bankHolidays: "closed",
    });
    expect(hoursOf(week({ Sa: nineToOne, Su: "closed" })).success).toBe(true);
    const refusal = (openingHours: unknown) =>
      hoursOf(openingHours).error?.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
    expect(refusal(week({ Mo: { opens: "18:00", closes: "08:00" } }))).toEqual([
      "openingHours.week.Mo.closes: must close after it opens, on the same day",
    ]);
    expect(refusal(week({ Tu: { opens: "8am", closes: "18:00" } }))).toEqual([
      "openingHours.week.Tu.opens: must be a 24-hour time, e.g. 08:00",
    ]);
    expect(
      refusal({
        week: Object.fromEntries(
          ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].map((d) => [d, "closed"]),
        ),
        bankHolidays: "closed",
      }),
    ).toEqual(["openingHours.week: must have at least one day open"]);
    expect(refusal({ ...week({}), bankHolidays: "sometimes" })).toEqual([
      "openingHours.bankHolidays: must be closed or open",
    ]);
  });

  it("keep the days the owner closes: one day, or a range ending on or after its start", () => {
    const closing = (closedDays: unknown) =>
      hoursOf({ ...weekdayHours("08:00", "18:00"), closedDays });
    expect(closing([{ from: "2026-12-24" }]).data?.openingHours.closedDays).toEqual([
      { from: "2026-12-24", to: "2026-12-24" },
    ]);
    expect(
      closing([{ from: "2026-12-24", to: "2027-01-01", reason: "Christmas" }]).data?.openingHours
        .closedDays,
    ).toEqual([{ from: "2026-12-24", to: "2027-01-01", reason: "Christmas" }]);
    expect(closing([{ from: "2027-01-01", to: "2026-12-24" }]).success).toBe(false);
    expect(closing([{ from: "2026-02-30" }]).success).toBe(false);
  });
});
