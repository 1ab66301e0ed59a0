import type YAML from "yaml";
import { z } from "zod";
import { faqSchema } from "~/faqs/faq";
import type { Drafts } from "~/publishing/drafts.server";
import { plainWords } from "../site-editing/content-file.server";
import { listIn, paragraphsOf } from "../site-editing/form-text";
import { changeListItem, listItemForm, readList } from "../site-editing/list-file.server";

export const faqsFile = "faqs.yaml";
const faqsSchema = z.array(faqSchema).min(1, "Keep at least one question.");

export function faqsPage(drafts: Drafts) {
  const { version, items } = readList(drafts, faqsFile, faqsSchema);
  return {
    version,
    faqs: items.map((faq) => ({
      question: faq.question,
      answer: faq.answer.join("\n\n"),
    })),
  };
}

/** One question's form: add (at the end), save, remove or move up, by its place in the list. */
export const faqForm = listItemForm(
  {
    question: z.string().default("").pipe(faqSchema.shape.question),
    answer: listIn(paragraphsOf, faqSchema.shape.answer),
  },
  ["remove", "up"],
);

/** The content's limits on a question, in the owner's words. */
export const faqWords = (issue: z.core.$ZodIssue) =>
  issue.code === "too_big" && issue.origin === "array"
    ? "Keep the answer to 4 paragraphs or fewer."
    : plainWords(issue);

export function changeFaqs(drafts: Drafts, sent: z.output<typeof faqForm>, by: string) {
  const words = { item: "question", items: "questions" };
  const list = { file: faqsFile, schema: faqsSchema, by, words };
  return changeListItem(drafts, list, sent, ({ doc, items }) => {
    if (sent.intent === "add" || sent.intent === "save") {
      const node = doc.createNode({ question: sent.question, answer: sent.answer });
      if (sent.intent === "add") items.push(node as YAML.ParsedNode);
      else items[sent.index] = node as YAML.ParsedNode;
      return sent.intent === "add" ? "Question added to your draft." : "Question saved as a draft.";
    }
    if (sent.intent === "remove") {
      items.splice(sent.index, 1);
      return "Question removed in your draft.";
    }
    const [moved] = items.splice(sent.index, 1);
    if (moved) items.splice(Math.max(0, sent.index - 1), 0, moved);
    return "Question moved up in your draft.";
  });
}
