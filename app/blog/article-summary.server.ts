import { picture } from "~/content/site-content.server";
import { formatDate } from "~/lib/uk-time";
import type { ArticleSummary, BlogPost } from "./blog-post";

/** The fields of an article its card shows (not the body, which stays on the server). */
export function articleSummary(post: BlogPost): ArticleSummary {
  const { slug, title, excerpt, category, date, author, image, readingMinutes } = post;
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    dateText: formatDate(date),
    author,
    readingMinutes,
    image: picture(image),
  };
}
