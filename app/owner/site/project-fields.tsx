import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { Errors, SelectField, TextAreaField, TextField } from "~/owner/fields";

/** What a project's form shows: the words, not the photos. */
export type ProjectFormValues = {
  title: string;
  category: string;
  location: string;
  type: string;
  completed: string;
  duration: string;
  summary: string;
  description: string;
  features: string;
  servicesProvided: string[];
  seoDescription: string;
};

type Fields = Record<keyof ProjectFormValues, FieldMetadata<unknown>>;

/** The services of the job: a box to tick for each, its error under them. */
function ServicesField({
  field,
  services,
}: {
  field: FieldMetadata<unknown>;
  services: { slug: string; title: string }[];
}) {
  const boxes = getCollectionProps(field, {
    type: "checkbox",
    options: services.map((service) => service.slug),
    ariaAttributes: false,
  });
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={field.errors ? true : undefined}
      aria-describedby={field.errors ? field.errorId : undefined}
    >
      <legend className="font-semibold text-navy-900">Services on this job</legend>
      {boxes.map(({ key, ...box }, index) => (
        <label key={key} className="flex min-h-11 items-center gap-3">
          <input {...box} className="size-5" />
          {services[index]?.title}
        </label>
      ))}
      <Errors field={field} />
    </fieldset>
  );
}

/** The project's words, as the public project page shows them. */
export function ProjectFields({
  fields,
  categories,
  services,
}: {
  fields: Fields;
  categories: readonly string[];
  services: { slug: string; title: string }[];
}) {
  return (
    <>
      <input type="hidden" name="section" value="details" />
      <TextField
        label="Title"
        field={fields.title}
        hint="The name of the job, such as the street or the building: 3 to 60 characters."
      />
      <SelectField
        field={fields.category}
        label="Kind of project"
        choose="Choose…"
        options={categories.map((category) => ({ value: category, label: category }))}
      />
      <TextField label="Town or village" field={fields.location} />
      <TextField
        label="What the job was"
        field={fields.type}
        hint="For example: Two-storey side extension."
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Year finished"
          field={fields.completed}
          inputMode="numeric"
          hint="For example: 2025."
        />
        <TextField label="How long it took" field={fields.duration} hint="For example: 12 weeks." />
      </div>
      <TextAreaField
        label="Summary"
        field={fields.summary}
        hint="One or two sentences for the project's card: 40 to 200 characters."
      />
      <TextAreaField
        label="The story of the job"
        field={fields.description}
        hint="1 to 5 paragraphs, each 60 to 900 characters; leave an empty line between paragraphs."
      />
      <TextAreaField
        label="What we did"
        field={fields.features}
        hint="4 to 10 points, one per line."
      />
      <ServicesField field={fields.servicesProvided} services={services} />
      <TextAreaField
        label="Description for search engines"
        field={fields.seoDescription}
        hint="What Google shows under the page's title: 50 to 160 characters."
      />
    </>
  );
}
