import { readFileSync } from "node:fs";
import path from "node:path";
import { withContent } from "~/content/site-content.server";
import type { Previewer } from "~/publishing/previewer.server";
import { contentProblemsInWords } from "./content-problems.server";

/**
 * The pages of the owner's preview (`app/publishing/previewer.server.ts`), served under
 * /owner/preview/ to the owner only, rendered when asked for from the drafts' content by the
 * same routes as the live pages. Their scripts are taken out (the pages work without them; the
 * live site's scripts would fetch the live data), their links point into the preview, and a
 * bar says this is a preview. Nothing of it reaches a visitor or a cache.
 */
export const previewRoot = "/owner/preview";

/** Where a photo that only the drafts have is served. */
export const draftPictureUrl = (key: string) => `${previewRoot}/picture/${key}`;

const pictureTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

/** A preview page needs no script and may only show pictures and styles of the site's own. */
export const previewPolicy =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

export type PreviewAnswer =
  | { kind: "page"; html: string }
  | { kind: "problems"; html: string }
  | { kind: "file"; bytes: Buffer; type: string }
  | { kind: "missing" };

/** What `/owner/preview/<rest>` shows: a page as the drafts would make it, or a drafted photo. */
export async function previewAnswer(
  {
    previewer,
    renderPage,
  }: { previewer: Previewer; renderPage: (path: string) => Promise<Response> },
  rest: string,
): Promise<PreviewAnswer> {
  if (rest.startsWith("picture/")) {
    const file = previewer.pictureFile(rest.slice("picture/".length));
    const type = file && pictureTypes[path.extname(file).toLowerCase()];
    const bytes = file && type ? readOrUndefined(file) : undefined;
    return bytes && type ? { kind: "file", bytes, type } : { kind: "missing" };
  }
  const page = rest.replace(/\/$/, "");
  if (!/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(page)) return { kind: "missing" };
  const drafts = await previewer.content();
  if (!drafts.ok)
    return {
      kind: "problems",
      html: problemsPage(contentProblemsInWords(drafts.errors, drafts.contentDir)),
    };
  const response = await withContent(drafts.content, () => renderPage(`/${page}`));
  if (response.status !== 200) return { kind: "missing" };
  return { kind: "page", html: forPreview(await response.text()) };
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const bar = `<div role="note" style="position:sticky;top:0;z-index:100;background:#07172a;color:#fff;padding:12px 16px;font:600 16px/1.4 system-ui,sans-serif;border-bottom:4px solid #ffc22e">Preview of your unpublished changes: visitors do not see this yet. <a href="/owner/site" style="color:#ffd363;text-decoration:underline">Back to Website</a></div>`;

/** When the drafts cannot be published, the preview says why instead of showing a page. */
function problemsPage(problems: string[]): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview · Owner area</title></head><body style="margin:0;font:16px/1.5 system-ui,sans-serif">${bar}<main style="padding:16px;max-width:40rem"><h1>Your changes cannot be shown yet</h1><p>Change these first (nothing is published until they are right):</p><ul>${problems
    .map((problem) => `<li>${escapeHtml(problem)}</li>`)
    .join("")}</ul></main></body></html>`;
}

/** The rendered page, as the preview shows it. */
export function forPreview(html: string): string {
  return (
    html
      // Scripts and their preloads: the page works without them.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
        /type="application\/ld\+json"/.test(script) ? script : "",
      )
      .replace(/<link\b[^>]*rel="(modulepreload|manifest)"[^>]*>/gi, "")
      // Links stay inside the preview.
      .replace(/(<a\b[^>]*?\shref=")\/(?!owner\/|\/)/g, `$1${previewRoot}/`)
      .replace(/<body([^>]*)>/, `<body$1>${bar}`)
  );
}
