/**
 * The Content-Security-Policy of a page: scripts only from the site itself or, inline, when
 * their exact text is listed by hash, so no injected script can run; frames only from the
 * map service, and no site may frame this one. Inline styles are allowed: the pictures'
 * placeholder colours and the lightbox's scroll lock set them at run time, and a style
 * cannot run code.
 */

export const mapsOrigin = "https://www.openstreetmap.org";

const executableScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The text of every inline script that runs (JSON-LD and other data blocks do not). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(executableScript)]
    .filter(([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes ?? ""))
    .map(([, , body]) => body ?? "");
}

export interface PolicyOptions {
  /** CSP source expressions such as 'sha256-…' for inline scripts. */
  scriptHashes?: string[];
  https: boolean;
  /** `npm run dev`: Vite's hot reload talks to its own WebSocket port. */
  hotReload?: boolean;
}

export function contentSecurityPolicy({
  scriptHashes = [],
  https,
  hotReload = false,
}: PolicyOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // blob: for the thumbnails of photos a visitor picks for the quote form (their own files).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    hotReload ? "connect-src 'self' ws://localhost:*" : "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${mapsOrigin}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
