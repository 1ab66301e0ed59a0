import type { ContentReader } from "../content/content-reader.server";
import { type BlogPost, blogPostFrontMatterSchema } from "./blog-post";

/** A post's file (`content/blog/<slug>.md`): front matter, then the article in Markdown. */
export function readBlogPost(reader: ContentReader, file: string, slug: string): BlogPost {
  const post = reader.readMarkdown(file, blogPostFrontMatterSchema);
  if (!post) return undefined as unknown as BlogPost;
  const words = post.body.split(/\s+/).filter(Boolean).length;
  return {
    ...post.fields,
    slug,
    html: post.html,
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}
