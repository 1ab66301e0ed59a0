import YAML from "yaml";
import { z } from "zod";
import type { FormOutcome } from "~/forms/read-form.server";
import { legalPageFrontMatterSchema } from "~/legal/legal-page";
import { monthCount, months } from "~/lib/uk-time";
import type { Drafts } from "~/publishing/drafts.server";
import { refusal, refused, saveDraft } from "../site-editing/content-file.server";

export const legalFolder = "legal/";
export const legalPages = [
  { slug: "privacy-policy", title: "Privacy policy" },
  { slug: "terms-conditions", title: "Terms & conditions" },
  { slug: "accessibility", title: "Accessibility statement" },
] as const;
export type LegalSlug = (typeof legalPages)[number]["slug"];
const legalFile = (slug: LegalSlug) => `${legalFolder}${slug}.md`;

/** A Markdown file split as the build splits it: front matter between two '---' lines, then the text. */
function split(text: string | null) {
  const match = /^(---\r?\n)([\s\S]*?\r?\n)(---\r?\n[\s\S]*)$/.exec(text ?? "");
  return match
    ? { start: match[1] ?? "", frontMatter: match[2] ?? "", rest: match[3] ?? "" }
    : undefined;
}

/** "November 2026" as a month and a year, when it is written so. */
function monthAndYear(lastUpdated: unknown) {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(String(lastUpdated ?? "").trim());
  const month = months.find((name) => name.toLowerCase() === match?.[1]?.toLowerCase());
  return month && match ? { month, year: match[2] ?? "" } : { month: "", year: "" };
}

export function legalDatesPage(drafts: Drafts) {
  return {
    pages: legalPages.map(({ slug, title }) => {
      const { text, hash } = drafts.read(legalFile(slug));
      const parts = split(text);
      const lastUpdated = parts ? YAML.parse(parts.frontMatter)?.lastUpdated : undefined;
      return {
        slug,
        title,
        version: hash,
        lastUpdated: typeof lastUpdated === "string" ? lastUpdated : "",
        ...monthAndYear(lastUpdated),
      };
    }),
  };
}

const enterYear = "Enter the year, like 2026.";

/** One page's date: its month and year, never one to come (`now`: the day it is saved). */
export const legalDateForm = (now = new Date()) =>
  z
    .object({
      version: z.string().default(""),
      page: z.enum(
        legalPages.map((page) => page.slug),
        { error: "Choose a page." },
      ),
      month: z.enum(months, { error: "Choose a month." }),
      year: z
        .string({ error: enterYear })
        .trim()
        .regex(/^\d{4}$/, { message: enterYear, abort: true })
        .refine((year) => Number(year) >= 2000, "Enter a year from 2000 on."),
    })
    .superRefine(({ month, year }, context) => {
      const when = Number(year) * 12 + months.indexOf(month);
      if (when > monthCount(now))
        context.addIssue({
          code: "custom",
          path: ["month"],
          message: "The date cannot be in the future.",
        });
    });

/**
 * Sets one legal page's "Last updated" to a month and year. Only that line of the front matter
 * changes: the rest of it, and the Markdown text below, stay byte for byte.
 */
export function saveLegalDate(
  drafts: Drafts,
  sent: z.output<ReturnType<typeof legalDateForm>>,
  by: string,
): FormOutcome {
  const page = legalPages.find((candidate) => candidate.slug === sent.page);
  if (!page) return refusal("Choose a page.");
  const { text } = drafts.read(legalFile(page.slug));
  const parts = split(text);
  const doc = parts && YAML.parseDocument(parts.frontMatter);
  if (!parts || !doc || doc.errors.length > 0 || !YAML.isMap(doc.contents))
    return refusal(
      `The ${page.title.toLowerCase()} file cannot be read: ask your developer to look at it.`,
    );
  const lastUpdated = `${sent.month} ${sent.year}`;
  const node = doc.get("lastUpdated", true);
  let frontMatter: string;
  if (YAML.isScalar(node) && node.range) {
    const [start, end] = node.range;
    frontMatter = `${parts.frontMatter.slice(0, start)}${lastUpdated}${parts.frontMatter.slice(end)}`;
  } else {
    doc.set("lastUpdated", lastUpdated);
    frontMatter = doc.toString({ lineWidth: 100 });
  }
  const checked = legalPageFrontMatterSchema.safeParse(YAML.parse(frontMatter));
  if (!checked.success)
    return refused(checked.error.issues, {
      fieldOf: (path) => (path[0] === "lastUpdated" ? "year" : "form"),
    });
  return saveDraft(drafts, {
    file: legalFile(page.slug),
    text: `${parts.start}${frontMatter}${parts.rest}`,
    version: sent.version,
    by,
    saved: `${page.title}: last updated ${lastUpdated}, saved as a draft. Publish when you are ready for it to go on the site.`,
  });
}
