import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  GeneralContractor,
  OpeningHoursSpecification,
  Service,
  WebSite,
  WithContext,
} from "schema-dts";
import type { Company } from "~/company/company";
import { type OpeningHours, openDays, type Weekday } from "~/company/opening-hours";
import { siteAddress } from "~/company/site-identity.server";
import { siteContent } from "~/content/site-content.server";
import { bankHolidaysOf } from "~/lib/bank-holidays";
import { shareImagePath } from "~/lib/seo";
import { localDate } from "~/lib/uk-time";

/**
 * JSON-LD for search engines, typed against schema.org. No review stars on purpose: Google
 * ignores self-serving ratings, and UK rules on review information are strict
 * (docs/decisions/009-no-review-stars.md).
 */

const businessId = () => `${siteAddress("/")}#business`;
const websiteId = () => `${siteAddress("/")}#website`;

const dayNames: Record<Weekday, DayOfWeek> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/**
 * The opening hours as search engines read them: the days sharing each pair of times, then
 * each day the office is shut besides (opening and closing at 00:00, from one day to another):
 * the days the owner closes and, when the office shuts on them, the bank holidays, of this
 * year and the next (`today` is the render's day).
 */
export function openingHoursData(hours: OpeningHours, today: string): OpeningHoursSpecification[] {
  const year = Number(today.slice(0, 4));
  const closed = [
    ...hours.closedDays,
    ...(hours.bankHolidays === "closed"
      ? [...bankHolidaysOf(year), ...bankHolidaysOf(year + 1)].map((holiday) => ({
          from: holiday.day,
          to: holiday.day,
        }))
      : []),
  ]
    .filter((days) => days.to >= `${year}-01-01`)
    .sort((a, b) => a.from.localeCompare(b.from));
  return [
    ...openDays(hours).map(({ days, times }) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: days.map((day) => dayNames[day]),
      opens: times.opens,
      closes: times.closes,
    })),
    ...closed.map((days) => ({
      "@type": "OpeningHoursSpecification" as const,
      opens: "00:00",
      closes: "00:00",
      validFrom: days.from,
      validThrough: days.to,
    })),
  ];
}

/** "0161 496 0000" → "+44 161 496 0000". */
export function internationalPhone(phone: string): string {
  return `+44 ${phone.replace(/^0/, "")}`;
}

/**
 * The firm itself, with every fact search engines use for local results; its memberships only
 * while current (the content leaves out those past their date).
 */
export function businessData(areasServed: string[]): WithContext<GeneralContractor> {
  const { company, accreditations } = siteContent();
  const address = (value: Company["address"]) => ({
    "@type": "PostalAddress" as const,
    streetAddress: value.streetAddress,
    addressLocality: value.town,
    addressRegion: value.county,
    postalCode: value.postcode,
    addressCountry: "GB",
  });
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": businessId(),
    name: company.tradingName,
    legalName: company.legalName,
    description: company.blurb,
    url: siteAddress("/"),
    logo: siteAddress("/icons/icon-512.png"),
    image: siteAddress(shareImagePath("/")),
    telephone: internationalPhone(company.phone),
    email: company.email,
    foundingDate: String(company.foundingYear),
    address: address(company.address),
    geo: {
      "@type": "GeoCoordinates",
      latitude: company.geo.latitude,
      longitude: company.geo.longitude,
    },
    openingHoursSpecification: openingHoursData(company.openingHours, localDate(Date.now())),
    areaServed: areasServed.map((name) => ({ "@type": "City" as const, name })),
    sameAs: company.social.map((link) => link.url),
    ...(company.vatNumber ? { vatID: company.vatNumber } : {}),
    ...(accreditations.length > 0
      ? {
          hasCredential: accreditations.map((scheme) => ({
            "@type": "EducationalOccupationalCredential" as const,
            name: scheme.name,
            credentialCategory: "membership",
            ...(scheme.membershipNumber ? { identifier: scheme.membershipNumber } : {}),
            ...(scheme.checkUrl ? { url: scheme.checkUrl } : {}),
          })),
        }
      : {}),
  };
}

export function websiteData(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": websiteId(),
    name: siteContent().company.tradingName,
    url: siteAddress("/"),
    inLanguage: "en-GB",
    publisher: { "@id": businessId() },
  };
}

export function breadcrumbData(
  trail: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: siteAddress(crumb.path),
    })),
  };
}

/** Home > this page, or Home > section > this page. */
export function trailTo(path: string, name: string, section?: { name: string; path: string }) {
  return breadcrumbData([
    { name: "Home", path: "/" },
    ...(section ? [section] : []),
    { name, path },
  ]);
}

export function faqPageData(faqs: { question: string; answer: string[] }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
    })),
  };
}

export function serviceData(
  service: { slug: string; title: string; description: string },
  areasServed: string[],
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: siteAddress(`/services/${service.slug}`),
    image: siteAddress(shareImagePath(`/services/${service.slug}`)),
    provider: { "@id": businessId() },
    areaServed: areasServed.map((name) => ({ "@type": "City" as const, name })),
  };
}

/** A town's page: the firm's building work there, the town as a place on the map. */
export function townServiceData(
  town: { name: string; latitude: number; longitude: number },
  path: string,
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `Building work in ${town.name}`,
    serviceType: "Building work",
    url: siteAddress(path),
    provider: { "@id": businessId() },
    areaServed: {
      "@type": "City",
      name: town.name,
      geo: { "@type": "GeoCoordinates", latitude: town.latitude, longitude: town.longitude },
    },
  };
}

export function blogPostingData(post: {
  slug: string;
  title: string;
  seoDescription: string;
  date: string;
  author: string;
  category: string;
}): WithContext<BlogPosting> {
  const url = siteAddress(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.seoDescription,
    datePublished: post.date,
    articleSection: post.category,
    inLanguage: "en-GB",
    url,
    mainEntityOfPage: url,
    image: siteAddress(shareImagePath(`/blog/${post.slug}`)),
    author: { "@type": "Organization", name: post.author, url: siteAddress("/about") },
    publisher: { "@id": businessId() },
  };
}
