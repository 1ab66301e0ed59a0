import path from "node:path";
import YAML from "yaml";
import type { z } from "zod";
import type { blogPostFrontMatterSchema } from "~/blog/blog-post";
import type { FormOutcome } from "~/forms/read-form.server";
import { localDate } from "~/lib/uk-time";
import { type Drafts, hashText } from "~/publishing/drafts.server";
import { refusal, saveDraft } from "../site-editing/content-file.server";
import { previewHtml, splitPost } from "./blog-markdown.server";

export const blogFolder = "blog";
/** The folder as the Website page's list of editors names it (each post a file in it). */
export const blogPostsFolder = `${blogFolder}/`;
const imagesFolder = "blog/images";
export const postFile = (slug: string) => `${blogFolder}/${slug}.md`;
export const imageExtensions = /\.(avif|webp|jpe?g|png|svg)$/i;

type FrontMatter = z.output<typeof blogPostFrontMatterSchema>;

/** One post file, the draft if there is one: its front matter as far as it can be read. */
export function readPost(drafts: Drafts, slug: string) {
  const { text, hash, drafted } = drafts.read(postFile(slug));
  const parts = text === null ? undefined : splitPost(text);
  let fields: Partial<FrontMatter> = {};
  if (parts) {
    try {
      fields = (YAML.parse(parts.frontMatter) ?? {}) as Partial<FrontMatter>;
    } catch {
      // Shown with its file name only; saving it again rewrites what the form has.
    }
  }
  return { exists: text !== null, text, parts, fields, version: hash, drafted };
}

export function slugs(drafts: Drafts): string[] {
  return drafts
    .list(blogFolder)
    .filter((name) => path.posix.dirname(name) === blogFolder && name.endsWith(".md"))
    .map((name) => path.posix.basename(name, ".md"));
}

/** The posts, newest first (as the blog lists them), each marked when it has a draft. */
export function blogPostsPage(drafts: Drafts) {
  const posts = slugs(drafts).map((slug) => {
    const { fields, drafted } = readPost(drafts, slug);
    return {
      slug,
      title: typeof fields.title === "string" ? fields.title : slug,
      date: typeof fields.date === "string" ? fields.date : "",
      category: typeof fields.category === "string" ? fields.category : "",
      drafted,
    };
  });
  return { posts: posts.sort((a, b) => b.date.localeCompare(a.date)) };
}

/**
 * The pictures in content/blog/images, by the key a post names them with, and their words;
 * and the post's own (`current`) if it is elsewhere, so that saving the post keeps it.
 */
export function blogPictures(drafts: Drafts, current?: string) {
  const alts = new Map<string, string>();
  for (const slug of slugs(drafts)) {
    const { image } = readPost(drafts, slug).fields;
    if (typeof image?.src === "string" && typeof image.alt === "string")
      alts.set(image.src.replace(imageExtensions, ""), image.alt);
  }
  const keys = new Set(
    drafts
      .list(imagesFolder)
      .filter((name) => path.posix.dirname(name) === imagesFolder && imageExtensions.test(name))
      .map((name) => `images/${path.posix.basename(name).replace(imageExtensions, "")}`),
  );
  if (current && !keys.has(current)) keys.add(current);
  return [...keys].map((key) => ({ key, alt: alts.get(key) ?? "", name: path.basename(key) }));
}

/** The categories the posts use, for the form's list (the schema allows any short name). */
function categories(drafts: Drafts): string[] {
  const used = slugs(drafts).map((slug) => readPost(drafts, slug).fields.category);
  return [...new Set(used.filter((name): name is string => typeof name === "string"))].sort();
}

export type PostValues = {
  title: string;
  excerpt: string;
  category: string;
  date: string;
  seoDescription: string;
  image: string;
  imageAlt: string;
  body: string;
};
export const fieldNames = [
  "title",
  "excerpt",
  "category",
  "date",
  "seoDescription",
  "image",
  "imageAlt",
  "body",
] as const;

/** A post's form: its values, the version it was read at, and the choices it offers. */
export function blogPostForm(drafts: Drafts, slug: string | undefined) {
  const post = slug ? readPost(drafts, slug) : undefined;
  if (slug && !post?.exists) return undefined;
  const { fields = {}, parts } = post ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const values: PostValues = {
    title: text(fields.title),
    excerpt: text(fields.excerpt),
    category: text(fields.category),
    date: text(fields.date) || localDate(Date.now()),
    seoDescription: text(fields.seoDescription),
    image: text(fields.image?.src).replace(imageExtensions, ""),
    imageAlt: text(fields.image?.alt),
    body: parts?.body.replace(/^\r?\n/, "") ?? "",
  };
  return {
    slug,
    version: post?.version ?? hashText(null),
    values,
    pictures: blogPictures(drafts, values.image),
    categories: [...new Set([...categories(drafts), values.category].filter(Boolean))].sort(),
  };
}

/** Drafts the post's removal, once the owner has ticked that they mean it. */
export function removeBlogPost(
  drafts: Drafts,
  { version }: { version: string },
  by: string,
  slug: string,
): FormOutcome {
  const post = readPost(drafts, slug);
  if (!post.exists) return refusal("That post is no longer there.");
  const title = typeof post.fields.title === "string" ? post.fields.title : slug;
  return saveDraft(drafts, {
    file: postFile(slug),
    text: null,
    version,
    by,
    saved: `"${title}" is removed in your draft. Publish to take it off the site.`,
  });
}

export { previewHtml };
