import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import {
  companyDetails,
  companyFields,
  companyForm,
  saveCompanyDetails,
} from "~/company/company-editor.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { FormMessage, TextField, VersionField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { editingSite } from "~/site/editing-site.server";
import type { Route } from "./+types/site-company";

export const meta: Route.MetaFunction = () => ownerMeta("Company details");

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...companyDetails(editingSite(request, context).drafts),
    fields: companyFields,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { drafts, by } = editingSite(request, context);
  return answerForm(await readForm(request, companyForm), (sent) =>
    saveCompanyDetails(drafts, sent, by),
  );
}

export default function CompanyDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields } = useReplyForm<typeof loaderData.values & { version: string }>(
    "form",
    actionData,
    {
      defaultValue: { ...loaderData.values, version: loaderData.version },
    },
  );
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Company details">
        Shown in the header, footer and contact page, and in what search engines read. Opening hours
        have a page of their own. Saved as a draft: nothing changes on the site until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6"
        key={loaderData.version}
      >
        <VersionField field={fields.version} />
        {loaderData.fields.map((detail) => (
          <TextField
            key={detail.name}
            label={detail.label}
            field={fields[detail.name]}
            hint={"hint" in detail ? detail.hint : undefined}
            type={"type" in detail ? detail.type : "text"}
          />
        ))}
        <SubmitButton>Save draft</SubmitButton>
      </Form>
    </>
  );
}
