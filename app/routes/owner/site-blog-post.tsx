import { getFormProps } from "@conform-to/react";
import { data, Form, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import {
  blogPostForm,
  type PostValues,
  previewHtml,
  removeBlogPost,
} from "~/blog/blog-editor.server";
import { postForm, saveBlogPost } from "~/blog/blog-post-save.server";
import { type FormReply, useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { CheckboxField, VersionField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { BlogPostFields } from "~/owner/site/blog-post-fields";
import { publishingContext } from "~/publishing/site-publishing.server";
import type { Route } from "./+types/site-blog-post";

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  ownerMeta(page?.slug ? "Edit a post" : "New post");

/** `/owner/site/blog/new` writes a new post (no post is called "new": see slugFrom). */
const slugOf = (params: Route.LoaderArgs["params"]) =>
  params.slug === "new" ? undefined : params.slug;

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const page = blogPostForm(context.get(publishingContext).drafts, slugOf(params));
  if (!page) throw data("There is no such post.", { status: 404 });
  return { ...page, saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { drafts } = publishing;
  const slug = slugOf(params);
  // The preview of what was typed, shown under the form; nothing is saved.
  let preview: string | undefined;
  const reply = await answerForm(
    await readForm(request, postForm),
    (post) => {
      if (post.intent === "preview") {
        preview = previewHtml(post.body);
        return { ok: true, message: "", keep: true };
      }
      if (post.intent === "save") {
        const saved = saveBlogPost(drafts, post, user.email, slug);
        if (saved.ok && !slug) throw redirect(`/owner/site/blog/${saved.slug}?saved`);
        return saved;
      }
      if (!slug) return { ok: false, message: "That post is not saved yet." };
      const removed = removeBlogPost(drafts, post, user.email, slug);
      if (removed.ok) throw redirect("/owner/site/blog?removed");
      return removed;
    },
    { form: (sent) => (sent.intent === "remove" ? "remove" : "post") },
  );
  return preview === undefined ? reply : { ...(reply as FormReply), preview };
}

export default function BlogPost({ loaderData: page, actionData }: Route.ComponentProps) {
  const { form, fields } = useReplyForm<PostValues & { newCategory: string; version: string }>(
    "post",
    actionData,
    {
      defaultValue: { ...page.values, version: page.version },
    },
  );
  const message =
    actionData?.message ||
    (page.saved && !actionData
      ? "Post saved as a draft. Publish when you are ready for it to go on the site."
      : "");
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
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
        {...getFormProps(form)}
        className="grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6"
      >
        <VersionField field={fields.version} />
        <BlogPostFields
          slug={page.slug}
          fields={fields}
          categories={page.categories}
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

      {preview !== undefined ? (
        <Section title="Preview">
          <p className="mb-4 text-muted text-sm">
            The post as the site will show it. Nothing is saved yet.
          </p>
          <div
            className="prose-site"
            // Rendered on the server by previewHtml: typed HTML shown as text, unsafe links removed.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by previewHtml
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </Section>
      ) : null}

      {page.slug ? <RemovePost version={page.version} reply={actionData} /> : null}
    </>
  );
}

/** Taking the post off the site, ticked first. */
function RemovePost({ version, reply }: { version: string; reply: unknown }) {
  const { form, fields } = useReplyForm<{ confirm: string }>("remove", reply);
  return (
    <Section title="Remove this post">
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <input type="hidden" name="version" value={version} />
        <CheckboxField
          label="Yes, take this post off the site when I next publish"
          field={fields.confirm}
          value="yes"
        />
        <SubmitButton name="intent" value="remove" variant="outline">
          Remove post
        </SubmitButton>
      </Form>
    </Section>
  );
}
