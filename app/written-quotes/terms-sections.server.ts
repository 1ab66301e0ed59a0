import type { Section } from "./quote-document";

/**
 * The firm's terms as a quote carries them: the website's terms and conditions page (its HTML,
 * made from the owner's Markdown), from its part about quotations and work when it has one,
 * as headed sections of plain text. The quote keeps a copy when it is sent, so what the customer
 * accepted stays what they were shown, whatever the website says later.
 */

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();

export function termsSections(pageHtml: string): Section[] {
  const blocks = [...pageHtml.matchAll(/<(h[2-4]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(
    ([, tag = "", inner = ""]) => ({ heading: tag.startsWith("h"), text: plain(inner) }),
  );
  const partAboutWork = blocks.findIndex(
    (block) => block.heading && /quotation|our work/i.test(block.text),
  );
  const sections: Section[] = [];
  for (const block of blocks.slice(Math.max(partAboutWork, 0))) {
    if (block.text === "") continue;
    if (block.heading) sections.push({ heading: block.text, paragraphs: [] });
    else if (sections.length === 0) sections.push({ heading: "Terms", paragraphs: [block.text] });
    else sections.at(-1)?.paragraphs.push(block.text);
  }
  return sections.filter((section) => section.paragraphs.length > 0);
}
