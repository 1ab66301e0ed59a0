import { fieldsOf } from "~/owner/form-fields";
import { controlClass, Field, Labelled, SelectField, TextArea } from "~/owner/owner-ui";
import type { PostValues } from "~/site-editing/blog-posts.server";

type Errors = Record<string, string[] | undefined>;

/** The Markdown the site's articles use, as a reminder beside the body. */
function MarkdownHint() {
  return (
    <>
      Written in Markdown. Leave an empty line between paragraphs.
      <ul className="mt-1 grid gap-0.5 font-mono">
        <li>## A heading</li>
        <li>- An item in a list</li>
        <li>**bold words**</li>
        <li>[a link](https://…)</li>
      </ul>
    </>
  );
}

/** Every answer of a post's form, filled with `values` (what was typed, after a refusal). */
export function BlogPostFields({
  slug,
  values,
  errors,
  categories,
  pictures,
}: {
  slug: string | undefined;
  values: PostValues;
  errors: Errors;
  categories: string[];
  pictures: { key: string; alt: string; name: string }[];
}) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <Field
        label="Title"
        {...field("title")}
        hint={
          slug
            ? `10 to 100 characters. The post stays at /blog/${slug}.`
            : "10 to 100 characters. The post's address is made from it."
        }
      />
      <TextArea
        label="Summary"
        {...field("excerpt")}
        hint="Shown under the title and on the blog's list: 60 to 300 characters."
      />
      <SelectField
        {...field("category")}
        label="Category"
        choose="Choose a category"
        options={categories.map((category) => ({ value: category, label: category }))}
      />
      <Field
        label="Or a new category (optional)"
        name="newCategory"
        hint="Fill this in only for a category not in the list."
      />
      <Field label="Date" {...field("date")} type="date" hint="The newest post is shown first." />
      <TextArea
        label="Description for search engines"
        {...field("seoDescription")}
        hint="What Google shows under the title: 50 to 160 characters."
      />
      <SelectField
        {...field("image")}
        label="Picture"
        choose="Choose a picture"
        options={pictures.map((picture) => ({
          value: picture.key,
          label: picture.alt ? `${picture.alt} (${picture.name})` : picture.name,
        }))}
      />
      <Field
        label="Words for the picture"
        {...field("imageAlt")}
        hint="What a screen reader says instead of the picture. Empty: the words in the list above."
      />
      <Labelled id="body" label="The post" hint={<MarkdownHint />} error={errors.body}>
        {(described) => (
          <textarea
            id="body"
            name="body"
            rows={18}
            defaultValue={values.body}
            className={`${controlClass} min-h-96 font-mono text-sm leading-6`}
            {...described}
          />
        )}
      </Labelled>
    </>
  );
}
