import { z } from "zod";
import { contentImageSchema } from "../content/image";
import type { Picture } from "../content/responsive-image";

export const blogPostFrontMatterSchema = z.object({
  title: z.string().trim().min(10).max(100),
  excerpt: z.string().trim().min(60).max(300),
  category: z.string().trim().min(3).max(30),
  date: z.iso.date("write the date as YYYY-MM-DD"),
  author: z.string().trim().min(3).max(60),
  image: contentImageSchema,
  seoDescription: z.string().trim().min(50).max(160),
});

export const blogPostSchema = blogPostFrontMatterSchema.extend({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The article body, rendered from Markdown at build time. */
  html: z.string().min(200),
  readingMinutes: z.number().int().min(1),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The fields of an article its card shows (not the body, which stays on the server). */
export type ArticleSummary = Pick<
  BlogPost,
  "slug" | "title" | "excerpt" | "category" | "date" | "author" | "readingMinutes"
> & {
  image: Picture;
  /** The date in words ("14 March 2024"), made on the server: a page never formats a date. */
  dateText: string;
};
