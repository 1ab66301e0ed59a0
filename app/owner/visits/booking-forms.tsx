import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import type { BookingNumber } from "~/visits/visit-settings.server";
import { FormMessage, TextField } from "../fields";
import { Notice, SubmitButton } from "../owner-ui";

type Bounds = Record<BookingNumber, { least: number; most: number }>;

const numberLabels: Record<BookingNumber, { label: string; unit: string }> = {
  visitMinutes: { label: "Length of a visit (minutes)", unit: "minutes" },
  mostVisitsADay: { label: "Most visits in a day", unit: "visits" },
  horizonDays: { label: "How far ahead customers can book (days)", unit: "days" },
  workingDaysNotice: { label: "Notice (working days)", unit: "working days" },
  changeUpToWorkingDaysBefore: {
    label: "Customers can move or cancel up to (working days before)",
    unit: "working days",
  },
  roadFactorTenths: { label: "Road miles for every 10 miles as the crow flies", unit: "miles" },
  averageMph: { label: "Average speed, door to door (mph)", unit: "mph" },
};

const hints: Partial<Record<BookingNumber, string>> = {
  workingDaysNotice:
    "1: the first day offered is the next working day. 0: today. Customers are offered only times they can still move or cancel (below), so after closing and at weekends the first day is a day later.",
  changeUpToWorkingDaysBefore:
    "1: until the close of the working day before. 0: until the visit starts. After that, they call you. 0 lets them book the next working day even at weekends and after closing.",
  roadFactorTenths:
    "13 on the Fylde's roads. Raise it if you are often late to the next visit; lower it if you are early.",
  averageMph:
    "25: a van in town and on the lanes, parking included. The drive is never under 10 minutes.",
};

/** The numbers visits are booked with, each with its bounds under it. */
export function NumbersForm({
  values,
  bounds,
  reply,
}: {
  values: Record<BookingNumber, string>;
  bounds: Bounds;
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<Record<BookingNumber, string>>("numbers", reply, {
    defaultValue: values,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <FormMessage reply={replyTo("numbers", reply)} />
      {(Object.keys(numberLabels) as BookingNumber[]).map((key) => (
        <TextField
          key={key}
          field={fields[key]}
          label={numberLabels[key].label}
          hint={`${hints[key] ? `${hints[key]} ` : ""}From ${bounds[key].least} to ${bounds[key].most}.`}
          inputMode="numeric"
        />
      ))}
      <SubmitButton name="intent" value="numbers">
        Save booking settings
      </SubmitButton>
    </Form>
  );
}

/** A busy time to add: the day, from, to, and a note only the owner sees. */
export function AddBusyForm({ reply }: { reply: unknown }) {
  const { form, fields } = useReplyForm<{ date: string; from: string; to: string; note: string }>(
    "busy",
    reply,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <FormMessage reply={replyTo("busy", reply)} />
      <TextField type="date" field={fields.date} label="Day" />
      <div className="grid grid-cols-2 items-start gap-3">
        <TextField type="time" field={fields.from} label="From" />
        <TextField type="time" field={fields.to} label="To" />
      </div>
      <TextField
        field={fields.note}
        label="Note (optional)"
        hint="Like dentist. Only you see it."
      />
      <SubmitButton name="intent" value="add-busy">
        Add busy time
      </SubmitButton>
    </Form>
  );
}

/** The busy times added from today on, each with its Remove button. */
export function BusyList({
  busy,
  reply,
}: {
  busy: { id: number; when: string; note: string }[];
  reply: unknown;
}) {
  return (
    <>
      <FormMessage reply={replyTo("busy-list", reply)} />
      {busy.length === 0 ? (
        <p className="mb-4 text-muted">None from today on.</p>
      ) : (
        <ul className="mb-4 grid gap-2 [overflow-wrap:anywhere]">
          {busy.map((block) => (
            <li
              key={block.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-navy-100 p-3"
            >
              <p>
                <span className="font-semibold">{block.when}</span>
                {block.note ? `: ${block.note}` : ""}
              </p>
              <Form method="post">
                <input type="hidden" name="id" value={block.id} />
                <SubmitButton name="intent" value="remove-busy" variant="outline">
                  Remove<span className="sr-only"> busy time {block.when}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export interface CalendarState {
  address: string;
  added: string;
  read: string | null;
  failingSince: string | null;
  failure: string | null;
  busyBlocks: number;
}

/** The owner's own calendar feed: how its reading goes, and its secret address to set or remove. */
export function CalendarForm({
  calendar,
  reply,
}: {
  calendar: CalendarState | null;
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<{ address: string }>("calendar", reply, {
    defaultValue: { address: calendar?.address ?? "" },
  });
  return (
    <>
      <FormMessage reply={replyTo("calendar", reply)} />
      {calendar ? (
        <>
          {calendar.failure ? (
            <Notice>
              It could not be read since {calendar.failingSince}: {calendar.failure} The busy times
              of the last good read still count.
            </Notice>
          ) : null}
          <p className="mb-4">
            {calendar.read
              ? `Last read ${calendar.read}: ${calendar.busyBlocks === 1 ? "1 busy time" : `${calendar.busyBlocks} busy times`} in the next weeks.`
              : `Added ${calendar.added}, not read yet.`}{" "}
            It is read every 5 minutes.
          </p>
        </>
      ) : (
        <p className="mb-4">
          No calendar yet. Google, Apple and Outlook each give a secret address of your calendar (in
          its settings, "Secret address in iCal format" or "Publish calendar"): paste it here, and
          no visit is offered when you are busy in it.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <TextField
          type="url"
          field={fields.address}
          label="Your calendar's secret address"
          hint="Starts with https:// or webcal://. Only owners see it here."
          autoComplete="off"
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="set-feed">
            Save and read it
          </SubmitButton>
          {calendar ? (
            <SubmitButton name="intent" value="remove-feed" variant="outline" formNoValidate>
              Remove the calendar
            </SubmitButton>
          ) : null}
        </div>
      </Form>
    </>
  );
}
