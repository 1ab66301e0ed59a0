import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { controlClass, ErrorSummary, FieldError, FormField } from "~/components/contact/form-field";
import { TextField } from "~/components/text-field";
import { Button } from "~/components/ui/button";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import {
  type VisitAddressAnswers,
  type VisitTimes,
  visitFormId,
  visitLimits,
} from "~/visits/visit-form";

/**
 * Where the job is, then the free times for it: one form, two buttons. "Show free times" sends
 * the address; the page comes back with the times by day (each day a disclosure, the first one
 * open), and "Book this time" sends the address with the time chosen.
 */
export function VisitForm({
  address,
  reply,
  phone,
  forCustomer = true,
}: {
  address: VisitAddressAnswers | null;
  reply: unknown;
  phone: string;
  /** The customer's own page (the default), or the owner booking on their behalf. */
  forCustomer?: boolean;
}) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm<VisitAddressAnswers & { start: string }>(visitFormId, reply, {
    defaultValue: address ?? undefined,
  });
  const times = (replyTo(visitFormId, reply)?.done ?? null) as VisitTimes | null;
  const { postcode, addressLine, accessNotes, start } = fields;
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
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
        <ErrorSummary fields={[postcode, addressLine, accessNotes, start]} />
        <FormField field={postcode} label="Postcode of the job" required>
          {(describedBy) => (
            <input
              {...getInputProps(postcode, { type: "text" })}
              required
              maxLength={20}
              autoComplete="postal-code"
              autoCapitalize="characters"
              aria-describedby={describedBy}
              className={`${controlClass} max-w-48`}
            />
          )}
        </FormField>
        <TextField
          field={addressLine}
          label="First line of the address"
          maxLength={visitLimits.addressLine}
          autoComplete="address-line1"
        />
        <FormField
          field={accessNotes}
          label="Anything we should know to get in"
          hint="A side gate, where to park, a dog in the garden."
        >
          {(describedBy) => (
            <textarea
              {...getTextareaProps(accessNotes)}
              rows={3}
              maxLength={visitLimits.accessNotes}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </FormField>
        <Button type="submit" name="intent" value="times" variant={times ? "outline" : "primary"}>
          {times ? "Show the times again for this address" : "Show free times"}
        </Button>
        {times?.kind === "call-to-arrange" ? (
          <p role="status" className="rounded-md bg-white p-4">
            {forCustomer ? (
              <>
                That postcode is outside the areas we can book online, so we will call you to
                arrange the visit. If you would rather call us, we are on{" "}
                <a href={`tel:${phone.replace(/\s+/g, "")}`} className="font-semibold underline">
                  {phone}
                </a>
                .
              </>
            ) : (
              "That postcode is in none of the areas (content/areas.yaml lists each area's postcode districts): the drive to it cannot be worked out, so no times are offered. Arrange the visit by phone and note it on the lead."
            )}
          </p>
        ) : null}
        {times?.kind === "times" ? (
          <fieldset
            id={start.id}
            aria-invalid={start.errors ? true : undefined}
            aria-describedby={start.errors ? start.errorId : undefined}
            className="min-w-0"
          >
            <legend className="font-semibold text-lg text-navy-900">Choose a time</legend>
            {times.changes ? <p className="mt-1 text-muted text-sm">{times.changes}</p> : null}
            <FieldError field={start} />
            {times.days.length === 0 ? (
              <p className="mt-2">
                There are no free times in the next weeks just now. Please call us on {phone} and we
                will find one.
              </p>
            ) : (
              <div className="mt-3 grid gap-3">
                {times.days.map((day, index) => (
                  <details key={day.day} open={index === 0} className="rounded-md bg-white p-3">
                    <summary className="min-h-11 cursor-pointer content-center font-semibold text-navy-900">
                      {day.label}{" "}
                      <span className="font-normal text-muted">
                        ({day.times.length === 1 ? "1 time" : `${day.times.length} times`})
                      </span>
                    </summary>
                    <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                      {day.times.map((time) => (
                        <label
                          key={time.start}
                          className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-navy-200 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-700"
                        >
                          <input
                            type="radio"
                            name={start.name}
                            value={time.start}
                            required
                            aria-label={`${day.label}, ${time.label}`}
                            className="size-5 accent-navy-800"
                          />
                          {time.label}
                        </label>
                      ))}
                    </div>
                  </details>
                ))}
              </div>
            )}
          </fieldset>
        ) : null}
        {times?.kind === "times" && times.days.length > 0 ? (
          <Button type="submit" name="intent" value="book">
            Book this time
          </Button>
        ) : null}
      </Form>
    </>
  );
}
