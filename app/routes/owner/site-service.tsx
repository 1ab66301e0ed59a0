import { data, Form } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { fieldsOf } from "~/owner/form-fields";
import {
  Field,
  Notice,
  PageHeading,
  Section,
  SubmitButton,
  TextArea,
  UpLink,
} from "~/owner/owner-ui";
import { ownerArea } from "~/server-context";
import { saveService, serviceFields, servicePage } from "~/site-editing/services.server";
import type { Route } from "./+types/site-service";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: `${page?.title ?? "Service"} · Services · Owner area` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

/** One of the site's services (never a file the address names otherwise). */
function knownSlug(slug: string) {
  if (!siteContent().services.some((service) => service.slug === slug))
    throw data(null, { status: 404 });
  return slug;
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return {
    ...servicePage(ownerArea(context).publishing.drafts, knownSlug(params.slug)),
    fields: serviceFields,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const slug = knownSlug(params.slug);
  const form = await request.formData();
  const outcome = saveService(ownerArea(context).publishing.drafts, slug, form, user.email);
  const sent = Object.fromEntries(
    serviceFields.map((field) => [field.name, String(form.get(field.name) ?? "")]),
  );
  return outcome.ok ? outcome : data({ ...outcome, sent }, { status: 400 });
}

/** Enough rows to show a text without scrolling inside the box on a phone (about 30 characters a line). */
const rowsFor = (text = "") =>
  Math.min(
    20,
    text.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 30)), 1),
  );

export default function Service({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  // After a refused save, the owner's words stay in the form; after a conflict, the new version shows.
  const conflict = failed && Object.keys(failed.fieldErrors ?? {}).length === 0;
  const values = failed && !conflict ? failed.sent : loaderData.values;
  const field = fieldsOf(values, failed?.fieldErrors);
  const { fields } = loaderData;
  const groups = [...new Set(fields.map((each) => each.group))];
  return (
    <>
      <UpLink to="/owner/site/services">Services</UpLink>
      <PageHeading title={loaderData.title}>
        The words on this service's page and on the Services page. Saved as a draft: nothing changes
        on the site until you publish.
      </PageHeading>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>
          {actionData.message}
          {failed?.fieldErrors?.form ? (
            <span className="block">{failed.fieldErrors?.form}</span>
          ) : null}
        </Notice>
      ) : null}
      <Form method="post" key={loaderData.version}>
        <input type="hidden" name="version" value={loaderData.version} />
        {groups.map((group) => (
          <Section key={group} title={group}>
            <div className="grid gap-4">
              {fields
                .filter((each) => each.group === group)
                .map((each) =>
                  each.kind === "line" ? (
                    <Field
                      key={each.name}
                      label={each.label}
                      {...field(each.name)}
                      hint={each.hint}
                    />
                  ) : (
                    <TextArea
                      key={each.name}
                      label={each.label}
                      {...field(each.name)}
                      hint={each.hint}
                      rows={rowsFor(values[each.name])}
                    />
                  ),
                )}
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
