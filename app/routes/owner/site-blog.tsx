import { Link } from "react-router";
import { requireOwner } from "~/accounts/signed-in.server";
import { buttonVariants } from "~/components/ui/button";
import { formatCalendarDate } from "~/lib/uk-time";
import { Notice, ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import { blogPostsPage } from "~/site-editing/blog-posts.server";
import type { Route } from "./+types/site-blog";

export const meta: Route.MetaFunction = () => ownerMeta("Blog posts");

/** Plain HTML: every action here is a link or a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const { drafts } = requireOwner(request, context).publishing;
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
          <ul className="grid gap-3">
            {loaderData.posts.map((post) => (
              <li key={post.slug}>
                <Link
                  to={`/owner/site/blog/${post.slug}`}
                  className="block min-h-12 rounded-md border-2 border-navy-200 p-3 hover:border-navy-500"
                >
                  <span className="font-semibold text-lg underline underline-offset-4">
                    {post.title}
                  </span>
                  <span className="block text-muted">
                    {post.date ? formatCalendarDate(post.date) : "No date"}
                    {post.category ? ` · ${post.category}` : ""}
                    {post.drafted ? " · changed, not yet published" : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
