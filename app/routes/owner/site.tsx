import { Form, Link } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { formatDateTime } from "~/lib/uk-time";
import { FormMessage } from "~/owner/fields";
import { LinkCards, Notice, ownerMeta, PageHeading, Section, SubmitButton } from "~/owner/owner-ui";
import { publishingContext } from "~/publishing/site-publishing.server";
import {
  actOnWebsite,
  type WebsitePage,
  websiteForm,
  websitePage,
} from "~/site/website-page.server";
import type { Route } from "./+types/site";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  ...ownerMeta("Website"),
  // While a publish is being made (a few seconds), the page looks again every 2 seconds (no script).
  ...(page?.inProgress ? [{ httpEquiv: "refresh", content: "2" } as const] : []),
];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  return websitePage(context.get(publishingContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  return answerForm(
    await readForm(request, websiteForm),
    (sent) => actOnWebsite(publishing, sent, user.email),
    {
      refused: "Choose what to do.",
    },
  );
}

export default function Website({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Website">
        Change what the site says, then publish: the site switches over in one go once your changes
        have been checked, usually within a few seconds.
      </PageHeading>
      <FormMessage reply={actionData} />

      <Section title="Changes not yet published">
        {page.drafts.length === 0 ? (
          <p>None: the site shows everything you have saved.</p>
        ) : (
          <>
            {page.conflicts.length > 0 ? (
              <Notice>
                Changed on the server since you began: {page.conflicts.join(", ")}. Open it, check
                the new version and save your change again before publishing.
              </Notice>
            ) : null}
            <ul className="mb-4 grid gap-1 [overflow-wrap:anywhere]">
              {page.drafts.map((draft) => (
                <li key={draft.title}>
                  <span className="font-semibold">{draft.title}</span>
                  {draft.removed ? " (removed)" : ""}, by {draft.by}, {formatDateTime(draft.at)}
                </li>
              ))}
            </ul>
            <Preview preview={page.preview} />
            <Form method="post" className="flex flex-wrap gap-3">
              {page.preview?.takesDown?.map((town) => (
                <input key={town.path} type="hidden" name="takesDown" value={town.path} />
              ))}
              <SubmitButton name="intent" value="publish" disabled={page.inProgress}>
                Publish {page.drafts.length === 1 ? "1 change" : `${page.drafts.length} changes`}
              </SubmitButton>
              <SubmitButton name="intent" value="discard" variant="outline">
                Throw away changes
              </SubmitButton>
            </Form>
          </>
        )}
      </Section>

      {page.beforeYouGoLive.length > 0 ? (
        <Section title="Before you go live">
          <p className="mb-3">The site still shows these examples. Replace each one:</p>
          <ul className="grid gap-2">
            {page.beforeYouGoLive.map((item) => (
              <li
                key={item.text}
                className="rounded-md border-2 border-hivis-400 p-3 [overflow-wrap:anywhere]"
              >
                <p>{item.text}</p>
                {item.href ? (
                  <Link
                    to={item.href}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                  >
                    Fix it
                  </Link>
                ) : (
                  <p className="text-muted">Your developer replaces these for now.</p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Edit">
        <LinkCards links={page.editors.map((editor) => ({ ...editor, to: editor.href }))} />
      </Section>

      <Section title="Publishing">
        {page.publishes.length === 0 ? (
          <p>Nothing published from here yet.</p>
        ) : (
          <ol className="grid gap-3 [overflow-wrap:anywhere]" aria-live="polite">
            {page.publishes.map((publish) => (
              <li key={publish.id} className="rounded-md border-2 border-navy-100 p-3">
                <p className="font-semibold">
                  {publish.statusWords}
                  {publish.isLive ? " now" : ""}: {publish.summary}
                </p>
                <p className="text-muted text-sm">
                  {publish.by}, {formatDateTime(publish.at)}
                </p>
                {publish.message ? <p className="mt-1">{publish.message}</p> : null}
                {publish.restorable ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="id" value={publish.id} />
                    <SubmitButton
                      name="intent"
                      value="restore"
                      variant="outline"
                      disabled={page.inProgress}
                    >
                      Put this version back<span className="sr-only"> ({publish.summary})</span>
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** A link to each changed page as it will be, or what stops the changes being published. */
function Preview({ preview }: { preview: WebsitePage["preview"] }) {
  if (!preview) return null;
  if (preview.problems)
    return (
      <Notice>
        <p className="font-semibold">These changes cannot be published yet. Change first:</p>
        <ul className="mt-1 grid list-disc gap-1 pl-5 [overflow-wrap:anywhere]">
          {preview.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </Notice>
    );
  return (
    <>
      <TownPagesTakenDown pages={preview.takesDown} />
      <div className="mb-4 rounded-md border-2 border-navy-100 p-3">
        <p className="font-semibold">Preview, which only you can see:</p>
        <ul className="mt-1 grid gap-1">
          {preview.pages.map((page) => (
            <li key={page.href}>
              <a
                href={page.href}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                See {page.name} as it will be
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The town pages on the site now that Publish would take down, and why: said before Publish. */
function TownPagesTakenDown({ pages }: { pages: { town: string; path: string; why: string }[] }) {
  if (pages.length === 0) return null;
  return (
    <Notice>
      <p className="font-semibold">
        Publishing takes {pages.length === 1 ? "a town's page" : `${pages.length} towns' pages`} off
        the site:
      </p>
      <ul className="mt-1 grid list-disc gap-1 pl-5 [overflow-wrap:anywhere]">
        {pages.map((page) => (
          <li key={page.path}>
            <a href={page.path} className="font-semibold underline">
              {page.town}
            </a>
            : {page.why}.
          </li>
        ))}
      </ul>
      <p className="mt-2">
        To keep {pages.length === 1 ? "it" : "them"}, change your drafts before you publish:{" "}
        <Link to="/owner/site/areas" className="font-semibold underline">
          Areas covered
        </Link>{" "}
        says what each town's page rests on. Publish takes {pages.length === 1 ? "it" : "them"} down
        with your changes.
      </p>
    </Notice>
  );
}
