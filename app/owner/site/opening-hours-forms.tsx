import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { type Weekday, weekdayNames, weekdays } from "~/company/opening-hours";
import { useReplyForm } from "~/forms/form-reply";
import { CheckboxField, RadioGroupField, TextField, VersionField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";

type WeekValues = Record<`${Weekday}${"Open" | "Opens" | "Closes"}` | "bankHolidays", string>;

const bankHolidayChoices = [
  { value: "closed", label: "Closed on bank holidays" },
  { value: "open", label: "Open, as on any other day of the week" },
] as const;

/**
 * The week: each day a tick (open that day) and the times it opens and closes, then bank
 * holidays. Times are typed or picked on the phone's clock ("08:00"); a day not ticked is closed
 * whatever its times say.
 */
export function WeekForm({
  values,
  version,
  nextBankHolidays,
  reply,
}: {
  values: WeekValues;
  version: string;
  nextBankHolidays: string[];
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<WeekValues & { version: string }>("week", reply, {
    defaultValue: { ...values, version },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4" key={version}>
      <VersionField field={fields.version} />
      <ul className="grid gap-3">
        {weekdays.map((day: Weekday) => (
          <li key={day}>
            <fieldset className="grid gap-2 rounded-md border-2 border-navy-100 p-3">
              <legend className="px-1 font-semibold text-navy-900">{weekdayNames[day]}</legend>
              <CheckboxField field={fields[`${day}Open`]} label={`Open on ${weekdayNames[day]}`} />
              <div className="grid grid-cols-2 items-start gap-3">
                <TextField type="time" field={fields[`${day}Opens`]} label="Opens" />
                <TextField type="time" field={fields[`${day}Closes`]} label="Closes" />
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <RadioGroupField
        field={fields.bankHolidays}
        label="Bank holidays (England and Wales)"
        hint={nextBankHolidays.length > 0 ? `The next: ${nextBankHolidays.join("; ")}.` : undefined}
        options={bankHolidayChoices}
      />
      <SubmitButton name="intent" value="week">
        Save opening hours
      </SubmitButton>
    </Form>
  );
}

/** Days to close besides the week's: the first, the last (empty for one day) and what for. */
export function AddClosedForm({ version, reply }: { version: string; reply: unknown }) {
  const { form, fields } = useReplyForm<{
    from: string;
    to: string;
    reason: string;
    version: string;
  }>("closed-new", reply, { defaultValue: { version } });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3" key={version}>
      <VersionField field={fields.version} />
      <TextField type="date" field={fields.from} label="First day closed" />
      <TextField
        type="date"
        field={fields.to}
        label="Last day closed"
        hint="Leave it empty for one day."
      />
      <TextField
        field={fields.reason}
        label="What for (optional)"
        hint="Like Christmas shutdown. Only you see it."
      />
      <SubmitButton name="intent" value="add-closed">
        Add closed days
      </SubmitButton>
    </Form>
  );
}

/** One closure, with its Remove button. */
export function ClosedDaysItem({
  closed,
  version,
}: {
  closed: { index: number; words: string; reason: string | null; over: boolean };
  version: string;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-navy-100 p-3">
      <p>
        <span className="font-semibold">{closed.words}</span>
        {closed.reason ? `: ${closed.reason}` : ""}
        {closed.over ? <span className="text-muted"> (over)</span> : null}
      </p>
      <Form method="post">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="index" value={closed.index} />
        <SubmitButton name="intent" value="remove-closed" variant="outline">
          Remove<span className="sr-only"> closed {closed.words}</span>
        </SubmitButton>
      </Form>
    </li>
  );
}
