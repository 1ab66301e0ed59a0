/**
 * Test module: the rules the site's content must keep whatever the owner writes in it. Nothing
 * here pins the sample content (how many reviews, projects, FAQs or articles; names, dates,
 * titles): the owner is told to change all of that (README, "Editing content").
 *
 * `app/site/read-site-content.test.ts` runs every rule against `content/`;
 * `scripts/owner-edits.test.ts` runs them against a copy edited the way the README says.
 */

import { existsSync } from "node:fs";
import { expect } from "vitest";
import type { SiteContent } from "../../app/content/site-content.server";
import { legalLinks } from "../../app/navigation";
import { pageDirectory } from "../../app/site/page-directory";
import { placeholderWarnings } from "../../app/site/placeholder-warnings";
import type { ReadContentResult } from "../../app/site/read-site-content.server";

export type ContentRule = (site: ReadContentResult) => void;

const duplicates = (values: readonly (string | number)[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

/** Every `{ src, alt }` picture in the content, by the key the reader gave it. */
function pictureKeys(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) pictureKeys(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && typeof record.alt === "string") found.push(record.src);
    else for (const child of Object.values(record)) pictureKeys(child, found);
  }
  return found;
}

/**
 * Timescales, warranties and payment terms written as figures ("4-8 weeks", "2 working days",
 * "10-year", "nothing upfront"), so the same promise can be found on two pages.
 */
function promisesIn(text: string): string[] {
  const normal = text.replace(/\s+/g, " ").toLowerCase();
  const patterns = [
    /\b\d+(?:-\d+)? (?:working )?(?:days?|weeks?|months?)\b/g,
    /\b\d+-year\b/g,
    /\bnothing up ?front\b/g,
  ];
  return patterns.flatMap((pattern) => normal.match(pattern) ?? []);
}

/** Where the pages promise what the FAQs then explain in full. */
function pagePromises(content: SiteContent): { where: string; text: string }[] {
  const { about, home, testimonials, areas } = content.pages;
  return [
    ...about.differentiators.map((item) => ({
      where: `content/pages/about.yaml: ${item.title}`,
      text: item.text,
    })),
    ...home.about.paragraphs.map((text) => ({ where: "content/pages/home.yaml: about", text })),
    ...testimonials.reasons.items.map((item) => ({
      where: `content/pages/testimonials.yaml: ${item.title}`,
      text: item.text,
    })),
    { where: "content/pages/areas.yaml: responseTime", text: areas.responseTime.text },
  ];
}

/** What a rule holds, and the check: each name reads as "the site's content …". */
export const contentRules: Record<string, ContentRule> = {
  "has the nine services the spec and the site's code are built around, in order": ({
    content,
  }) => {
    expect(content.services.map((service) => service.slug)).toEqual([
      "groundworks",
      "joinery",
      "construction",
      "roofing",
      "renovation",
      "refurbishment",
      "new-builds",
      "fit-and-finish",
      "glazing",
    ]);
  },

  "uses every service, project and article slug once": ({ content }) => {
    for (const items of [content.services, content.projects, content.blogPosts]) {
      expect(duplicates(items.map((item) => item.slug))).toEqual([]);
    }
  },

  "gives every project its own order and title, as the README asks of a new one": ({ content }) => {
    expect(duplicates(content.projects.map((project) => project.order)), "order").toEqual([]);
    expect(duplicates(content.projects.map((project) => project.title)), "title").toEqual([]);
  },

  "gives every page a search description of its own": ({ content }) => {
    const descriptions = pageDirectory(content).map((page) => page.description);
    expect(duplicates(descriptions)).toEqual([]);
  },

  "has a file for every picture it refers to": ({ content, images }) => {
    const known = new Map(images.map((image) => [image.key, image.file]));
    for (const key of pictureKeys(content)) {
      expect(known.has(key), `${key} was not found by the reader`).toBe(true);
    }
    for (const image of images) expect(existsSync(image.file), image.file).toBe(true);
  },

  "has the build warn of sample reviews exactly while any is left": ({ content, images }) => {
    const samples = content.testimonials.filter((review) => review.sample).length;
    const warnings = placeholderWarnings(content, images).filter((warning) =>
      warning.startsWith("content/testimonials.yaml"),
    );
    if (samples > 0) {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`${samples} sample review(s)`);
    } else {
      expect(warnings).toEqual([]);
    }
  },

  "asks each FAQ once": ({ content }) => {
    expect(duplicates(content.faqs.map((faq) => faq.question))).toEqual([]);
  },

  "has the FAQs give the timescales, warranties and payment terms the pages promise": ({
    content,
  }) => {
    const answers = new Set(promisesIn(content.faqs.flatMap((faq) => faq.answer).join(" ")));
    const unexplained = pagePromises(content).flatMap(({ where, text }) =>
      promisesIn(text)
        .filter((promise) => !answers.has(promise))
        .map((promise) => `${where} says "${promise}", which no answer in content/faqs.yaml does`),
    );
    expect(unexplained).toEqual([]);
  },

  "lists each area once, nearest first, as the areas page says": ({ content }) => {
    const areas = content.serviceAreas;
    expect(duplicates(areas.map((area) => area.name))).toEqual([]);
    const distances = areas.map((area) => area.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  },

  "has every legal page the footer links to": ({ content }) => {
    expect(content.legalPages.map((page) => `/${page.slug}`).sort()).toEqual(
      legalLinks.map((link) => link.to).sort(),
    );
  },
};
