import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getTextareaProps,
} from "@conform-to/react";
import type * as React from "react";
import { Form } from "react-router";
import { controlClass, ErrorSummary, FieldError, FormField } from "~/components/contact/form-field";
import { Stars } from "~/components/star-rating";
import { TextField } from "~/components/text-field";
import { Button } from "~/components/ui/button";
import { useReplyForm } from "~/forms/form-reply";
import { type CustomerReview, reviewFormId, reviewLimits } from "~/reviews/review-form";

const ratings = [
  [5, "Excellent"],
  [4, "Good"],
  [3, "Fair"],
  [2, "Poor"],
  [1, "Very poor"],
] as const;

type Field = FieldMetadata<unknown>;

/**
 * A group of choices (stars, how the name is shown), each a radio button with its words: what
 * was chosen kept after a refusal, and the error beside the group.
 */
function Choices({
  field,
  legend,
  options,
}: {
  field: Field;
  legend: string;
  options: { value: string; label: React.ReactNode }[];
}) {
  return (
    <fieldset
      id={field.id}
      aria-invalid={field.errors ? true : undefined}
      aria-describedby={field.errors ? field.errorId : undefined}
      className="min-w-0"
    >
      <legend className="font-semibold text-navy-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2">
        {options.map(({ value, label }) => {
          const { key, ...radio } = getInputProps(field, {
            type: "radio",
            value,
            ariaAttributes: false,
          });
          return (
            <label
              key={key ?? value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-navy-200 bg-white px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-700"
            >
              <input {...radio} id={undefined} required className="size-5 accent-navy-800" />
              {label}
            </label>
          );
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/**
 * The customer's review form: stars, words, how the name is shown, town, photos, agreement.
 * Plain HTML controls, so the page works without JavaScript; after a refusal, each problem
 * beside its answer and the answers shown again (photos cannot be: the server says so).
 */
export function ReviewForm({
  names,
  town,
  reply,
}: {
  names: { initial: string; full: string };
  town: string;
  reply: unknown;
}) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm<CustomerReview & { photos: unknown }>(reviewFormId, reply, {
    defaultValue: { town, shownAs: "initial" },
  });
  const { text, photos, agree } = fields;
  const { key: agreeKey, ...agreeProps } = getInputProps(agree, { type: "checkbox", value: "yes" });
  return (
    <>
      {answer?.message ? (
        <p
          role="alert"
          className="mt-6 rounded-md border-2 border-danger bg-white p-4 font-medium text-danger"
        >
          {answer.message}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-8 grid gap-7"
      >
        <ErrorSummary fields={[fields.rating, text, fields.shownAs, fields.town, photos, agree]} />
        <Choices
          field={fields.rating}
          legend="How many stars would you give us?"
          options={ratings.map(([stars, words]) => ({
            value: String(stars),
            label: (
              <>
                <Stars rating={stars} />
                <span>
                  {stars} {stars === 1 ? "star" : "stars"}: {words}
                </span>
              </>
            ),
          }))}
        />
        <FormField
          field={text}
          label="Your review"
          required
          hint="What was the job, and how did it go? Your words are shown as you write them."
        >
          {(describedBy) => (
            <textarea
              {...getTextareaProps(text)}
              rows={7}
              required
              minLength={reviewLimits.textMin}
              maxLength={reviewLimits.textMax}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </FormField>
        <Choices
          field={fields.shownAs}
          legend="How should we show your name?"
          options={(["initial", "full"] as const).map((value) => ({ value, label: names[value] }))}
        />
        <TextField
          field={fields.town}
          label="Your town or village"
          maxLength={reviewLimits.townMax}
          autoComplete="address-level2"
        />
        <FormField
          field={photos}
          label="Photos of the finished job"
          hint={`Up to ${reviewLimits.photos}, shown with your review. We remove the location and camera details.`}
        >
          {(describedBy) => (
            <input
              id={photos.id}
              type="file"
              name={photos.name}
              accept="image/*"
              multiple
              aria-describedby={describedBy}
              aria-invalid={photos.errors ? true : undefined}
              className="mt-1.5 block w-full rounded-md border border-navy-300 border-dashed bg-white p-3 text-base text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:font-semibold file:text-white"
            />
          )}
        </FormField>
        <div>
          <label htmlFor={agree.id} className="flex cursor-pointer items-start gap-3">
            <input
              key={agreeKey}
              {...agreeProps}
              required
              className="mt-1 size-5 shrink-0 accent-navy-800"
            />
            <span>
              I agree to my review, my name as chosen above, my town and any photos being published
              on the website.
            </span>
          </label>
          <FieldError field={agree} />
        </div>
        <Button type="submit" className="w-full sm:w-auto">
          Send my review
        </Button>
        <p className="text-muted text-sm">
          Only what you write here is shown, with the job and the month. Your email address and
          phone number never are.
        </p>
      </Form>
    </>
  );
}
