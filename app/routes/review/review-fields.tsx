import type * as React from "react";
import { controlClass, ErrorSummary, FieldError, FormField } from "~/components/contact/form-field";
import { Stars } from "~/components/star-rating";
import type { ReviewFieldErrors } from "~/reviews/review-form";
import { reviewLimits } from "~/reviews/review-form";

const ratings = [
  [5, "Excellent"],
  [4, "Good"],
  [3, "Fair"],
  [2, "Poor"],
  [1, "Very poor"],
] as const;

const fieldOf = (name: keyof ReviewFieldErrors, errors: ReviewFieldErrors) => ({
  id: `review-${name}`,
  name,
  errorId: `review-${name}-error`,
  errors: errors[name] ? [errors[name]] : undefined,
});

/** A group of choices (stars, how the name is shown), with its error beside it. */
function Choices({
  name,
  legend,
  errors,
  children,
}: {
  name: keyof ReviewFieldErrors;
  legend: string;
  errors: ReviewFieldErrors;
  children: React.ReactNode;
}) {
  const field = fieldOf(name, errors);
  return (
    <fieldset
      id={field.id}
      aria-describedby={field.errors ? field.errorId : undefined}
      className="min-w-0"
    >
      <legend className="font-semibold text-navy-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2">{children}</div>
      <FieldError field={field} />
    </fieldset>
  );
}

const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-navy-200 bg-white px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-700";

/**
 * The review form's answers: stars, words, how the name is shown, town, photos, agreement.
 * Plain HTML controls, so the page works without JavaScript.
 */
export function ReviewFields({
  names,
  town,
  values,
  errors,
}: {
  names: { initial: string; full: string };
  town: string;
  values: Record<string, string>;
  errors: ReviewFieldErrors;
}) {
  const text = fieldOf("text", errors);
  const townField = fieldOf("town", errors);
  const photos = fieldOf("photos", errors);
  const agree = fieldOf("agree", errors);
  const summary = (["rating", "text", "shownAs", "town", "photos", "agree"] as const).map((name) =>
    fieldOf(name, errors),
  );
  return (
    <>
      <ErrorSummary fields={summary} />
      <Choices name="rating" legend="How many stars would you give us?" errors={errors}>
        {ratings.map(([stars, words]) => (
          <label key={stars} className={choiceClass}>
            <input
              type="radio"
              name="rating"
              value={stars}
              required
              defaultChecked={values.rating === String(stars)}
              className="size-5 accent-navy-800"
            />
            <Stars rating={stars} />
            <span>
              {stars} {stars === 1 ? "star" : "stars"}: {words}
            </span>
          </label>
        ))}
      </Choices>
      <FormField
        field={text}
        label="Your review"
        required
        hint="What was the job, and how did it go? Your words are shown as you write them."
      >
        {(describedBy) => (
          <textarea
            id={text.id}
            name="text"
            rows={7}
            required
            minLength={reviewLimits.textMin}
            maxLength={reviewLimits.textMax}
            defaultValue={values.text}
            aria-describedby={describedBy}
            aria-invalid={text.errors ? true : undefined}
            className={controlClass}
          />
        )}
      </FormField>
      <Choices name="shownAs" legend="How should we show your name?" errors={errors}>
        {(["initial", "full"] as const).map((choice) => (
          <label key={choice} className={choiceClass}>
            <input
              type="radio"
              name="shownAs"
              value={choice}
              required
              defaultChecked={(values.shownAs || "initial") === choice}
              className="size-5 accent-navy-800"
            />
            {names[choice]}
          </label>
        ))}
      </Choices>
      <FormField field={townField} label="Your town or village" required>
        {(describedBy) => (
          <input
            id={townField.id}
            name="town"
            required
            maxLength={reviewLimits.townMax}
            autoComplete="address-level2"
            defaultValue={values.town ?? town}
            aria-describedby={describedBy}
            aria-invalid={townField.errors ? true : undefined}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        field={photos}
        label="Photos of the finished job"
        hint={`Up to ${reviewLimits.photos}, shown with your review. We remove the location and camera details.`}
      >
        {(describedBy) => (
          <input
            id={photos.id}
            type="file"
            name="photos"
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
            id={agree.id}
            type="checkbox"
            name="agree"
            value="yes"
            required
            defaultChecked={values.agree === "yes"}
            aria-describedby={agree.errors ? agree.errorId : undefined}
            aria-invalid={agree.errors ? true : undefined}
            className="mt-1 size-5 shrink-0 accent-navy-800"
          />
          <span>
            I agree to my review, my name as chosen above, my town and any photos being published on
            the website.
          </span>
        </label>
        <FieldError field={agree} />
      </div>
    </>
  );
}
