import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import {
  CheckboxField,
  FormMessage,
  SelectField,
  TextAreaField,
  TextField,
  VersionField,
} from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import {
  changePriceGuide,
  type PricedJobFields,
  priceGuideForm,
  priceGuidePage,
  priceGuideWords,
} from "~/price-guide/price-guide-editor.server";
import { changeListFile, editingSite } from "~/site/editing-site.server";
import type { Route } from "./+types/site-prices";

export const meta: Route.MetaFunction = () => ownerMeta("Price guide");

export function loader({ request, context }: Route.LoaderArgs) {
  return priceGuidePage(editingSite(request, context).drafts);
}

export const action = ({ request, context }: Route.ActionArgs) =>
  changeListFile(request, context, {
    schema: priceGuideForm,
    change: changePriceGuide,
    words: priceGuideWords,
  });

type Loaded = Route.ComponentProps["loaderData"];
type Guide = Loaded["guides"][number];

/** One priced job's form (a new one when `index` is not given), and `children`, its buttons. */
function PricedJobForm({
  id,
  loaded,
  index,
  guide,
  reply,
  children,
}: {
  id: string;
  loaded: Loaded;
  index?: number;
  guide?: Guide;
  reply: unknown;
  children: React.ReactNode;
}) {
  const { form, fields } = useReplyForm<PricedJobFields & { version: string }>(id, reply, {
    defaultValue: { vatIncluded: "on", ...guide?.form, version: loaded.version },
  });
  const question = (n: 1 | 2 | 3) => (
    <fieldset className="grid gap-3 rounded-lg border border-navy-100 p-3">
      <legend className="px-1 font-semibold">
        Question {n}
        {n > 1 ? " (optional)" : ""}
      </legend>
      <TextField
        label="What the visitor is asked"
        field={fields[`q${n}`]}
        hint={n === 1 ? "Like “Floor area” or “Type of house”." : undefined}
      />
      <TextAreaField
        label="Answers and what each adds"
        field={fields[`q${n}Answers`]}
        hint={
          n === 1
            ? "One answer per line: its words, a colon, then from £ to £. Like “Up to 15 m²: £38,000 to £52,000”, or “No kitchen: £0”. The guide adds up the picked answers."
            : "As for question 1: what each answer adds, like “With a shower room: £7,000 to £12,000”."
        }
      />
    </fieldset>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <VersionField field={fields.version} />
      {index === undefined ? null : <input type="hidden" name="index" value={index} />}
      <TextField label="The job priced" field={fields.title} hint="Like “Loft conversion”." />
      <SelectField
        label="The service it belongs to"
        field={fields.service}
        options={loaded.services}
        choose="Choose a service"
        hint="Its page links to these prices."
      />
      <SelectField
        label="Won jobs that count towards “our last jobs like this” (optional)"
        field={fields.jobType}
        options={loaded.jobTypes}
        hint="The type of project on a lead you mark won. Five won jobs with a value in two years, and the guide shows what they cost."
      />
      <CheckboxField label="The prices include VAT" field={fields.vatIncluded} />
      {question(1)}
      {question(2)}
      {question(3)}
      <TextAreaField label="Included" field={fields.included} hint="One thing per line." />
      <TextAreaField
        label="Not included (optional)"
        field={fields.notIncluded}
        hint="One thing per line: what the visitor should budget for besides."
      />
      {children}
    </Form>
  );
}

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Price guide">
        The jobs on the Price Guide page, what visitors are asked and what each answer adds. Saving
        a job's prices marks them as checked today. Saved as a draft until you publish.
      </PageHeading>
      <FormMessage reply={actionData} />
      <ol className="grid gap-4">
        {loaderData.guides.map((guide, index) => {
          const id = `item-${index}`;
          return (
            <li
              key={`${loaderData.version}-${guide.title}`}
              className="rounded-card bg-white p-4 shadow-card"
            >
              <details open={replyTo(id, actionData) !== undefined}>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-baseline gap-x-3 font-semibold text-lg">
                  {guide.title}
                  <span className="font-normal text-muted text-sm">
                    {guide.sample ? "Sample prices" : `Checked ${guide.reviewed}`}
                  </span>
                </summary>
                <div className="mt-3">
                  {guide.dueACheck ? (
                    <Notice tone="info">
                      Last checked {guide.reviewed}, over a year ago. Check the prices, then save
                      (or press “Prices still right”).
                    </Notice>
                  ) : null}
                  {guide.sample ? (
                    <Notice tone="info">
                      These are sample prices, marked so on the site. Put in your own and save.
                    </Notice>
                  ) : null}
                  <p className="mb-3">
                    <a href={guide.path} className="font-semibold underline">
                      See it on the site
                    </a>
                  </p>
                  <PricedJobForm
                    id={id}
                    loaded={loaderData}
                    index={index}
                    guide={guide}
                    reply={actionData}
                  >
                    <div className="flex flex-wrap gap-3">
                      <SubmitButton name="intent" value="save" variant="secondary">
                        Save<span className="sr-only"> {guide.title}</span>
                      </SubmitButton>
                      <SubmitButton name="intent" value="checked" variant="outline">
                        Prices still right<span className="sr-only"> for {guide.title}</span>
                      </SubmitButton>
                      <SubmitButton name="intent" value="remove" variant="outline">
                        Remove<span className="sr-only"> {guide.title}</span>
                      </SubmitButton>
                    </div>
                  </PricedJobForm>
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      <Section title="Add a priced job">
        <PricedJobForm id="new" loaded={loaderData} reply={actionData} key={loaderData.version}>
          <SubmitButton name="intent" value="add">
            Add priced job
          </SubmitButton>
        </PricedJobForm>
      </Section>
    </>
  );
}
