import { getFormProps } from "@conform-to/react";
import { data, Form } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { FormMessage, TextAreaField, TextField, VersionField } from "~/owner/fields";
import { ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { publishingContext } from "~/publishing/site-publishing.server";
import {
  saveService,
  serviceFields,
  serviceForm,
  servicePage,
} from "~/services/services-editor.server";
import { editingSite } from "~/site/editing-site.server";
import type { Route } from "./+types/site-service";

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  ownerMeta(`${page?.title ?? "Service"} · Services`);

/** One of the site's services (never a file the address names otherwise). */
function knownSlug(slug: string) {
  if (!siteContent().services.some((service) => service.slug === slug))
    throw data(null, { status: 404 });
  return slug;
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const { drafts } = context.get(publishingContext);
  return {
    ...servicePage(drafts, knownSlug(params.slug)),
    fields: serviceFields,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { drafts, by } = editingSite(request, context);
  const slug = knownSlug(params.slug);
  return answerForm(await readForm(request, serviceForm), (sent) =>
    saveService(drafts, slug, sent, by),
  );
}

export default function Service({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields } = useReplyForm<Record<string, string> & { version: string }>(
    "form",
    actionData,
    {
      defaultValue: { ...loaderData.values, version: loaderData.version },
    },
  );
  const groups = [...new Set(loaderData.fields.map((each) => each.group))];
  return (
    <>
      <UpLink to="/owner/site/services">Services</UpLink>
      <PageHeading title={loaderData.title}>
        The words on this service's page and on the Services page. Saved as a draft: nothing changes
        on the site until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      <Form method="post" {...getFormProps(form)} key={loaderData.version}>
        <VersionField field={fields.version} />
        {groups.map((group) => (
          <Section key={group} title={group}>
            <div className="grid gap-4">
              {loaderData.fields
                .filter((each) => each.group === group)
                .map((each) => {
                  const field = fields[each.name];
                  if (!field) return null;
                  return each.kind === "line" ? (
                    <TextField key={each.name} label={each.label} field={field} hint={each.hint} />
                  ) : (
                    <TextAreaField
                      key={each.name}
                      label={each.label}
                      field={field}
                      hint={each.hint}
                    />
                  );
                })}
            </div>
          </Section>
        ))}
        <div className="mt-6">
          <SubmitButton>Save draft</SubmitButton>
        </div>
      </Form>
    </>
  );
}
