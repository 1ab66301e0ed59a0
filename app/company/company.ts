import { z } from "zod";
import { isCalendarDate } from "../lib/uk-time";
import { type OpeningHours, openingHoursInWords, type Weekday, weekdays } from "./opening-hours";

const ukPostcode = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

export const postalAddressSchema = z.object({
  streetAddress: z.string().min(1),
  locality: z.string().min(1).optional(),
  town: z.string().min(1),
  county: z.string().min(1),
  postcode: z.string().regex(ukPostcode, "must be a UK postcode, e.g. FY2 0ZZ"),
  country: z.string().default("United Kingdom"),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(clockPattern, "must be a 24-hour time, e.g. 08:00");
const calendarDay = z
  .string()
  .refine(isCalendarDate, "must be a date written YYYY-MM-DD, e.g. 2026-12-24");

/** A day of the week: `closed`, or the times the office opens and closes. */
const dayHours = z.preprocess(
  (value) => (value === "closed" ? null : value),
  z
    .object(
      { opens: clockTime, closes: clockTime },
      {
        error:
          'write closed, or the times it opens and closes: { opens: "08:00", closes: "18:00" }',
      },
    )
    // Compared only once both are times: a time that is not one has its own complaint.
    .refine(
      (times) =>
        !times.opens.match(clockPattern) ||
        !times.closes.match(clockPattern) ||
        times.closes > times.opens,
      {
        message: "must close after it opens, on the same day",
        path: ["closes"],
      },
    )
    .nullable(),
);

/** The shape before opening hours were the owner's settings: one pair of times for some days. */
const oldOpeningHours = z.object({
  days: z.array(z.enum(weekdays)).min(1),
  opens: clockTime,
  closes: clockTime,
});

/**
 * Opening hours written before they were settings (`display`, `days`, `opens`, `closes`) are
 * read as the same week; bank holidays count as open, as the clock counted them then, until
 * the owner says otherwise. Drafts and published releases may still hold that shape.
 */
function fromOldShape(value: unknown): unknown {
  const old = oldOpeningHours.safeParse(value);
  if (!old.success || (typeof value === "object" && value && "week" in value)) return value;
  const { days, opens, closes } = old.data;
  return {
    week: Object.fromEntries(
      weekdays.map((day) => [day, days.includes(day) ? { opens, closes } : "closed"]),
    ),
    bankHolidays: "open",
    closedDays: [],
  };
}

export const openingHoursSchema = z.preprocess(
  fromOldShape,
  z.object({
    week: z
      .object(
        Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<
          Weekday,
          typeof dayHours
        >,
      )
      .refine((week) => Object.values(week).some(Boolean), "must have at least one day open"),
    bankHolidays: z.enum(["closed", "open"], { error: "must be closed or open" }),
    closedDays: z
      .array(
        z
          .object({
            from: calendarDay,
            to: calendarDay.optional(),
            reason: z.string().trim().min(1).max(60).optional(),
          })
          .transform(({ from, to, reason }) => ({
            from,
            to: to ?? from,
            ...(reason ? { reason } : {}),
          }))
          .refine((closed) => closed.to >= closed.from, {
            message: "must end on or after the day it starts",
            path: ["to"],
          }),
      )
      .default([]),
  }),
) satisfies z.ZodType<OpeningHours>;

export const companySchema = z.object({
  tradingName: z.string().min(2),
  legalName: z.string().min(2),
  companyNumber: z
    .string()
    .regex(/^([A-Z]{2}\d{6}|\d{8})$/, "must be an 8-character Companies House number"),
  registeredIn: z.string().min(2),
  registeredOffice: postalAddressSchema,
  vatNumber: z
    .string()
    .regex(/^GB\d{9}$/, "must look like GB123456789")
    .optional(),
  phone: z
    .string()
    .regex(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/, "must be a UK number such as 0161 496 0000"),
  /** The number the firm answers WhatsApp on; without one the site offers no WhatsApp button. */
  whatsApp: z
    .string()
    .regex(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/, "must be a UK number such as 07700 900123")
    .optional(),
  email: z.email(),
  address: postalAddressSchema,
  geo: z.object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-9).max(2) }),
  openingHours: openingHoursSchema,
  /** How soon the firm answers a quote request in opening hours, read as "within …". */
  replyWithin: z
    .string()
    .trim()
    .regex(
      /^(1 (minute|hour)|([2-9]|[1-9]\d{1,2}) (minutes|hours))$/,
      "write a number of minutes or hours, e.g. 2 hours or 30 minutes",
    ),
  foundingYear: z.number().int().min(1900).max(2100),
  tagline: z.string().min(3).max(60),
  blurb: z.string().min(20).max(400),
  social: z
    .array(
      z.object({
        network: z.enum(["Facebook", "Instagram", "LinkedIn", "X", "YouTube"]),
        // https only: a javascript: or data: address would run in the visitor's browser.
        url: z.url({
          protocol: /^https$/,
          error: "must be the page's full address, starting https://",
        }),
      }),
    )
    .length(3, "list exactly three social links"),
});
export type Company = z.infer<typeof companySchema>;

/** The promised reply time in minutes (`replyWithin`), for measuring replies against it. */
export function replyWithinMinutes(company: Pick<Company, "replyWithin">): number {
  const [count = "0", unit = ""] = company.replyWithin.split(" ");
  return Number(count) * (unit.startsWith("hour") ? 60 : 1);
}

/** The company facts a page's text may name in braces; `{replyWithin}` must appear where a text promises a reply. */
const companyFacts = {
  // "2 hours" kept on one line.
  replyWithin: (company: Company) => company.replyWithin.replace(" ", "\u00a0"),
  openingHours: (company: Company) => openingHoursInWords(company.openingHours),
};
export type CompanyFact = keyof typeof companyFacts;

/** The `{name}`s in a text that are not company facts. */
export function unknownFacts(text: string): string[] {
  return [...text.matchAll(/\{(\w*)\}/g)]
    .map((match) => match[1] ?? "")
    .filter((name) => !Object.hasOwn(companyFacts, name));
}

/** A page's text with each `{replyWithin}`, `{openingHours}` replaced by the company's own. */
export function withCompanyFacts(text: string, company: Company): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(companyFacts, name) ? companyFacts[name as CompanyFact](company) : placeholder,
  );
}

/**
 * Details that are still the fictional defaults shipped with the site. A production build
 * warns about each one, so the firm never goes live with a number that reaches nobody.
 */
export function findPlaceholderDetails(company: Company): string[] {
  const found: string[] = [];
  // Ofcom keeps 0161 496 0000–0999 (and similar ranges) for drama; nobody answers them.
  if (/^0(113|114|115|116|117|118|121|131|141|151|161) ?496 ?0\d{3}$/.test(company.phone)) {
    found.push(`phone ${company.phone} is an Ofcom drama number`);
  }
  if (company.whatsApp && /^07700 ?900\d{3}$/.test(company.whatsApp)) {
    found.push(`WhatsApp number ${company.whatsApp} is an Ofcom drama number`);
  }
  if (/@example\.(com|org|net)$/i.test(company.email)) {
    found.push(`email ${company.email} is on a reserved example domain`);
  }
  if (/^0+$/.test(company.companyNumber)) {
    found.push(`company number ${company.companyNumber} is a placeholder`);
  }
  for (const address of [company.address, company.registeredOffice]) {
    if (/ZZ$/i.test(address.postcode)) {
      found.push(`postcode ${address.postcode} is fictional`);
    }
  }
  for (const link of company.social) {
    if (/example/i.test(link.url)) found.push(`${link.network} link ${link.url} is a placeholder`);
  }
  return [...new Set(found)];
}
