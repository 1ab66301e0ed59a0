import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Notice } from "./owner-ui";

/**
 * The owner's area's form fields, each given its Conform field (`fields.name` of
 * `useReplyForm`): its label, its hint and its errors tied to the control, so a screen reader
 * reads all three, and what was typed shown again after a refusal.
 */
type Field = FieldMetadata<unknown>;

interface Labels {
  field: Field;
  label: string;
  hint?: React.ReactNode;
}

/** The look of every text box and menu of the area. */
export const controlClass =
  "min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3 py-2 text-base aria-invalid:border-danger";

const hintId = (field: Field) => `${field.id}-hint`;

function Hint({ field, hint }: { field: Field; hint?: React.ReactNode }) {
  return hint ? (
    <div id={hintId(field)} className="text-muted text-sm">
      {hint}
    </div>
  ) : null;
}

/** What is wrong with the answer, under it (tied to its control by the field's `errorId`). */
export function Errors({ field }: { field: Field }) {
  return field.errors?.length ? (
    <p id={field.errorId} className="font-semibold text-danger text-sm">
      {field.errors.join(" ")}
    </p>
  ) : null;
}

/** The label above the control, the hint under it, the control, and the errors under that. */
function Labelled({ field, label, hint, children }: Labels & { children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={field.id} className="font-semibold text-navy-900">
        {label}
      </label>
      <Hint field={field} hint={hint} />
      {children}
      <Errors field={field} />
    </div>
  );
}

const described = (field: Field, hint: React.ReactNode) => ({
  ariaAttributes: true as const,
  ariaDescribedBy: hint ? hintId(field) : undefined,
});

/** A one-line answer; `type` as for `<input>` (text unless said). */
export function TextField({
  field,
  label,
  hint,
  type = "text",
  ...input
}: Labels &
  Omit<React.ComponentProps<"input">, "type" | "name" | "id" | "form" | "defaultValue"> & {
    type?: "text" | "email" | "tel" | "url" | "password" | "date" | "time" | "number";
  }) {
  const { key, ...props } = getInputProps(field, { type, ...described(field, hint) });
  return (
    <Labelled field={field} label={label} hint={hint}>
      <input key={key} {...props} className={controlClass} {...input} />
    </Labelled>
  );
}

/** Enough rows to show a text without scrolling inside the box on a phone (about 30 characters a line). */
const rowsFor = (text: unknown) =>
  Math.min(
    20,
    String(text ?? "")
      .split("\n")
      .reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 30)), 1),
  );

/** A multi-line answer, as tall as its text (so it is read without scrolling inside it). */
export function TextAreaField({ field, label, hint, className }: Labels & { className?: string }) {
  const { key, ...props } = getTextareaProps(field, described(field, hint));
  return (
    <Labelled field={field} label={label} hint={hint}>
      <textarea
        key={key}
        {...props}
        rows={rowsFor(field.initialValue)}
        className={cn(controlClass, "min-h-36", className)}
      />
    </Labelled>
  );
}

/**
 * A menu: each option a value and the words shown for it; `choose`, an empty first choice shown
 * while nothing is chosen yet.
 */
export function SelectField({
  field,
  label,
  hint,
  options,
  choose,
}: Labels & { options: readonly { value: string; label: string }[]; choose?: string }) {
  const { key, ...props } = getSelectProps(field, described(field, hint));
  return (
    <Labelled field={field} label={label} hint={hint}>
      <select key={key} {...props} className={controlClass}>
        {choose && !field.initialValue ? <option value="">{choose}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A choice of one among a few, each a radio button with its words; the legend says what for. */
export function RadioGroupField({
  field,
  label,
  hint,
  options,
}: Labels & { options: readonly { value: string; label: string }[] }) {
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={
        [hint ? hintId(field) : "", field.errors?.length ? field.errorId : ""]
          .filter(Boolean)
          .join(" ") || undefined
      }
    >
      <legend className="font-semibold text-navy-900">{label}</legend>
      <Hint field={field} hint={hint} />
      {options.map((option) => {
        const { key, ...props } = getInputProps(field, {
          type: "radio",
          value: option.value,
          ariaAttributes: false,
        });
        return (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input
              key={key}
              {...props}
              id={`${field.id}-${option.value}`}
              className="size-6 shrink-0"
            />
            {option.label}
          </label>
        );
      })}
      <Errors field={field} />
    </fieldset>
  );
}

/** A box to tick, its label beside it, its error under it; ticked, it sends `value`. */
export function CheckboxField({ field, label, hint, value = "on" }: Labels & { value?: string }) {
  const { key, ...props } = getInputProps(field, {
    type: "checkbox",
    value,
    ...described(field, hint),
  });
  return (
    <div className="grid gap-1.5">
      <label className="flex min-h-11 items-center gap-3 font-semibold text-navy-900">
        <input key={key} {...props} className="size-6 shrink-0" />
        {label}
      </label>
      <Hint field={field} hint={hint} />
      <Errors field={field} />
    </div>
  );
}

/**
 * The version of the content the form was shown from, kept with what was typed through a
 * refusal or a preview: a save then never overwrites a change made meanwhile in another tab.
 */
export function VersionField({ field }: { field: Field }) {
  const { key, ...props } = getInputProps(field, { type: "hidden" });
  return <input key={key} {...props} />;
}

/** The action's answer to this form, above it: what was done, or why nothing was. */
export function FormMessage({ reply }: { reply?: { ok: boolean; message?: string } }) {
  if (!reply?.message) return null;
  return <Notice tone={reply.ok ? "success" : "error"}>{reply.message}</Notice>;
}
