import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { FormMessage, TextAreaField, TextField, VersionField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { publishingContext } from "~/publishing/site-publishing.server";
import { changeListFile } from "~/site/editing-site.server";
import {
  areaForm,
  areaNames,
  areasPage,
  areaWords,
  changeAreas,
} from "~/town-pages/areas-editor.server";
import type { Route } from "./+types/site-areas";

export const meta: Route.MetaFunction = () => ownerMeta("Areas covered");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  return areasPage(context.get(publishingContext));
}

export const action = ({ request, context }: Route.ActionArgs) =>
  changeListFile<ReturnType<typeof areaForm>>(request, context, {
    schema: (drafts) => areaForm(areaNames(drafts)),
    change: changeAreas,
    words: areaWords,
  });

type Area = { name: string; distanceMiles: string; description: string; about: string };

/** One area's form (a new one with its place on the map), and `children`, its buttons. */
function AreaForm({
  id,
  version,
  index,
  area,
  reply,
  children,
}: {
  id: string;
  version: string;
  index?: number;
  area?: Area;
  reply: unknown;
  children: React.ReactNode;
}) {
  const { form, fields } = useReplyForm<
    Area & { latitude: string; longitude: string; version: string }
  >(id, reply, {
    defaultValue: { ...area, version },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <VersionField field={fields.version} />
      {index === undefined ? null : <input type="hidden" name="index" value={index} />}
      <TextField label="Town or village" field={fields.name} />
      <TextField
        label="Miles from your office"
        field={fields.distanceMiles}
        inputMode="decimal"
        hint="A number, like 8."
      />
      {index === undefined ? (
        <>
          <TextField
            label="Latitude"
            field={fields.latitude}
            inputMode="decimal"
            hint="Where it goes on the map. In Google Maps, press and hold on the town: the two numbers shown, like 53.874, -3.021, are its latitude and longitude. You can paste both here."
          />
          <TextField
            label="Longitude"
            field={fields.longitude}
            inputMode="decimal"
            hint="The second number, like -3.021 (with its minus sign)."
          />
        </>
      ) : null}
      <TextAreaField
        label="What you do there"
        field={fields.description}
        hint="60 to 300 characters: the kind of homes and the work you do there."
      />
      <TextAreaField
        label="More about it, for its own page (optional)"
        field={fields.about}
        hint="Paragraphs, with an empty line between them: the streets and homes you know, jobs you have done, what the ground or the weather asks for. Your own words, not the same text with another town's name."
      />
      {children}
    </Form>
  );
}

/** Whether the town has its own page, and what it rests on or what would give it one. */
function TownPageStatus({
  page,
}: {
  page: { path: string | undefined; goes: boolean; text: string };
}) {
  return (
    <p
      className={
        page.goes
          ? "mb-3 rounded-lg border-danger border-l-4 bg-red-50 p-3 text-danger text-sm"
          : "mb-3 rounded-lg bg-sand-100 p-3 text-sm"
      }
    >
      {page.text}{" "}
      {page.path ? (
        <a href={page.path} className="font-semibold underline">
          See its page
        </a>
      ) : null}
    </p>
  );
}

/** The town pages on the site now that publishing the drafts would take down, and why. */
function PagesTakenDown({
  pages,
}: {
  pages: { town: string; path: string; why: string; at: number }[];
}) {
  if (pages.length === 0) return null;
  return (
    <Notice>
      <p className="font-semibold">
        Publishing your changes takes{" "}
        {pages.length === 1 ? "a town's page" : `${pages.length} towns' pages`} off the site:
      </p>
      <ul className="mt-1 grid list-disc gap-1 pl-5 [overflow-wrap:anywhere]">
        {pages.map((page) => (
          <li key={page.path}>
            {page.at >= 0 ? (
              <a href={`#area-${page.at}`} className="font-semibold underline">
                {page.town}
              </a>
            ) : (
              <span className="font-semibold">{page.town}</span>
            )}
            : {page.why}.
          </li>
        ))}
      </ul>
      <p className="mt-2">
        To keep a page, change what makes it go below before you publish. The Website page lists
        them again beside Publish.
      </p>
    </Notice>
  );
}

export default function Areas({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Areas covered">
        The towns and villages on the Areas We Cover page, in this order: nearest first. A town with
        local proof also gets a page of its own. Saved as a draft until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      <PagesTakenDown pages={loaderData.takenDown} />
      <ol className="grid gap-4">
        {loaderData.areas.map((place, index) => (
          <li
            key={`${loaderData.version}-${place.name}`}
            id={`area-${index}`}
            className="scroll-mt-4 rounded-card bg-white p-4 shadow-card"
          >
            <TownPageStatus page={place.page} />
            <AreaForm
              id={`item-${index}`}
              version={loaderData.version}
              index={index}
              area={place}
              reply={actionData}
            >
              <div className="flex flex-wrap gap-3">
                <SubmitButton name="intent" value="save" variant="secondary">
                  Save<span className="sr-only"> {place.name}</span>
                </SubmitButton>
                <SubmitButton name="intent" value="remove" variant="outline">
                  Remove<span className="sr-only"> {place.name}</span>
                </SubmitButton>
              </div>
            </AreaForm>
          </li>
        ))}
      </ol>
      <Section title="Add an area">
        <p className="mb-3">It takes its place in the list by its distance.</p>
        <AreaForm id="new" version={loaderData.version} reply={actionData} key={loaderData.version}>
          <SubmitButton name="intent" value="add">
            Add area
          </SubmitButton>
        </AreaForm>
      </Section>
    </>
  );
}
