import YAML from "yaml";
import { z } from "zod";
import { faqSchema } from "~/content/faq";
import type { OwnerArea } from "../owner-area";
import {
  paragraphsOf,
  plainWords,
  readYaml,
  refused,
  type SaveOutcome,
  saveYaml,
} from "./content-file.server";

export const faqsFile = "faqs.yaml";
const faqsSchema = z.array(faqSchema).min(1, "Keep at least one question.");

export function faqsPage(area: OwnerArea) {
  const { doc, version } = readYaml(area, faqsFile);
  const faqs = faqsSchema.safeParse(doc.toJS());
  return {
    version,
    faqs: (faqs.success ? faqs.data : []).map((faq) => ({
      question: faq.question,
      answer: faq.answer.join("\n\n"),
    })),
  };
}

/** One question's form: add (at the end), save, remove or move up, by its place in the list. */
export function changeFaqs(
  area: OwnerArea,
  form: FormData,
  by: string,
): SaveOutcome & { index: number } {
  const intent = String(form.get("intent") ?? "");
  const index = intent === "add" ? -1 : Number(form.get("index"));
  const { doc } = readYaml(area, faqsFile);
  if (!YAML.isSeq(doc.contents))
    return {
      ok: false,
      index,
      message: "The questions file is not a list: ask your developer to look at it.",
      fieldErrors: {},
    };
  const items = doc.contents.items;
  if (intent !== "add" && !(Number.isInteger(index) && index >= 0 && index < items.length))
    return {
      ok: false,
      index,
      message: "That question is no longer there: the list below is up to date.",
      fieldErrors: {},
    };

  if (intent === "add" || intent === "save") {
    const faq = {
      question: String(form.get("question") ?? "").trim(),
      answer: paragraphsOf(String(form.get("answer") ?? "")),
    };
    const checked = faqSchema.safeParse(faq);
    if (!checked.success)
      return {
        index,
        ...refused(checked.error.issues, {
          wordsFor: (issue) =>
            issue.path.length === 1 && issue.path[0] === "answer" && issue.code === "too_big"
              ? "Keep the answer to 4 paragraphs or fewer."
              : plainWords(issue),
        }),
      };
    const node = doc.createNode(checked.data) as YAML.ParsedNode;
    if (intent === "add") items.push(node);
    else items[index] = node;
  } else if (intent === "remove") {
    items.splice(index, 1);
  } else if (intent === "up" && index > 0) {
    const [moved] = items.splice(index, 1);
    if (moved) items.splice(index - 1, 0, moved);
  } else {
    return { ok: false, index, message: "Choose what to do.", fieldErrors: {} };
  }
  const saved = {
    add: "Question added to your draft.",
    save: "Question saved as a draft.",
    remove: "Question removed in your draft.",
    up: "Question moved up in your draft.",
  }[intent as "add" | "save" | "remove" | "up"];
  return {
    index,
    ...saveYaml(area, {
      file: faqsFile,
      doc,
      schema: faqsSchema,
      version: String(form.get("version") ?? ""),
      by,
      saved,
    }),
  };
}
