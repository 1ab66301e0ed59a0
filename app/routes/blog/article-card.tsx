import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ArticleSummary } from "~/blog/blog-post";
import { CategoryBadge } from "~/components/category-badge";
import { ResponsiveImage } from "~/components/responsive-image";
import { Card } from "~/components/ui/card";

export function ArticleCard({ post, priority }: { post: ArticleSummary; priority?: boolean }) {
  return (
    <Card className="group flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        image={post.image}
        priority={priority}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
        className="aspect-[3/2] overflow-hidden"
        imgClassName="h-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted text-sm">
          <CategoryBadge category={post.category} />
          <time dateTime={post.date}>{post.dateText}</time>
        </div>
        <h3 className="mt-3 line-clamp-2 text-[1.375rem] leading-tight">{post.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-muted">{post.excerpt}</p>
        <p className="mt-3 text-muted text-sm">
          {post.author} · <span className="whitespace-nowrap">{post.readingMinutes} min read</span>
        </p>
        <Link
          to={`/blog/${post.slug}`}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-navy-700 hover:underline"
        >
          Read More<span className="sr-only"> about {post.title}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-1"
          />
        </Link>
      </div>
    </Card>
  );
}
