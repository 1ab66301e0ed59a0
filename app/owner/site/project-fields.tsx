import { fieldsOf } from "~/owner/form-fields";
import { Field, SelectField, TextArea } from "~/owner/owner-ui";

/** What a project's form shows and sends back: the words, not the photos. */
export interface ProjectFormValues {
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
}

export const emptyProject: ProjectFormValues = {
  title: "",
  category: "",
  location: "",
  type: "",
  completed: "",
  duration: "",
  summary: "",
  description: "",
  features: "",
  servicesProvided: [],
  seoDescription: "",
};

/** Every answer of a post by its name, repeats included (a group of checkboxes). */
export function sentFrom(form: FormData): Record<string, string[]> {
  const sent: Record<string, string[]> = {};
  for (const [name, value] of form) sent[name] = [...(sent[name] ?? []), String(value)];
  return sent;
}

/** The form's values from what was posted (to show a refused form again as it was typed). */
export function valuesFromSent(sent: Record<string, string | string[]>): ProjectFormValues {
  const one = (name: string) => {
    const value = sent[name];
    return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  };
  const all = sent.servicesProvided;
  return {
    ...emptyProject,
    ...Object.fromEntries(Object.keys(emptyProject).map((name) => [name, one(name)])),
    servicesProvided: Array.isArray(all) ? all : all ? [all] : [],
  };
}

/** The project's words, as the public project page shows them. */
export function ProjectFields({
  values,
  errors = {},
  categories,
  services,
}: {
  values: ProjectFormValues;
  errors?: Record<string, string[]>;
  categories: readonly string[];
  services: { slug: string; title: string }[];
}) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <Field
        label="Title"
        {...field("title")}
        hint="The name of the job, such as the street or the building: 3 to 60 characters."
      />
      <SelectField
        {...field("category")}
        label="Kind of project"
        choose="Choose…"
        options={categories.map((category) => ({ value: category, label: category }))}
      />
      <Field label="Town or village" {...field("location")} />
      <Field
        label="What the job was"
        {...field("type")}
        hint="For example: Two-storey side extension."
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Year finished"
          {...field("completed")}
          inputMode="numeric"
          hint="For example: 2025."
        />
        <Field label="How long it took" {...field("duration")} hint="For example: 12 weeks." />
      </div>
      <TextArea
        label="Summary"
        {...field("summary")}
        hint="One or two sentences for the project's card: 40 to 200 characters."
      />
      <TextArea
        label="The story of the job"
        {...field("description")}
        hint="1 to 5 paragraphs, each 60 to 900 characters; leave an empty line between paragraphs."
      />
      <TextArea label="What we did" {...field("features")} hint="4 to 10 points, one per line." />
      <fieldset
        className="grid gap-2"
        aria-invalid={errors.servicesProvided ? true : undefined}
        aria-describedby={errors.servicesProvided ? "servicesProvided-error" : undefined}
      >
        <legend className="font-semibold text-navy-900">Services on this job</legend>
        {services.map((service) => (
          <label key={service.slug} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="servicesProvided"
              value={service.slug}
              defaultChecked={values.servicesProvided.includes(service.slug)}
              className="size-5"
            />
            {service.title}
          </label>
        ))}
        {errors.servicesProvided ? (
          <p id="servicesProvided-error" className="font-semibold text-danger text-sm">
            {errors.servicesProvided.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label="Description for search engines"
        {...field("seoDescription")}
        hint="What Google shows under the page's title: 50 to 160 characters."
      />
    </>
  );
}
