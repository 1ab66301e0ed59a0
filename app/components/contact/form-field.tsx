import type { FieldMetadata } from "@conform-to/react";
import { AlertCircle } from "lucide-react";
import type * as React from "react";

export const controlClass =
  "mt-1.5 block w-full rounded-md border border-navy-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-navy-300 focus-visible:border-navy-700 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

/** A label's own words: the field says "(optional)" itself, so a label saying it too is refused. */
type Label<Words extends string> = Words extends `${string}(optional)${string}` ? never : Words;

interface FormFieldProps<Words extends string> {
  field: Pick<FieldMetadata<string | undefined>, "id" | "errorId" | "errors">;
  label: Label<Words>;
  required?: boolean;
  hint?: string;
  className?: string;
  /** Renders the control, given the ids that tie it to its hint and its error. */
  children: (describedBy: string | undefined) => React.ReactNode;
}

/** A label, an optional hint, the control, and the error next to it when there is one. */
export function FormField<Words extends string>({
  field,
  label,
  required = false,
  hint,
  className,
  children,
}: FormFieldProps<Words>) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errors = field.errors;
  const describedBy =
    [hintId, errors ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-muted text-sm">(optional)</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      <FieldError field={field} />
    </div>
  );
}

/** A field's first error, with the id its control is described by; nothing without one. */
export function FieldError({
  field,
}: {
  field: Pick<FormFieldProps<string>["field"], "errorId" | "errors">;
}) {
  if (!field.errors) return null;
  return (
    <p
      id={field.errorId}
      className="mt-1.5 flex items-start gap-1.5 font-medium text-danger text-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {field.errors[0]}
    </p>
  );
}

type Field = { id: string; name: string; errors?: string[] };

/** A list of what to fix, at the top of the form, each linking to its field. */
export function ErrorSummary({ fields }: { fields: Field[] }) {
  const invalid = fields.filter((field) => field.errors);
  if (invalid.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border-2 border-danger bg-danger/5 p-4">
      <h3 className="font-sans font-semibold text-base text-danger">
        Please check {invalid.length === 1 ? "1 answer" : `${invalid.length} answers`}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {invalid.map((field) => (
          <li key={field.name}>
            <a href={`#${field.id}`} className="font-medium text-danger underline">
              {field.errors?.[0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
