import type { FieldMetadata } from "@conform-to/react";
import type { PostValues } from "~/blog/blog-editor.server";
import { SelectField, TextAreaField, TextField } from "~/owner/fields";

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

/** Every answer of a post's form. */
export function BlogPostFields({
  slug,
  fields,
  categories,
  pictures,
}: {
  slug: string | undefined;
  fields: Record<keyof PostValues | "newCategory", FieldMetadata<unknown>>;
  categories: string[];
  pictures: { key: string; alt: string; name: string }[];
}) {
  return (
    <>
      <TextField
        label="Title"
        field={fields.title}
        hint={
          slug
            ? `10 to 100 characters. The post stays at /blog/${slug}.`
            : "10 to 100 characters. The post's address is made from it."
        }
      />
      <TextAreaField
        label="Summary"
        field={fields.excerpt}
        hint="Shown under the title and on the blog's list: 60 to 300 characters."
      />
      <SelectField
        field={fields.category}
        label="Category"
        choose="Choose a category"
        options={categories.map((category) => ({ value: category, label: category }))}
      />
      <TextField
        label="Or a new category (optional)"
        field={fields.newCategory}
        hint="Fill this in only for a category not in the list."
      />
      <TextField
        label="Date"
        field={fields.date}
        type="date"
        hint="The newest post is shown first."
      />
      <TextAreaField
        label="Description for search engines"
        field={fields.seoDescription}
        hint="What Google shows under the title: 50 to 160 characters."
      />
      <SelectField
        field={fields.image}
        label="Picture"
        choose="Choose a picture"
        options={pictures.map((picture) => ({
          value: picture.key,
          label: picture.alt ? `${picture.alt} (${picture.name})` : picture.name,
        }))}
      />
      <TextField
        label="Words for the picture"
        field={fields.imageAlt}
        hint="What a screen reader says instead of the picture. Empty: the words in the list above."
      />
      <TextAreaField
        label="The post"
        field={fields.body}
        hint={<MarkdownHint />}
        className="min-h-96 font-mono text-sm leading-6"
      />
    </>
  );
}
