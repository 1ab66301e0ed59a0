import YAML from "yaml";
import { z } from "zod";
import { blogPostSchema } from "~/blog/blog-post";
import { markdownToHtml } from "~/content/markdown.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { slugFrom } from "~/lib/slug";
import type { Drafts } from "~/publishing/drafts.server";
import { plainWords, refusal, refused, saveDraft } from "../site-editing/content-file.server";
import { oneLine } from "../site-editing/form-text";
import {
  blogPictures,
  blogPostsPage,
  fieldNames,
  imageExtensions,
  type PostValues,
  postFile,
  readPost,
} from "./blog-editor.server";
import { changeFrontMatter, joinPost, splitPost, unsafeMarkdown } from "./blog-markdown.server";

const text = z.string().default("");

/**
 * A post's form: save it, or look at it first (`preview`), with every answer as typed (the
 * build's own schema checks the post they make, in `saveBlogPost`); or remove it, ticked.
 */
export const postForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["save", "preview"]),
    version: text,
    ...(Object.fromEntries(fieldNames.map((name) => [name, text])) as Record<
      keyof PostValues,
      typeof text
    >),
    newCategory: text,
  }),
  z.object({
    intent: z.literal("remove"),
    version: text,
    confirm: z.literal("yes", { error: "Tick this to confirm that the post should go." }),
  }),
]);
export type SentPost = Extract<z.output<typeof postForm>, { intent: "save" | "preview" }>;

const sameText = (a: string, b: string) =>
  a.replace(/\r\n/g, "\n").trim() === b.replace(/\r\n/g, "\n").trim();

/** Which form field a complaint of the schema belongs beside. */
function fieldOf(where: PropertyKey[]): string {
  const [first, second] = where;
  if (first === "image") return second === "alt" ? "imageAlt" : "image";
  if (first === "html") return "body";
  if (first === "slug") return "title";
  return typeof first === "string" && (fieldNames as readonly string[]).includes(first)
    ? first
    : "form";
}

/**
 * Saves the form as a draft of the post (a new one at the address made from its title),
 * when the whole post passes the build's own schema. Fields not changed stay as they were in
 * the file, byte for byte, and so do the front matter's other fields and the body.
 */
export function saveBlogPost(
  drafts: Drafts,
  typed: SentPost,
  by: string,
  slug: string | undefined,
): FormOutcome & { slug?: string } {
  // A new category typed in wins over the list.
  const sent = {
    ...typed,
    category: typed.newCategory.trim() ? typed.newCategory : typed.category,
  };
  const post = slug ? readPost(drafts, slug) : undefined;
  if (slug && !post?.exists) return refusal("That post is no longer there.");
  if (post?.exists && !post.parts)
    return refusal("This post's file cannot be read: ask your developer to look at it.");
  const newSlug = slug ?? slugFrom(sent.title, 80);
  // What the schema cannot know, said beside its field with the schema's own complaints.
  const found: Record<string, string[]> = {};
  // "new" is the address of the form for a new post.
  if (!slug && newSlug && (newSlug === "new" || readPost(drafts, newSlug).exists))
    found.title = [`There is already a post at /blog/${newSlug}: give this one a different title.`];
  const currentPicture = String(post?.fields.image?.src ?? "").replace(imageExtensions, "");
  const picture = blogPictures(drafts, currentPicture).find(
    (candidate) => candidate.key === sent.image,
  );
  if (!picture) found.image = ["Choose one of the pictures."];

  const values = {
    title: oneLine(sent.title),
    excerpt: oneLine(sent.excerpt),
    category: oneLine(sent.category),
    date: sent.date.trim(),
    seoDescription: oneLine(sent.seoDescription),
    imageAlt: oneLine(sent.imageAlt) || (picture?.alt ?? ""),
  };
  const old = post?.fields ?? {};
  const oldBody = post?.parts?.body ?? "";
  const newline = post?.parts?.newline ?? "\n";
  // The body is kept as it was unless the owner changed it (a form sends its lines with \r\n).
  const body = sameText(sent.body, oldBody)
    ? oldBody
    : `${newline}${sent.body.replace(/\r\n/g, "\n").trim()}\n`.replace(/\n/g, newline);
  const unsafe = body === oldBody ? undefined : unsafeMarkdown(body);
  if (unsafe) found.body = [unsafe];

  let frontMatter: string;
  if (post?.parts) {
    const changes: { path: string[]; value: string }[] = [];
    for (const name of ["title", "excerpt", "category", "date", "seoDescription"] as const)
      if (values[name] !== (typeof old[name] === "string" ? oneLine(old[name]) : undefined))
        changes.push({ path: [name], value: values[name] });
    if (sent.image !== String(old.image?.src ?? "").replace(imageExtensions, ""))
      changes.push({ path: ["image", "src"], value: sent.image });
    if (values.imageAlt !== oneLine(String(old.image?.alt ?? "")))
      changes.push({ path: ["image", "alt"], value: values.imageAlt });
    frontMatter = changeFrontMatter(post.parts.frontMatter, changes);
  } else {
    frontMatter = YAML.stringify(
      {
        title: values.title,
        excerpt: values.excerpt,
        category: values.category,
        date: values.date,
        author: defaultAuthor(drafts),
        image: { src: sent.image, alt: values.imageAlt },
        seoDescription: values.seoDescription,
      },
      { lineWidth: 100 },
    ).trimEnd();
  }

  // Checked as the build reads it: the text it will find, through the build's schema.
  const text = joinPost({ frontMatter, body, newline });
  const parts = splitPost(text);
  const html = markdownToHtml(parts?.body ?? "");
  const checked = blogPostSchema.safeParse({
    ...(parts ? YAML.parse(parts.frontMatter) : {}),
    slug: newSlug,
    html,
    readingMinutes: 1,
  });
  if (!checked.success || Object.keys(found).length > 0) {
    const outcome = refused(checked.error?.issues ?? [], {
      fieldOf,
      wordsFor: (issue) =>
        issue.path[0] === "html"
          ? "Write a little more: at least two or three sentences."
          : issue.path[0] === "slug"
            ? "Use some letters or numbers in the title."
            : issue.path[0] === "category" && values.category === ""
              ? "Choose a category, or type a new one."
              : plainWords(issue),
    });
    return { ...outcome, fieldErrors: { ...outcome.fieldErrors, ...found } };
  }
  if (post?.text === text)
    return { ok: true, slug: newSlug, message: "Nothing had changed: there was nothing to save." };
  const saved = saveDraft(drafts, {
    file: postFile(newSlug),
    text,
    version: sent.version,
    by,
    saved: `"${values.title}" saved as a draft. Publish when you are ready for it to go on the site.`,
  });
  return saved.ok ? { ...saved, slug: newSlug } : saved;
}

/** The author a new post gets: the one of the newest post, as the firm signs its posts. */
function defaultAuthor(drafts: Drafts): string {
  const newest = blogPostsPage(drafts).posts[0];
  const author = newest ? readPost(drafts, newest.slug).fields.author : undefined;
  return typeof author === "string" && author.trim().length >= 3 ? author : "The team";
}
