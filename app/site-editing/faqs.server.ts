import type YAML from "yaml";
import { z } from "zod";
import { faqSchema } from "~/content/faq";
import type { OwnerServices } from "~/owner/owner-services";
import { plainWords, refusal, refused, type SaveOutcome } from "./content-file.server";
import { paragraphsOf } from "./form-text";
import { changeListItem, readList } from "./list-file.server";

export const faqsFile = "faqs.yaml";
const faqsSchema = z.array(faqSchema).min(1, "Keep at least one question.");

export function faqsPage(services: OwnerServices) {
  const { version, items } = readList(services, faqsFile, faqsSchema);
  return {
    version,
    faqs: items.map((faq) => ({
      question: faq.question,
      answer: faq.answer.join("\n\n"),
    })),
  };
}

/** One question's form: add (at the end), save, remove or move up, by its place in the list. */
export function changeFaqs(
  services: OwnerServices,
  form: FormData,
  by: string,
): SaveOutcome & { index: number } {
  const words = { item: "question", items: "questions" };
  const list = { file: faqsFile, schema: faqsSchema, form, by, words };
  return changeListItem(services, list, ({ intent, index, doc, items }) => {
    if (intent === "add" || intent === "save") {
      const faq = {
        question: String(form.get("question") ?? "").trim(),
        answer: paragraphsOf(String(form.get("answer") ?? "")),
      };
      const checked = faqSchema.safeParse(faq);
      if (!checked.success)
        return refused(checked.error.issues, {
          wordsFor: (issue) =>
            issue.path.length === 1 && issue.path[0] === "answer" && issue.code === "too_big"
              ? "Keep the answer to 4 paragraphs or fewer."
              : plainWords(issue),
        });
      const node = doc.createNode(checked.data) as YAML.ParsedNode;
      if (intent === "add") items.push(node);
      else items[index] = node;
    } else if (intent === "remove") {
      items.splice(index, 1);
    } else if (intent === "up" && index > 0) {
      const [moved] = items.splice(index, 1);
      if (moved) items.splice(index - 1, 0, moved);
    } else {
      return refusal("Choose what to do.");
    }
    return {
      add: "Question added to your draft.",
      save: "Question saved as a draft.",
      remove: "Question removed in your draft.",
      up: "Question moved up in your draft.",
    }[intent as "add" | "save" | "remove" | "up"];
  });
}
