import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { legalDateForm, legalDatesPage, saveLegalDate } from "~/legal/legal-dates-editor.server";
import { months } from "~/lib/uk-time";
import { FormMessage, SelectField, TextField, VersionField } from "~/owner/fields";
import { ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { editingSite } from "~/site/editing-site.server";
import type { Route } from "./+types/site-legal";

export const meta: Route.MetaFunction = () => ownerMeta("Legal pages' dates");

export function loader({ request, context }: Route.LoaderArgs) {
  return legalDatesPage(editingSite(request, context).drafts);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { drafts, by } = editingSite(request, context);
  return answerForm(
    await readForm(request, legalDateForm()),
    (sent) => saveLegalDate(drafts, sent, by),
    {
      form: (sent) => String(sent.page),
    },
  );
}

type Page = Route.ComponentProps["loaderData"]["pages"][number];

/** One page's date: its month, which always offers "Choose a month", and its year. */
function DateForm({ page, reply }: { page: Page; reply: unknown }) {
  const { form, fields } = useReplyForm(page.slug, reply, {
    defaultValue: { month: page.month, year: page.year, version: page.version },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
      <VersionField field={fields.version} />
      <input type="hidden" name="page" value={page.slug} />
      <SelectField
        label="Month"
        field={fields.month}
        options={[{ value: "", label: "Choose a month" }, ...monthChoices]}
      />
      <TextField label="Year" field={fields.year} inputMode="numeric" autoComplete="off" />
      <SubmitButton className="sm:col-span-2">
        Save date<span className="sr-only"> of the {page.title.toLowerCase()}</span>
      </SubmitButton>
    </Form>
  );
}

const monthChoices = months.map((month) => ({ value: month, label: month }));

export default function LegalDates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Legal pages' dates">
        Each legal page says when it was last updated. When you or your adviser change its wording,
        set the month here. Saved as a draft until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      {loaderData.pages.map((page) => (
        <Section key={page.slug} title={page.title}>
          <p className="mb-3">
            Now says:{" "}
            <span className="font-semibold">Last updated {page.lastUpdated || "(no date)"}</span>
          </p>
          <DateForm key={page.version} page={page} reply={actionData} />
        </Section>
      ))}
    </>
  );
}
