import type * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A page's heading and, under it, what the page is for. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children ? <p className="mt-2 text-muted">{children}</p> : null}
    </div>
  );
}

interface FieldProps extends React.ComponentProps<"input"> {
  label: string;
  name: string;
  error?: string | string[];
  hint?: string;
}

/** A field's label, and under it the hint its input is described by (`${id}-hint`). */
function LabelAndHint({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="font-semibold text-navy-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled input with its hint and error tied to it, so a screen reader reads all three.
 * Its id is its name, unless the page has several fields of one name (`id`).
 */
export function Field({ label, name, id = name, error, hint, className, ...input }: FieldProps) {
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <LabelAndHint id={id} label={label} hint={hint} />
      <input
        id={id}
        name={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={controlClass}
        {...input}
      />
      {errors.length > 0 ? (
        <div id={errorId} className="grid gap-1 font-semibold text-danger text-sm">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A titled card of a page, its heading the section's name for screen readers. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id={id} className="mb-3 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page a page belongs to, above its heading (the Website page above its editors). */
export function UpLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="mb-2">
      <Link to={to} className="inline-flex min-h-11 items-center underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

/** A labelled multi-line answer with its hint and error tied to it, like `Field`. */
export function TextArea({
  label,
  name,
  id = name,
  hint,
  error,
  defaultValue,
  rows,
}: {
  label: string;
  name: string;
  id?: string;
  hint?: string;
  error?: string[];
  defaultValue?: string;
  /** Taller than its least height, for a long text (so it is read without scrolling inside it). */
  rows?: number;
}) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <textarea
          id={id}
          name={name}
          defaultValue={defaultValue}
          rows={rows}
          className={cn(controlClass, "min-h-36")}
          {...described}
        />
      )}
    </Labelled>
  );
}

export function SubmitButton({
  children,
  variant = "primary",
  className,
  ...props
}: React.ComponentProps<"button"> & { variant?: "primary" | "secondary" | "outline" }) {
  return (
    <button
      type="submit"
      className={cn(buttonVariants({ variant, size: "lg" }), "w-full sm:w-auto", className)}
      {...props}
    >
      {children}
    </button>
  );
}

/** A message about the whole form or page: an error (read out at once) or good news. */
export function Notice({
  tone = "error",
  children,
}: {
  tone?: "error" | "success" | "info";
  children: React.ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-5 rounded-md border-l-4 p-4",
        tone === "error" && "border-danger bg-red-50 text-danger",
        tone === "success" && "border-success bg-green-50 text-success",
        tone === "info" && "border-navy-500 bg-navy-50 text-navy-900",
      )}
    >
      {children}
    </div>
  );
}

/** The status menu of the inbox's filter and of a lead, `allLabel` adding an "any status" choice. */
export function StatusSelect({
  statuses,
  defaultValue,
  allLabel,
}: {
  statuses: { value: string; label: string }[];
  defaultValue: string;
  allLabel?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="status" className="font-semibold">
        Status
      </label>
      <select
        id="status"
        name="status"
        defaultValue={defaultValue}
        key={defaultValue}
        className="min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3"
      >
        {allLabel ? <option value="">{allLabel}</option> : null}
        {statuses.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The look of every text box and menu of the area. */
export const controlClass =
  "min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3 py-2 text-base aria-invalid:border-danger";

/** A labelled control (select or large textarea) with its hint and error tied to it. */
export function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string[];
  children: (described: { "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.length ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-navy-900">
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="text-muted text-sm">
          {hint}
        </div>
      ) : null}
      {children({
        "aria-invalid": errorId ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {errorId ? (
        <p id={errorId} className="font-semibold text-danger text-sm">
          {error?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled menu: `choose` is the empty first choice, shown while nothing is chosen yet;
 * each option is a value and the words shown for it.
 */
export function SelectField({
  name,
  id = name,
  label,
  error,
  defaultValue,
  choose,
  options,
}: {
  name: string;
  /** When the page has several menus of one name. */
  id?: string;
  label: string;
  error?: string[];
  defaultValue: string;
  choose: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Labelled id={id} label={label} error={error}>
      {(described) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          className={controlClass}
          {...described}
        >
          {defaultValue ? null : <option value="">{choose}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
