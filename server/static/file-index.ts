import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy } from "../../app/lib/content-security-policy";
import { inlineScriptHashes } from "../../app/lib/content-security-policy.server";
import { dataContentType, isDataPath } from "../../app/lib/react-router-internals";
import { textExtensions } from "./text-files";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": `${dataContentType}; charset=utf-8`,
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

export const cachePolicies = {
  /** Hashed names change whenever content does, so a year is safe. */
  immutable: "public, max-age=31536000, immutable",
  /**
   * Pages and their data: kept, but asked about again on every visit (a 304 when unchanged,
   * by the ETag), so a publish is what the next visitor and the owner's own phone see.
   */
  page: "public, no-cache",
  other: "public, max-age=86400",
} as const;

export type Coding = "br" | "gzip";
const twinExtension: Record<Coding, string> = { br: ".br", gzip: ".gz" };

/** A file of the build that may be served, and the headers it is served with. */
export interface IndexedFile {
  /** Its path in the client folder, `/`-separated, with a leading `/`. */
  file: string;
  type: string;
  etag: string;
  cacheControl: string;
  /** Prerendered HTML or its `.data` twin: only valid for the bare path, without a query. */
  isPage: boolean;
  /** For a prerendered page: its policy, with the hashes of its own inline scripts. */
  contentSecurityPolicy?: string;
  /** Text is answered from memory, with its twins: the hot path of every page view. */
  body?: Buffer;
  encoded: Partial<Record<Coding, Buffer>>;
  /** The file's and its twins' device, inode, size and time: the same, the same bytes. */
  identity: string;
}

/** The client folder and what may be served from it, by URL path. */
export interface StaticIndex {
  root: string;
  files: Map<string, IndexedFile>;
}

/**
 * Maps every servable URL path to its file in the client build; nothing else can be served
 * (no dotfiles, no compressed twin by its own name). A page's `index.html` is served at the
 * folder's path: `about/index.html` at `/about`. Text files and their twins are read once,
 * here, and kept in memory (about 4 MB for the whole site); pictures and fonts stay on disk.
 * `previous`: the index of the release this one replaces, whose entries are kept for the files
 * a publish linked unchanged (the same inode), so a publish reads only the pages it made.
 */
export function indexStaticFiles(
  clientDir: string,
  { https }: { https: boolean },
  previous?: StaticIndex,
): StaticIndex {
  const index = new Map<string, IndexedFile>();
  for (const file of walk(clientDir)) {
    const extension = path.extname(file);
    if (extension === ".br" || extension === ".gz") continue;
    const relative = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const isHtml = relative.endsWith("/index.html");
    const urlPath = isHtml ? relative.slice(0, -"/index.html".length) || "/" : relative;
    const isPage = isHtml || isDataPath(relative);
    const isSitemap = relative === "/sitemap.xml";
    const isText = textExtensions.has(extension);
    const twins = isText
      ? (["br", "gzip"] as const).filter((coding) => existsSync(`${file}${twinExtension[coding]}`))
      : [];
    const identity = [file, ...twins.map((coding) => `${file}${twinExtension[coding]}`)]
      .map(identityOf)
      .join(" ");
    const before = previous?.files.get(urlPath);
    if (before?.identity === identity && before.file === relative) {
      index.set(urlPath, before);
      continue;
    }
    const body = isText ? readFileSync(file) : undefined;
    const stat = body ? undefined : statSync(file);
    index.set(urlPath, {
      file: relative,
      type: contentTypes[extension] ?? "application/octet-stream",
      etag: body
        ? contentEtag(body)
        : `"${stat?.size.toString(36)}-${Math.floor(stat?.mtimeMs ?? 0).toString(36)}"`,
      cacheControl:
        isPage || isSitemap
          ? cachePolicies.page
          : /^\/(assets|img)\//.test(relative)
            ? cachePolicies.immutable
            : cachePolicies.other,
      isPage,
      contentSecurityPolicy: isHtml && body ? pagePolicy(body, https) : undefined,
      body,
      encoded: Object.fromEntries(
        twins.map((coding) => [coding, readFileSync(`${file}${twinExtension[coding]}`)]),
      ),
      identity,
    });
  }
  return { root: path.resolve(clientDir), files: index };
}

function identityOf(file: string): string {
  const { dev, ino, size, mtimeMs } = statSync(file);
  return `${dev}:${ino}:${size}:${mtimeMs}`;
}

export function contentEtag(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/** A page's policy: the default one plus the hashes of the page's own inline scripts. */
export function pagePolicy(html: Buffer, https: boolean): string {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html.toString("utf8")), https });
}

/** Every file under `dir`, skipping dotfiles and dot-folders. */
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
