import { readFileSync } from "node:fs";
import path from "node:path";
import type { OwnerServices } from "~/owner/owner-services";

/**
 * The pages of the owner's preview (`app/publishing/previewer.server.ts`), served under
 * /owner/preview/ to the owner only. They are the preview build's prerendered pages with their
 * scripts taken out (the pages work without them; the live site's scripts would not match the
 * preview's data), their pictures, styles and links pointed into the preview, and a bar saying
 * this is a preview. Nothing of it reaches a visitor or a cache.
 */
export const previewRoot = "/owner/preview";

const fileTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
};

/** A preview page needs no script and may only show pictures and styles of its own. */
export const previewPolicy =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

export type PreviewAnswer =
  | { kind: "page"; html: string }
  | { kind: "file"; bytes: Buffer; type: string }
  | { kind: "missing" };

/** What `/owner/preview/<rest>` shows: a page of the preview, or one of its pictures or styles. */
export function previewAnswer(services: OwnerServices, rest: string): PreviewAnswer {
  const state = services.publishing.previewer.state();
  if (state?.status !== "ready") return { kind: "missing" };
  const siteDir = services.publishing.previewer.siteDir;
  const file = /^(img|assets|og)\/\w[\w.-]*$/.test(rest) ? rest : undefined;
  if (file) {
    const type = fileTypes[path.extname(file)];
    const bytes = type ? readOrUndefined(path.join(siteDir, file)) : undefined;
    return bytes && type ? { kind: "file", bytes, type } : { kind: "missing" };
  }
  const page = rest.replace(/\/$/, "");
  if (!/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(page)) return { kind: "missing" };
  const html = readOrUndefined(path.join(siteDir, page, "index.html"))?.toString("utf8");
  return html ? { kind: "page", html: forPreview(html, state) } : { kind: "missing" };
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The prerendered page, as the preview shows it. */
export function forPreview(
  html: string,
  state: { startedAt: string; stale: boolean } | undefined,
): string {
  const bar = `<div role="note" style="position:sticky;top:0;z-index:100;background:#07172a;color:#fff;padding:12px 16px;font:600 16px/1.4 system-ui,sans-serif;border-bottom:4px solid #ffc22e">Preview of your unpublished changes: visitors do not see this yet${
    state?.stale ? " (your drafts have changed since it was made)" : ""
  }. <a href="/owner/site" style="color:#ffd363;text-decoration:underline">Back to Website</a></div>`;
  return (
    html
      // Scripts and their preloads: the page works without them.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
        /type="application\/ld\+json"/.test(script) ? script : "",
      )
      .replace(/<link\b[^>]*rel="(modulepreload|manifest)"[^>]*>/gi, "")
      // Pictures, styles and fonts of the preview's own build; links stay inside the preview.
      .replace(/(["\s,(])\/(img|assets|og)\//g, `$1${previewRoot}/$2/`)
      .replace(/(<a\b[^>]*?\shref=")\/(?!owner\/|\/)/g, `$1${previewRoot}/`)
      .replace(/<body([^>]*)>/, `<body$1>${bar}`)
  );
}
