import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { controlClass, FormField } from "~/components/contact/form-field";

/**
 * A required line of text on a customer's page, with its label, hint and error: their name to
 * sign a quote or a change, the first line of their address, their town.
 */
export function TextField<Words extends string>({
  field,
  label,
  hint,
  maxLength,
  autoComplete,
  className,
}: {
  field: FieldMetadata<string | undefined>;
  label: Words extends `${string}(optional)${string}` ? never : Words;
  hint?: string;
  maxLength: number;
  autoComplete: string;
  className?: string;
}) {
  return (
    <FormField field={field} label={label} hint={hint} required className={className}>
      {(describedBy) => (
        <input
          {...getInputProps(field, { type: "text" })}
          required
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          className={controlClass}
        />
      )}
    </FormField>
  );
}
