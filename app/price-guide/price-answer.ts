import { formatCount } from "../lib/format-count";
import { slugFrom } from "../lib/slug";

/**
 * What the price guide answers for the options a visitor picked: a range in pounds, the sum of
 * each picked choice's range. Run by the server for the page without JavaScript and by the
 * page's script as options change, so it is plain code on plain data (no Zod here).
 */

/** What these answers need of a priced job (`PriceGuide` in price-guide.ts, which checks it). */
interface Choice {
  label: string;
  from: number;
  to: number;
}
interface Question {
  label: string;
  choices: Choice[];
}
interface PricedJob {
  slug: string;
  questions: Question[];
}

/** The guide's address. */
export const costGuidePath = "/cost-guide";

/** A question's name in the address (`floor-area`), from its label. */
export const questionName = (question: Pick<Question, "label">) => slugFrom(question.label, 40);
/** A choice's value in the address (`up-to-15-m2`), from its label. */
export const choiceValue = (choice: Pick<Choice, "label">) => slugFrom(choice.label, 40);
/** The guide's own parameter; no question may take its name. */
export const jobParameter = "job";
export const reservedNames = [jobParameter];

export type PriceAnswer =
  | { ok: true; from: number; to: number; picked: { question: string; choice: string }[] }
  | { ok: false; errors: Record<string, string> };

/** The answer for what `picked` says of each question (by its name), or what is missing. */
export function priceAnswer(
  guide: Pick<PricedJob, "questions">,
  picked: (name: string) => string | null | undefined,
): PriceAnswer {
  const errors: Record<string, string> = {};
  let from = 0;
  let to = 0;
  const chosen: { question: string; choice: string; value: string }[] = [];
  for (const question of guide.questions) {
    const name = questionName(question);
    const value = picked(name);
    const choice = question.choices.find((each) => choiceValue(each) === value);
    if (!choice) {
      errors[name] = value
        ? `That is not one of the answers to “${question.label}”: choose one of those listed.`
        : `Choose an answer to “${question.label}”.`;
      continue;
    }
    from += choice.from;
    to += choice.to;
    chosen.push({ question: question.label, choice: choice.label, value: choiceValue(choice) });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    from,
    to,
    picked: chosen.map(({ question, choice }) => ({ question, choice })),
  };
}

/** "£30,000 to £45,000"; one amount when both ends are the same. */
export function poundsRange(from: number, to: number): string {
  return from === to ? `£${formatCount(from)}` : `£${formatCount(from)} to £${formatCount(to)}`;
}

/** What a visitor picked, as one line of their quote request: "Up to 15 m², flat roof". */
export const pickedInWords = (answer: Extract<PriceAnswer, { ok: true }>) =>
  answer.picked.map((each) => each.choice).join(", ");

/**
 * The guide and its answers as one value the quote form carries (`single-storey:up-to-15,flat`),
 * so the server reads back the range the visitor saw instead of trusting a posted one.
 */
export function guideReference(guide: PricedJob, picks: Record<string, string>): string {
  return `${guide.slug}:${guide.questions.map((question) => picks[questionName(question)] ?? "").join(",")}`;
}

/** A guide's answer from its reference, or nothing when the guide or an answer is not there. */
export function answerOfReference<Job extends PricedJob>(
  guides: readonly Job[],
  reference: string | null,
) {
  const [slug, values = ""] = (reference ?? "").split(":");
  const guide = guides.find((each) => each.slug === slug);
  if (!guide) return undefined;
  const answers = values.split(",");
  const answer = priceAnswer(
    guide,
    (name) => answers[guide.questions.findIndex((question) => questionName(question) === name)],
  );
  return answer.ok ? { guide, answer } : undefined;
}

/** Pounds rounded to the nearest £500, as the track record shows them. */
export const toNearest500 = (pounds: number) => Math.round(pounds / 500) * 500;
