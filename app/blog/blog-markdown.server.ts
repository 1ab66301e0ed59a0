import { Marked, type Tokens } from "marked";
import YAML from "yaml";

/**
 * A blog post's file as the build reads it (app/site/read-site-content.server.ts): front matter
 * between two `---` lines, then the body in Markdown. The same pattern, so that what the
 * editor can read is exactly what the build can.
 */
const postPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

export interface PostFile {
  frontMatter: string;
  body: string;
  /** The line ending the file uses, kept for what the owner changes. */
  newline: "\n" | "\r\n";
}

export function splitPost(text: string): PostFile | undefined {
  const match = postPattern.exec(text);
  if (!match) return undefined;
  return {
    frontMatter: match[1] ?? "",
    body: match[2] ?? "",
    newline: text.includes("\r\n") ? "\r\n" : "\n",
  };
}

export function joinPost({ frontMatter, body, newline }: PostFile): string {
  return `---${newline}${frontMatter}${newline}---${newline}${body}`;
}

/** One line of YAML for a value (quoted when it has to be), never folded. */
const scalar = (value: string) => YAML.stringify(value, { lineWidth: 0 }).trimEnd();

/**
 * The front matter with some fields changed (paths such as ["image", "alt"]), everything else
 * byte for byte as it was: each changed value's own text is replaced in place. A field that
 * is not there yet is added (and then the front matter is written afresh by the YAML library).
 */
export function changeFrontMatter(
  frontMatter: string,
  changes: { path: string[]; value: string }[],
): string {
  const doc = YAML.parseDocument(frontMatter);
  const spans: { start: number; end: number; text: string }[] = [];
  let missing = false;
  for (const { path, value } of changes) {
    const node = doc.getIn(path, true);
    if (YAML.isScalar(node) && node.range) {
      const [start, end] = node.range;
      const old = frontMatter.slice(start, end);
      // A block scalar's text takes in its line's end; a one-line value needs it back.
      const lineEnd = /\r?\n$/.exec(old)?.[0] ?? "";
      spans.push({ start, end, text: `${scalar(value)}${lineEnd}` });
    } else {
      missing = true;
    }
  }
  if (missing) {
    for (const { path, value } of changes) doc.setIn(path, value);
    return doc.toString({ lineWidth: 100 }).trimEnd();
  }
  let text = frontMatter;
  for (const span of spans.sort((a, b) => b.start - a.start))
    text = text.slice(0, span.start) + span.text + text.slice(span.end);
  return text;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/**
 * Whether a link may go on the page: web addresses, email and phone links, and addresses on
 * the site itself. Anything else with a scheme (`javascript:`, `data:`, `vbscript:`…) is not,
 * however it is disguised (character references, upper case, spaces or control characters).
 */
export function safeHref(href: string): boolean {
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in a scheme
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([^/?#]*?):/.exec(decoded)?.[1];
  return scheme === undefined || ["http", "https", "mailto", "tel"].includes(scheme.toLowerCase());
}

/**
 * The body as the preview shows it: the build's renderer (`marked`, its default options, as
 * read-site-content.server.ts calls it), stricter: HTML typed in the body is shown as text, and a
 * link or picture to anything but a web, email or phone address loses its address. So the
 * preview never runs more than the live page would.
 */
const previewMarked = new Marked({
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      if (safeHref(token.href)) return false;
      return `<span>${this.parser.parseInline(token.tokens)}</span>`;
    },
    image(token: Tokens.Image) {
      if (safeHref(token.href)) return false;
      return escapeHtml(token.text);
    },
  },
});

export function previewHtml(body: string): string {
  return previewMarked.parse(body, { async: false });
}

/**
 * What in a body the preview would not show as written and the owner's editor does not save:
 * HTML, and links that are not web, email or phone addresses. The live page would run them.
 */
export function unsafeMarkdown(body: string): string | undefined {
  let problem: string | undefined;
  previewMarked.walkTokens(previewMarked.lexer(body), (token) => {
    if (problem) return;
    if (token.type === "html")
      problem = `Write the post in Markdown only: HTML such as ${token.raw.trim().slice(0, 30)} is not allowed.`;
    else if ((token.type === "link" || token.type === "image") && !safeHref(token.href))
      problem = `Link only to web pages (https://…), email or phone numbers: ${token.href.slice(0, 40)} is not allowed.`;
  });
  return problem;
}
