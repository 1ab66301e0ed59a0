import YAML from "yaml";
import { z } from "zod";
import { siteContent } from "~/content/site-content.server";
import { formatCount } from "~/lib/format-count";
import { projectTypeSchema } from "~/lib/project-type-schema";
import { projectTypes } from "~/lib/project-types";
import { slugFrom } from "~/lib/slug";
import { formatDate, formatMonth, localDate } from "~/lib/uk-time";
import {
  type PriceGuide,
  priceGuideEntrySchema,
  priceGuidesSchema,
} from "~/price-guide/price-guide";
import type { Drafts } from "~/publishing/drafts.server";
import { plainWords, refusal } from "../site-editing/content-file.server";
import { linesOf, listIn, oneLine, oneLineIn } from "../site-editing/form-text";
import { changeListItem, listItemForm, readList } from "../site-editing/list-file.server";

export const priceGuideFile = "price-guide.yaml";
/** Questions a priced job can ask: each its own pair of boxes in the form. */
const questionNumbers = [1, 2, 3] as const;

/** "Up to 15 m²: £38,000 to £52,000", a choice as the owner types it, one per line. */
const choiceLine = ({ label, from, to }: { label: string; from: number; to: number }) =>
  from === to
    ? `${label}: £${formatCount(from)}`
    : `${label}: £${formatCount(from)} to £${formatCount(to)}`;

/** Twelve months after a check, the prices are due another (the "before you go live" list says so). */
export function isDueACheck(reviewed: string, now: number): boolean {
  const today = localDate(now);
  return reviewed <= `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

/** The owner's list of what to fix: each priced job not checked for a year. */
export const pricesToCheck = (guides: readonly PriceGuide[], now = Date.now()) =>
  guides
    .filter((guide) => isDueACheck(guide.reviewed, now))
    .map(
      (guide) =>
        `content/${priceGuideFile}: the prices for “${guide.title}” were last checked in ${formatMonth(guide.reviewed)}, over a year ago; check them and save`,
    );

/** The priced jobs as drafted, each as its form shows it. */
export function priceGuidePage(drafts: Drafts, now = Date.now()) {
  const { version, items } = readList(drafts, priceGuideFile, priceGuidesSchema);
  return {
    version,
    services: siteContent().services.map((service) => ({
      value: service.slug,
      label: service.title,
    })),
    jobTypes: [
      { value: "", label: "Only those asked for from this guide" },
      ...projectTypes.filter((type) => type.value !== "other"),
    ],
    guides: items.map((guide) => ({
      title: guide.title,
      form: {
        title: guide.title,
        service: guide.service,
        jobType: guide.jobType ?? "",
        vatIncluded: guide.vatIncluded ? "on" : "",
        ...(Object.fromEntries(
          questionNumbers.flatMap((n) => {
            const question = guide.questions[n - 1];
            return [
              [`q${n}`, question?.label ?? ""],
              [`q${n}Answers`, question?.choices.map(choiceLine).join("\n") ?? ""],
            ];
          }),
        ) as Record<QuestionField, string>),
        included: guide.included.join("\n"),
        notIncluded: guide.notIncluded.join("\n"),
      } satisfies PricedJobFields,
      reviewed: formatDate(guide.reviewed),
      dueACheck: isDueACheck(guide.reviewed, now),
      sample: guide.sample,
      path: `/cost-guide#${guide.slug}`,
    })),
  };
}

const entry = priceGuideEntrySchema.shape;
type QuestionField = `q${1 | 2 | 3}` | `q${1 | 2 | 3}Answers`;
/** What a priced job's form holds, as text. */
export type PricedJobFields = Record<
  "title" | "service" | "jobType" | "vatIncluded" | "included" | "notIncluded" | QuestionField,
  string
>;
const questionFields = Object.fromEntries(
  questionNumbers.flatMap((n) => [
    [`q${n}`, z.string().default("").transform(oneLine)],
    [`q${n}Answers`, z.string().default("")],
  ]),
) as Record<QuestionField, z.ZodType<string, string | undefined>>;

/**
 * One priced job's form: add, save (its prices are then checked today), "still right" (checked
 * today, nothing else changes) or remove, by its place in the list. Each question is a line of
 * words and its answers one per line with their prices, which `questionsOf` reads.
 */
export const priceGuideForm = listItemForm(
  {
    title: oneLineIn(entry.title),
    service: z.string({ error: "Choose the service it belongs to." }),
    jobType: z.union([projectTypeSchema, z.literal("")]).default(""),
    vatIncluded: z
      .literal("on")
      .optional()
      .transform((ticked) => ticked === "on"),
    ...questionFields,
    included: listIn(linesOf, entry.included),
    notIncluded: listIn(linesOf, entry.notIncluded.unwrap()),
  },
  ["checked", "remove"],
).superRefine(
  (sent, context) => {
    if (sent.intent !== "add" && sent.intent !== "save") return;
    if (!siteContent().services.some((service) => service.slug === sent.service))
      context.addIssue({
        code: "custom",
        path: ["service"],
        message: "Choose the service it belongs to.",
      });
    const read = questionsOf(sent);
    for (const problem of read.problems) context.addIssue({ code: "custom", ...problem });
  },
  { when: () => true },
);

type Sent = z.output<typeof priceGuideForm>;
type Typed = Record<string, unknown>;

/** An answer line: words, a colon, then £ from (and "to £" to). Commas and £ are optional. */
const answerLine = /^(.+?)\s*:\s*£?\s*(\d[\d,]*)(?:\s*(?:to|-|–)\s*£?\s*(\d[\d,]*))?\s*$/i;
const amount = (text: string) => Number(text.replaceAll(",", ""));

/** The questions as typed, or each problem beside the box it is in. */
function questionsOf(sent: Typed) {
  const questions: PriceGuide["questions"] = [];
  const problems: { path: string[]; message: string }[] = [];
  for (const n of questionNumbers) {
    const label = String(sent[`q${n}`] ?? "");
    const lines = String(sent[`q${n}Answers`] ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (!label && lines.length === 0) continue;
    if (!label) {
      problems.push({ path: [`q${n}`], message: "Write the question these answers are for." });
      continue;
    }
    const choices = lines.map((line) => {
      const match = answerLine.exec(line);
      if (!match) return line;
      const from = amount(match[2] ?? "");
      return { label: oneLine(match[1] ?? ""), from, to: match[3] ? amount(match[3]) : from };
    });
    const wrong = choices.findIndex((choice) => typeof choice === "string");
    if (wrong >= 0) {
      problems.push({
        path: [`q${n}Answers`],
        message: `Line ${wrong + 1} (“${String(choices[wrong]).slice(0, 40)}”): write each answer as its words, a colon and its prices, like “Up to 15 m²: £38,000 to £52,000”.`,
      });
      continue;
    }
    if (choices.length < 2) {
      problems.push({
        path: [`q${n}Answers`],
        message: "List at least two answers, one per line.",
      });
      continue;
    }
    questions.push({ label, choices: choices as PriceGuide["questions"][number]["choices"] });
  }
  if (questions.length === 0 && problems.length === 0)
    problems.push({ path: ["q1"], message: "Ask at least one question, with its answers." });
  return { questions, problems };
}

/** Where the file's complaint about a job belongs in its form. */
function fieldOf(path: PropertyKey[]): string {
  const [, field, question, part] = path;
  if (field === "questions" && typeof question === "number")
    return part === "label" ? `q${question + 1}` : `q${question + 1}Answers`;
  return typeof field === "string" ? field : "form";
}

/** The content's limits on prices, in the owner's words. */
export function priceGuideWords(issue: z.core.$ZodIssue): string {
  const [, field] = issue.path;
  const origin = "origin" in issue ? issue.origin : undefined;
  if (field === "questions" && issue.code === "too_big" && origin === "array")
    return "Keep it to 10 answers or fewer.";
  if (field === "questions" && origin === "number") return "Prices run from £0 to £2,000,000.";
  if ((field === "included" || field === "notIncluded") && origin === "array")
    return issue.code === "too_small" ? "List at least one thing." : "Keep it to 8 lines or fewer.";
  if ((field === "included" || field === "notIncluded") && origin === "string")
    return issue.code === "too_small"
      ? "Write at least 3 characters on each line."
      : "Keep each line to 120 characters or fewer.";
  return plainWords(issue);
}

export function changePriceGuide(drafts: Drafts, sent: Sent, by: string, now = Date.now()) {
  const words = { item: "priced job", items: "priced jobs" };
  const list = { file: priceGuideFile, schema: priceGuidesSchema, by, words, fieldOf };
  const today = localDate(now);
  return changeListItem(drafts, list, sent, ({ doc, items }) => {
    if (sent.intent !== "add" && sent.intent !== "save") {
      if (sent.intent === "checked") {
        doc.setIn([sent.index, "reviewed"], today);
        doc.deleteIn([sent.index, "sample"]);
        return `Prices marked as checked today, ${formatDate(today)}, in your draft.`;
      }
      if (items.length === 1)
        return refusal("Keep at least one priced job: add another before removing this one.");
      items.splice(sent.index, 1);
      return "Priced job removed in your draft.";
    }
    const fields = {
      title: sent.title,
      service: sent.service,
      ...(sent.jobType ? { jobType: sent.jobType } : {}),
      vatIncluded: sent.vatIncluded,
      reviewed: today,
      questions: questionsOf(sent).questions,
      included: sent.included,
      ...(sent.notIncluded.length > 0 ? { notIncluded: sent.notIncluded } : {}),
    };
    if (sent.intent === "add") {
      const slug = slugFrom(sent.title, 60);
      if (items.some((item) => YAML.isMap(item) && String(item.get("slug")) === slug))
        return {
          ok: false,
          fieldErrors: { title: ["There is already a priced job with this name."] },
        };
      items.push(doc.createNode({ slug, ...fields }) as YAML.ParsedNode);
      return "Priced job added to your draft.";
    }
    // The address (slug) stays, so links to its prices keep working; the samples' mark goes.
    const item = items[sent.index];
    const slug = YAML.isMap(item) ? item.get("slug") : slugFrom(sent.title, 60);
    items[sent.index] = doc.createNode({ slug, ...fields }) as YAML.ParsedNode;
    return "Prices saved as a draft, and marked as checked today.";
  });
}
