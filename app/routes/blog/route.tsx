import { Newspaper } from "lucide-react";
import { articleSummary } from "~/blog/article-summary.server";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/route";
import { ArticleCard } from "./article-card";

export function loader() {
  const page = siteContent().pages.blog;
  return {
    page,
    seo: innerPageSeo({ path: "/blog", title: page.seo.title, description: page.seo.description }),
    posts: siteContent().blogPosts.map(articleSummary),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function Blog({ loaderData: { page, posts } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section tone="sand" aria-labelledby="articles-heading">
        <h2 id="articles-heading" className="sr-only">
          Articles
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <ArticleCard post={post} priority={index === 0} />
            </li>
          ))}
          <li className="md:col-span-2 lg:col-span-3">
            <div className="flex flex-col items-center gap-4 rounded-card border-2 border-navy-200 border-dashed bg-white/60 p-8 text-center sm:flex-row sm:text-left">
              <Newspaper aria-hidden="true" className="size-10 shrink-0 text-navy-300" />
              <div>
                <h3 className="text-3xl">{page.comingSoon.title}</h3>
                <p className="mt-1 text-muted">{page.comingSoon.text}</p>
              </div>
            </div>
          </li>
        </ul>
      </Section>
    </>
  );
}
