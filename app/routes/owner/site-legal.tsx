import { data, Form } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { fieldsOf } from "~/owner/form-fields";
import {
  Field,
  Labelled,
  Notice,
  PageHeading,
  Section,
  SubmitButton,
  UpLink,
} from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import { legalDatesPage, months, saveLegalDate } from "~/site-editing/legal-dates.server";
import type { Route } from "./+types/site-legal";

export const meta: Route.MetaFunction = () => [
  { title: "Legal pages' dates · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return { ...legalDatesPage(ownerArea(context).publishing.drafts), months };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const form = await request.formData();
  const outcome = saveLegalDate(ownerArea(context).publishing.drafts, form, user.email);
  const sent = { month: String(form.get("month") ?? ""), year: String(form.get("year") ?? "") };
  return outcome.ok ? outcome : data({ ...outcome, sent }, { status: 400 });
}

/** The month's menu, which offers "Choose a month" even once a month is set. */
function MonthSelect({
  id,
  months,
  name,
  defaultValue,
  error,
}: {
  id: string;
  months: readonly string[];
  name: string;
  defaultValue: string;
  error?: string[];
}) {
  return (
    <Labelled id={id} label="Month" error={error}>
      {(described) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          className="min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3 aria-invalid:border-danger"
          {...described}
        >
          <option value="">Choose a month</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export default function LegalDates({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Legal pages' dates">
        Each legal page says when it was last updated. When you or your adviser change its wording,
        set the month here. Saved as a draft until you publish.
      </PageHeading>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>
          {actionData.message}
          {failed?.fieldErrors?.form ? (
            <span className="block">
              {failed.fieldErrors?.form} Ask your developer to look at this page's file.
            </span>
          ) : null}
        </Notice>
      ) : null}
      {loaderData.pages.map((page) => {
        const errors =
          failed?.slug === page.slug && Object.keys(failed.fieldErrors ?? {}).length > 0
            ? (failed.fieldErrors ?? {})
            : undefined;
        const field = fieldsOf(errors && failed ? failed.sent : page, errors);
        return (
          <Section key={page.slug} title={page.title}>
            <p className="mb-3">
              Now says:{" "}
              <span className="font-semibold">Last updated {page.lastUpdated || "(no date)"}</span>
            </p>
            <Form
              method="post"
              className="grid gap-3 sm:grid-cols-2"
              key={`${page.version}-${failed ? "refused" : "shown"}`}
            >
              <input type="hidden" name="version" value={page.version} />
              <input type="hidden" name="page" value={page.slug} />
              <MonthSelect
                months={loaderData.months}
                {...field("month")}
                id={`${page.slug}-month`}
              />
              <Field
                label="Year"
                {...field("year")}
                id={`${page.slug}-year`}
                inputMode="numeric"
                autoComplete="off"
              />
              <SubmitButton className="sm:col-span-2">
                Save date<span className="sr-only"> of the {page.title.toLowerCase()}</span>
              </SubmitButton>
            </Form>
          </Section>
        );
      })}
    </>
  );
}
