import YAML from "yaml";
import { legalPageFrontMatterSchema } from "~/content/legal-page";
import type { FormOutcome } from "~/forms/read-form.server";
import { months } from "~/lib/uk-time";
import type { Drafts } from "~/publishing/drafts.server";
import { refused, saveDraft } from "./content-file.server";

export const legalFolder = "legal/";
export const legalPages = [
  { slug: "privacy-policy", title: "Privacy policy" },
  { slug: "terms-conditions", title: "Terms & conditions" },
] as const;
export type LegalSlug = (typeof legalPages)[number]["slug"];
const legalFile = (slug: LegalSlug) => `${legalFolder}${slug}.md`;

export { months };

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

/**
 * Sets one legal page's "Last updated" to a month and year. Only that line of the front matter
 * changes: the rest of it, and the Markdown text below, stay byte for byte.
 */
export function saveLegalDate(
  drafts: Drafts,
  form: FormData,
  by: string,
  now = new Date(),
): FormOutcome & { slug: string } {
  const slug = String(form.get("page") ?? "");
  const page = legalPages.find((candidate) => candidate.slug === slug);
  if (!page) return { ok: false, slug, message: "Choose a page.", fieldErrors: {} };
  const { text } = drafts.read(legalFile(page.slug));
  const parts = split(text);
  const doc = parts && YAML.parseDocument(parts.frontMatter);
  if (!parts || !doc || doc.errors.length > 0 || !YAML.isMap(doc.contents))
    return {
      ok: false,
      slug,
      message: `The ${page.title.toLowerCase()} file cannot be read: ask your developer to look at it.`,
      fieldErrors: {},
    };

  const month = months.find((name) => name === String(form.get("month") ?? ""));
  const year = String(form.get("year") ?? "").trim();
  const fieldErrors: Record<string, string[]> = {};
  if (!month) fieldErrors.month = ["Choose a month."];
  if (!/^\d{4}$/.test(year)) fieldErrors.year = ["Enter the year, like 2026."];
  else if (Number(year) < 2000) fieldErrors.year = ["Enter a year from 2000 on."];
  else if (
    month &&
    Number(year) * 12 + months.indexOf(month) > now.getUTCFullYear() * 12 + now.getUTCMonth()
  )
    fieldErrors.month = ["The date cannot be in the future."];
  if (Object.keys(fieldErrors).length > 0)
    return {
      ok: false,
      slug,
      message: "Nothing was saved: please correct the answers marked below.",
      fieldErrors,
    };

  const lastUpdated = `${month} ${year}`;
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
    return {
      slug,
      ...refused(checked.error.issues, {
        fieldOf: (path) => (path[0] === "lastUpdated" ? "year" : "form"),
      }),
    };
  return {
    slug,
    ...saveDraft(drafts, {
      file: legalFile(page.slug),
      text: `${parts.start}${frontMatter}${parts.rest}`,
      version: String(form.get("version") ?? ""),
      by,
      saved: `${page.title}: last updated ${lastUpdated}, saved as a draft. Publish when you are ready for it to go on the site.`,
    }),
  };
}
