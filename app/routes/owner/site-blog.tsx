import { Link } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { blogPostsPage } from "~/blog/blog-editor.server";
import { buttonVariants } from "~/components/ui/button";
import { formatCalendarDate } from "~/lib/uk-time";
import { LinkCards, Notice, ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import { publishingContext } from "~/publishing/site-publishing.server";
import type { Route } from "./+types/site-blog";

export const meta: Route.MetaFunction = () => ownerMeta("Blog posts");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const { drafts } = context.get(publishingContext);
  return { ...blogPostsPage(drafts), removed: new URL(request.url).searchParams.has("removed") };
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Blog posts">
        The articles on the Blog & News page, newest first. Saved as a draft until you publish.
      </PageHeading>
      {loaderData.removed ? (
        <Notice tone="success">
          The post is removed in your draft. Publish to take it off the site.
        </Notice>
      ) : null}
      <Link
        to="/owner/site/blog/new"
        className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}
      >
        Write a new post
      </Link>
      <Section title="Posts">
        {loaderData.posts.length === 0 ? (
          <p>No posts yet.</p>
        ) : (
          <LinkCards
            links={loaderData.posts.map((post) => ({
              to: `/owner/site/blog/${post.slug}`,
              title: post.title,
              about: (
                <>
                  {post.date ? formatCalendarDate(post.date) : "No date"}
                  {post.category ? ` · ${post.category}` : ""}
                  {post.drafted ? " · changed, not yet published" : ""}
                </>
              ),
            }))}
          />
        )}
      </Section>
    </>
  );
}
