import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { absoluteUrl, type SiteIdentity } from "~/lib/seo";
import { defaultSiteUrl, siteUrlSchema } from "~/lib/site-url";
import { publishedReviewSchema } from "~/reviews/published-review";
import { type SiteContent, siteContentSchema } from "../site/site-content";
import type { ContentImage } from "./image";
import { type Picture, responsiveImageSchema } from "./responsive-image";

const builtContentSchema = z.object({
  content: siteContentSchema,
  images: z.record(z.string(), responsiveImageSchema),
  pages: z.array(
    z.object({
      path: z.string(),
      title: z.string(),
      description: z.string(),
      kicker: z.string(),
      lastModified: z.iso.datetime(),
    }),
  ),
  placeholders: z.array(z.string()),
  /** Verified customers' reviews, as the last publish took them from the database. */
  reviews: z.array(publishedReviewSchema).default([]),
});

/** The content as the pages read it: validated, with its pictures' variants and its page list. */
export type BuiltContent = z.output<typeof builtContentSchema>;

/**
 * The content file the pages are rendered from: what `npm run build:content` wrote
 * (`.generated/site-content.json`, as the build's prerender and `npm run dev` read it), or the
 * copy a build carries (`build/server/site-content.json`), which the server reads
 * (`readContentFrom`). Read and validated once, on first use: nothing of the content is
 * compiled into the code.
 */
let contentFile = path.resolve(".generated", "site-content.json");
let loaded: BuiltContent | undefined;

/** A build's or a release's content file, read and checked. */
export const readBuiltContent = (file: string): BuiltContent =>
  builtContentSchema.parse(JSON.parse(readFileSync(file, "utf8")));

/**
 * Makes the pages read their content from `file` from now on (the server's build's own); read
 * at once, so a server whose content is missing or broken stops at start, saying why.
 */
export function readContentFrom(file: string) {
  loaded = readBuiltContent(file);
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
 * page list (`list:pages`), the placeholders (`list:placeholders`), the reviews (`list:reviews`), each picture (`picture:` and
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

/** Verified customers' reviews, newest first (none in a build: a publish adds them). */
export const customerReviews = () => built("list:reviews").reviews;

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
    if (read === "list:reviews") return content.reviews;
    if (read.startsWith("picture:")) return content.images[read.slice("picture:".length)];
    return content.content[read as keyof SiteContent];
  };
  for (const read of reads)
    if (!isDeepStrictEqual(partOf(before, read), partOf(after, read))) return false;
  return true;
}

/** The site as page titles, canonical links and structured data name it; SITE_URL is the address. */
export function siteIdentity(): SiteIdentity {
  const { tradingName, tagline } = siteContent().company;
  return { tradingName, tagline, url: siteUrlSchema.parse(process.env.SITE_URL || defaultSiteUrl) };
}

/** A path on the public site as a full address. */
export const siteAddress = (path: string) => absoluteUrl(siteIdentity(), path);
