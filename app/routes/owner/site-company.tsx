import { data, Form } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { fieldsOf } from "~/owner/form-fields";
import { Field, Notice, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import {
  companyDetails,
  companyFields,
  saveCompanyDetails,
} from "~/site-editing/company-details.server";
import type { Route } from "./+types/site-company";

export const meta: Route.MetaFunction = () => [
  { title: "Company details · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return { ...companyDetails(ownerArea(context).publishing.drafts), fields: companyFields };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const form = await request.formData();
  const outcome = saveCompanyDetails(ownerArea(context).publishing.drafts, form, user.email);
  const sent = Object.fromEntries(
    companyFields.map((field) => [field.name, String(form.get(field.name) ?? "")]),
  );
  return outcome.ok ? outcome : data({ ...outcome, sent }, { status: 400 });
}

export default function CompanyDetails({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  // After a refused save, the owner's answers stay in the form; after a conflict, the new version shows.
  const conflict = failed && Object.keys(failed.fieldErrors ?? {}).length === 0;
  const field = fieldsOf(
    failed && !conflict ? failed.sent : loaderData.values,
    failed?.fieldErrors,
  );
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Company details">
        Shown in the header, footer and contact page, and in what search engines read. Saved as a
        draft: nothing changes on the site until you publish.
      </PageHeading>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
      ) : null}
      <Form
        method="post"
        className="grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6"
        key={loaderData.version}
      >
        <input type="hidden" name="version" value={loaderData.version} />
        {loaderData.fields.map((detail) => (
          <Field
            key={detail.name}
            label={detail.label}
            {...field(detail.name)}
            hint={"hint" in detail ? detail.hint : undefined}
            type={"type" in detail ? detail.type : "text"}
          />
        ))}
        <SubmitButton>Save draft</SubmitButton>
      </Form>
    </>
  );
}
