import { data, Form, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { Notice, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { BlogPostFields } from "~/owner/site/blog-post-fields";
import { ownerArea } from "~/server-context";
import { saveBlogPost, sentValues } from "~/site-editing/blog-post-save.server";
import { blogPostForm, previewHtml, removeBlogPost } from "~/site-editing/blog-posts.server";
import type { Route } from "./+types/site-blog-post";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: `${page?.slug ? "Edit a post" : "New post"} · Owner area` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

/** `/owner/site/blog/new` writes a new post (no post is called "new": see slugFrom). */
const slugOf = (params: Route.LoaderArgs["params"]) =>
  params.slug === "new" ? undefined : params.slug;

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  const page = blogPostForm(ownerArea(context).publishing.drafts, slugOf(params));
  if (!page) throw data("There is no such post.", { status: 404 });
  return { ...page, saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const services = ownerArea(context).publishing.drafts;
  const slug = slugOf(params);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // What was typed, and the version it was typed on: shown again, it is still that version's.
  const sent = { ...sentValues(form), version: String(form.get("version") ?? "") };
  const none: Record<string, string[]> = {};
  if (intent === "preview")
    return {
      intent,
      ok: true,
      message: "",
      fieldErrors: none,
      sent,
      preview: previewHtml(sent.body),
    };
  if (intent === "remove" && slug) {
    const outcome = removeBlogPost(services, form, user.email, slug);
    if (outcome.ok) throw redirect("/owner/site/blog?removed");
    return data({ intent, ...outcome, sent, preview: undefined }, { status: 400 });
  }
  const outcome = saveBlogPost(services, form, user.email, slug);
  if (outcome.ok && !slug) throw redirect(`/owner/site/blog/${outcome.slug}?saved`);
  return outcome.ok
    ? { intent, ...outcome, fieldErrors: none, sent, preview: undefined }
    : data({ intent, ...outcome, sent, preview: undefined }, { status: 400 });
}

export default function BlogPost({ loaderData: page, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  // A conflict shows the latest version; a refusal or a preview keeps what was typed.
  const conflict = refused && Object.keys(refused.fieldErrors ?? {}).length === 0;
  const typed =
    actionData?.intent === "preview" || (refused && !conflict && refused.intent !== "remove");
  const values = typed && actionData ? actionData.sent : page.values;
  const errors: Record<string, string[] | undefined> =
    refused?.intent === "remove" ? {} : (refused?.fieldErrors ?? {});
  const confirmError = refused?.intent === "remove" ? refused.fieldErrors?.confirm : undefined;
  const message = actionData?.message
    ? actionData.message
    : page.saved && !actionData
      ? "Post saved as a draft. Publish when you are ready for it to go on the site."
      : "";
  return (
    <>
      <UpLink to="/owner/site/blog">Blog posts</UpLink>
      <PageHeading title={page.slug ? page.values.title || page.slug : "New post"}>
        {page.slug
          ? "Change the post and save it as a draft: the site changes when you publish."
          : "Write the post, look at it with Preview, then save it as a draft."}
      </PageHeading>
      {message ? (
        <Notice tone={actionData && !actionData.ok ? "error" : "success"}>{message}</Notice>
      ) : null}
      <Form
        method="post"
        className="grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6"
        key={`${page.version}-${actionData ? "sent" : "shown"}`}
      >
        <input
          type="hidden"
          name="version"
          value={typed && actionData ? actionData.sent.version : page.version}
        />
        <BlogPostFields
          slug={page.slug}
          values={values}
          errors={errors}
          categories={[...new Set([...page.categories, values.category].filter(Boolean))]}
          pictures={page.pictures}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save">
            Save draft
          </SubmitButton>
          {/* The page comes back scrolled to the preview. */}
          <SubmitButton
            name="intent"
            value="preview"
            variant="secondary"
            formAction="#preview-heading"
          >
            Preview
          </SubmitButton>
        </div>
      </Form>

      {actionData?.preview !== undefined ? (
        <Section title="Preview">
          <p className="mb-4 text-muted text-sm">
            The post as the site will show it. Nothing is saved yet.
          </p>
          <div
            className="prose-site"
            // Rendered on the server by previewHtml: typed HTML shown as text, unsafe links removed.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by previewHtml
            dangerouslySetInnerHTML={{ __html: actionData.preview }}
          />
        </Section>
      ) : null}

      {page.slug ? (
        <Section title="Remove this post">
          <Form method="post" className="grid gap-3">
            <input type="hidden" name="version" value={page.version} />
            <div className="grid gap-1.5">
              <div className="flex items-start gap-3">
                <input
                  id="confirm"
                  name="confirm"
                  type="checkbox"
                  value="yes"
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? "confirm-error" : undefined}
                  className="mt-1 size-6 shrink-0"
                />
                <label htmlFor="confirm" className="font-semibold text-navy-900">
                  Yes, take this post off the site when I next publish
                </label>
              </div>
              {confirmError ? (
                <p id="confirm-error" className="font-semibold text-danger text-sm">
                  {confirmError.join(" ")}
                </p>
              ) : null}
            </div>
            <SubmitButton name="intent" value="remove" variant="outline">
              Remove post
            </SubmitButton>
          </Form>
        </Section>
      ) : null}
    </>
  );
}
