import { data } from "react-router";
import { articleSummary } from "~/blog/article-summary.server";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/ui/section";
import { picture, siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { formatDate } from "~/lib/uk-time";
import { innerPageSeo } from "~/site/page-seo.server";
import { blogPostingData } from "~/site/structured-data.server";
import type { Route } from "./+types/blog-post";
import { ArticleCard } from "./blog/article-card";

export function loader({ params }: Route.LoaderArgs) {
  const post = siteContent().blogPosts.find((candidate) => candidate.slug === params.slug);
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    post: { ...post, dateText: formatDate(post.date), image: picture(post.image) },
    seo: innerPageSeo({
      path: `/blog/${post.slug}`,
      title: post.title,
      description: post.seoDescription,
      type: "article",
      section: { name: "Blog & News", path: "/blog" },
      structuredData: [blogPostingData(post)],
    }),
    others: siteContent()
      .blogPosts.filter((other) => other.slug !== post.slug)
      .map(articleSummary),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function BlogPost({ loaderData: { post, others } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={post.category}
        title={post.title}
        text={post.excerpt}
        parent="/blog"
        breadcrumb={[
          { label: "Home", to: "/" },
          { label: "Blog & News", to: "/blog" },
          { label: post.title, to: `/blog/${post.slug}` },
        ]}
        textFirstOnPhones
        image={post.image}
      />
      <Section>
        <article className="mx-auto max-w-[46rem]">
          <p className="flex flex-wrap gap-x-2 border-navy-100 border-b pb-5 text-muted">
            <span>By {post.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.date}>{post.dateText}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readingMinutes} min read</span>
          </p>
          {/* Written by the firm in content/blog and rendered from Markdown at build time. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, build-time content */}
          <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
        </article>
      </Section>
      {others.length > 0 ? (
        <Section tone="sand" aria-labelledby="more-heading">
          <h2 id="more-heading" className="text-center text-4xl">
            More from the blog
          </h2>
          <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <ArticleCard post={other} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CallToAction
        title="Thinking about a project like this?"
        text="Tell us about it and we will arrange a free site visit and a written quote."
      />
    </>
  );
}
