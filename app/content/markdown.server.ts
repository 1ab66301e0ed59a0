import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

const allowedSchemes = ["http", "https", "mailto", "tel"];

/**
 * A blog post's or a legal page's Markdown as the site shows it. `marked` passes HTML written
 * in the Markdown straight through, so its output goes through a sanitiser that keeps what
 * Markdown itself makes (headings, lists, links, emphasis, tables, pictures) and drops scripts,
 * event handlers, styles, frames and links that are not web, email or phone addresses. Every
 * way content arrives (the owner's editor, git, a restored version) is read through here.
 */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: {
      a: ["href", "title"],
      img: ["src", "alt", "title", "width", "height"],
      ol: ["start"],
      th: ["align"],
      td: ["align"],
    },
    allowedSchemes,
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
  });
}
