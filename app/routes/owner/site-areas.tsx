import { data, Form } from "react-router";
import { ownerServices, requireUser } from "~/accounts/signed-in.server";
import { fieldsOf } from "~/owner/form-fields";
import { Section } from "~/owner/lead/lead-forms";
import { Field, Notice, PageHeading, SubmitButton, TextArea, UpLink } from "~/owner/owner-ui";
import { areasPage, changeAreas } from "~/site-editing/areas.server";
import type { Route } from "./+types/site-areas";

export const meta: Route.MetaFunction = () => [
  { title: "Areas covered · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return areasPage(ownerServices(context));
}

const typed = ["name", "distanceMiles", "latitude", "longitude", "description"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const form = await request.formData();
  const outcome = changeAreas(ownerServices(context), form, user.email);
  const sent = Object.fromEntries(typed.map((name) => [name, String(form.get(name) ?? "")]));
  return outcome.ok ? outcome : data({ ...outcome, sent }, { status: 400 });
}

type Values = Partial<Record<(typeof typed)[number], string>>;

/** Enough rows to show a text without scrolling inside the box on a phone (about 30 characters a line). */
const rowsFor = (text = "") =>
  Math.min(
    20,
    text.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 30)), 1),
  );

function AreaFields({
  id,
  values,
  errors,
  adding = false,
}: {
  id: string;
  values: Values;
  errors?: Record<string, string[]>;
  adding?: boolean;
}) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <Field label="Town or village" {...field("name")} id={`${id}-name`} />
      <Field
        label="Miles from your office"
        {...field("distanceMiles")}
        id={`${id}-distance`}
        inputMode="decimal"
        hint="A number, like 8."
      />
      {adding ? (
        <>
          <Field
            label="Latitude"
            {...field("latitude")}
            id={`${id}-latitude`}
            inputMode="decimal"
            hint="Where it goes on the map. In Google Maps, press and hold on the town: the two numbers shown, like 53.874, -3.021, are its latitude and longitude. You can paste both here."
          />
          <Field
            label="Longitude"
            {...field("longitude")}
            id={`${id}-longitude`}
            inputMode="decimal"
            hint="The second number, like -3.021 (with its minus sign)."
          />
        </>
      ) : null}
      <TextArea
        label="What you do there"
        {...field("description")}
        id={`${id}-description`}
        hint="60 to 300 characters: the kind of homes and the work you do there."
        rows={rowsFor(values.description)}
      />
    </>
  );
}

export default function Areas({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  // Answers stay as typed beside their errors; after a conflict the list shows the new version.
  const errorsAt = (index: number) =>
    failed?.index === index && Object.keys(failed.fieldErrors).length > 0
      ? failed.fieldErrors
      : undefined;
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Areas covered">
        The towns and villages on the Areas We Cover page, in this order: nearest first. Saved as a
        draft until you publish.
      </PageHeading>
      {actionData ? (
        <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
      ) : null}
      <ol className="grid gap-4">
        {loaderData.areas.map((place, index) => {
          const errors = errorsAt(index);
          return (
            <li
              key={`${loaderData.version}-${place.name}`}
              className="rounded-card bg-white p-4 shadow-card"
            >
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="version" value={loaderData.version} />
                <input type="hidden" name="index" value={index} />
                <AreaFields
                  id={`area-${index}`}
                  values={errors && failed ? failed.sent : place}
                  errors={errors}
                />
                <div className="flex flex-wrap gap-3">
                  <SubmitButton name="intent" value="save" variant="secondary">
                    Save<span className="sr-only"> {place.name}</span>
                  </SubmitButton>
                  <SubmitButton name="intent" value="remove" variant="outline">
                    Remove<span className="sr-only"> {place.name}</span>
                  </SubmitButton>
                </div>
              </Form>
            </li>
          );
        })}
      </ol>
      <Section title="Add an area">
        <p className="mb-3">It takes its place in the list by its distance.</p>
        <Form method="post" className="grid gap-3" key={loaderData.version}>
          <input type="hidden" name="version" value={loaderData.version} />
          <AreaFields
            id="new"
            values={failed?.index === -1 ? failed.sent : {}}
            errors={errorsAt(-1)}
            adding
          />
          <SubmitButton name="intent" value="add">
            Add area
          </SubmitButton>
        </Form>
      </Section>
    </>
  );
}
