import { getCollectionProps, getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { type Weekday, weekdayNames, weekdays } from "~/company/opening-hours";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import type { SurveyWindow } from "~/visits/survey-window.server";
import { Errors, FormMessage, TextField } from "../fields";
import { SubmitButton } from "../owner-ui";

/**
 * The days and hours visits are made, inside the opening hours: a day not ticked has none; an
 * empty time is the office's own opening or closing.
 */
export function SurveyHoursForm({ window, reply }: { window: SurveyWindow; reply: unknown }) {
  const { form, fields } = useReplyForm<{ days: Weekday[]; from: string; until: string }>(
    "survey-hours",
    reply,
    { defaultValue: { days: window.days, from: window.from ?? "", until: window.until ?? "" } },
  );
  const { days } = fields;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <FormMessage reply={replyTo("survey-hours", reply)} />
      <fieldset
        aria-invalid={days.errors?.length ? true : undefined}
        aria-describedby={days.errors?.length ? days.errorId : undefined}
        className="grid gap-1"
      >
        <legend className="font-semibold text-navy-900">Days you make visits</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {getCollectionProps(days, {
            type: "checkbox",
            options: [...weekdays],
            ariaAttributes: false,
          }).map(({ key, ...props }) => (
            <label key={key} className="flex min-h-11 items-center gap-3">
              <input {...props} className="size-6 shrink-0" />
              {weekdayNames[props.value as Weekday]}
            </label>
          ))}
        </div>
        <Errors field={days} />
      </fieldset>
      <div className="grid grid-cols-2 items-start gap-3">
        <TextField type="time" field={fields.from} label="Visits from" hint="Empty: opening." />
        <TextField type="time" field={fields.until} label="Visits end by" hint="Empty: closing." />
      </div>
      <SubmitButton name="intent" value="survey-hours">
        Save survey hours
      </SubmitButton>
    </Form>
  );
}
