import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { ContentImage } from "./image";
import type { Picture, ResponsiveImage } from "./responsive-image";

/**
 * Everything in `content/`, as the pages read it: one part per kind, each its feature's. The
 * site fills it in from its schema (`app/site/site-content.ts`), so this module knows none of
 * them (decision 043).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the site fills it in.
export interface SiteContent {}

/** One page of the site as search engines and link previews see it, with its last change. */
export interface DatedPage {
  path: string;
  /** The page's own title; the site adds " | tagline". */
  title: string;
  description: string;
  /** The small line above the title on the page's share image. */
  kicker: string;
  lastModified: string;
}

/** The content as the pages read it: validated, with its pictures' variants and its page list. */
export interface BuiltContent {
  content: SiteContent;
  images: Record<string, ResponsiveImage>;
  pages: DatedPage[];
  /** Fictional details and sample content still to replace before going live. */
  placeholders: string[];
}

/**
 * The content file the pages are rendered from: what `npm run build:content` wrote
 * (`.generated/site-content.json`, as the build's prerender and `npm run dev` read it), or the
 * copy a build carries (`build/server/site-content.json`), which the server reads
 * (`readContentFrom`). Read and validated once, on first use: nothing of the content is
 * compiled into the code.
 */
let contentFile = path.resolve(".generated", "site-content.json");
let loaded: BuiltContent | undefined;

/** Checks a built content file: the site's schema (`app/site/site-content.ts`). */
export type BuiltContentCheck = (json: unknown) => BuiltContent;

/**
 * A build's or a release's content file, read and, where `check` is given, checked. Without
 * it (the build prerendering the pages it has just written) it is taken as written.
 */
export const readBuiltContent = (file: string, check?: BuiltContentCheck): BuiltContent => {
  const json: unknown = JSON.parse(readFileSync(file, "utf8"));
  return check ? check(json) : (json as BuiltContent);
};

/**
 * Makes the pages read their content from `file` from now on (the server's build's own); read
 * and checked at once, so a server whose content is missing or broken stops at start, saying why.
 */
export function readContentFrom(file: string, check: BuiltContentCheck) {
  loaded = readBuiltContent(file, check);
  contentFile = file;
}

/** Makes `content` the live content: a publish switching the site to its release. */
export function replaceLiveContent(content: BuiltContent) {
  loaded = content;
}

/**
 * What a render in progress reads instead of the live content (the owner's preview, a
 * publish), and, when asked, which parts of it the render read (`reads` of `withContent`).
 */
const rendering = new AsyncLocalStorage<{ content: BuiltContent; reads?: Set<string> }>();

/**
 * Runs `render` (and everything it awaits) with the pages reading `content`; `reads`, if given,
 * collects what they read of it: each part of the content by name (`faqs`, `company`), the dated
 * page list (`list:pages`), the placeholders (`list:placeholders`), each picture (`picture:` and
 * its source).
 */
export function withContent<T>(content: BuiltContent, render: () => T, reads?: Set<string>): T {
  return rendering.run({ content, reads }, render);
}

/** The live content, as the server read it when it started. */
export function liveContent(): BuiltContent {
  loaded ??= readBuiltContent(contentFile);
  return loaded;
}

function built(read?: string): BuiltContent {
  const store = rendering.getStore();
  if (read) store?.reads?.add(read);
  return store?.content ?? liveContent();
}

/** The site's validated content. */
export function siteContent(): SiteContent {
  const { content } = built();
  const reads = rendering.getStore()?.reads;
  if (!reads) return content;
  return new Proxy(content, {
    get(target, part, receiver) {
      if (typeof part === "string") reads.add(part);
      return Reflect.get(target, part, receiver);
    },
  });
}

/** Every indexable page with its title and when its content last changed: the sitemap's source. */
export const sitePages = () => built("list:pages").pages;

/** The build's list of fictional details and sample content still to replace before going live. */
export const contentPlaceholders = () => built("list:placeholders").placeholders;

/** The processed variants of a content picture, ready for `<ResponsiveImage>`. */
export function picture(image: ContentImage & { caption?: string }): Picture {
  const variants = built(`picture:${image.src}`).images[image.src];
  if (!variants)
    throw new Error(`No processed picture for ${image.src}: run npm run build:content`);
  return { ...variants, alt: image.alt, ...(image.caption ? { caption: image.caption } : {}) };
}

/** True when `before` and `after` hold the same of what a render read (`withContent`). */
export function sameReads(before: BuiltContent, after: BuiltContent, reads: Iterable<string>) {
  const partOf = (content: BuiltContent, read: string): unknown => {
    if (read === "list:pages") return content.pages;
    if (read === "list:placeholders") return content.placeholders;
    if (read.startsWith("picture:")) return content.images[read.slice("picture:".length)];
    return content.content[read as keyof SiteContent];
  };
  for (const read of reads)
    if (!isDeepStrictEqual(partOf(before, read), partOf(after, read))) return false;
  return true;
}
