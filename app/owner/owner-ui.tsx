import type * as React from "react";
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

/** A labelled input with its hint and error tied to it, so a screen reader reads all three. */
export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error];
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = errors.length > 0 ? `${name}-error` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={name} className="font-semibold text-navy-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <input
        id={name}
        name={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className="min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3 py-2 text-base aria-invalid:border-danger"
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
