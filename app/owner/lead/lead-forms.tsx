import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import type { LeadPage } from "~/leads/lead-page.server";
import { formatCalendarDate, formatDateTime } from "~/lib/uk-time";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";

/** A form of the lead page: the lead, and the action's answer (shown by the form it is for). */
export interface LeadFormProps {
  lead: LeadPage;
  reply: unknown;
}

/**
 * Where a form of the page posts: back to its section (`#where-it-stands-heading`), so a phone
 * without JavaScript shows the answer, not the top of the page.
 */
export const backTo = (leadId: number, section: string) =>
  `/owner/leads/${leadId}#${section}-heading`;

/** The job's value field: a phone's number pad, and "£12,500" or "12500.50" both fine. */
function ValueField({ field, hint }: { field: FieldMetadata<unknown>; hint: string }) {
  return (
    <TextField
      field={field}
      label="Job value (£)"
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      maxLength={30}
    />
  );
}

/**
 * The status menu and, until the lead is won, the job's value to give with Won (the page has
 * no scripts, so the field is always there); once won, the value has a form of its own.
 */
export function StatusForm({ lead, reply }: LeadFormProps) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm<{ status: string; value: string }>("status", reply, {
    defaultValue: { status: lead.status },
  });
  // A value sent for a lead no longer won (changed meanwhile): its form is gone, the answer is here.
  const stale = lead.status === "won" ? undefined : replyTo("won-value", reply);
  return (
    <Form
      method="post"
      action={backTo(lead.id, "where-it-stands")}
      {...getFormProps(form)}
      className="grid gap-3"
    >
      <FormMessage reply={answer ?? stale} />
      <SelectField field={fields.status} label="Status" options={lead.statuses} />
      {lead.status === "won" ? null : (
        <ValueField field={fields.value} hint="If won: the job's value in pounds (optional)" />
      )}
      <SubmitButton
        name="intent"
        value="status"
        variant="secondary"
        className="sm:justify-self-start"
      >
        Save status
      </SubmitButton>
    </Form>
  );
}

/** A won lead's value, set, changed or removed on its own. */
export function WonValueForm({ lead, reply }: LeadFormProps) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm<{ value: string }>("won-value", reply, {
    defaultValue: { value: lead.wonValueField },
  });
  if (lead.status !== "won") return null;
  return (
    <Form
      method="post"
      action={backTo(lead.id, "where-it-stands")}
      {...getFormProps(form)}
      className="mt-5 grid gap-3 border-navy-100 border-t pt-5"
    >
      <FormMessage reply={answer} />
      <ValueField
        field={fields.value}
        hint={
          lead.wonValue
            ? "In pounds; empty it and save to remove it"
            : "In pounds (optional), e.g. 12,500"
        }
      />
      <SubmitButton
        name="intent"
        value="won-value"
        variant="secondary"
        className="sm:justify-self-start"
      >
        Save job value
      </SubmitButton>
    </Form>
  );
}

export function FollowUpForm({ lead, reply }: LeadFormProps) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm<{ date: string }>("follow-up", reply, {
    defaultValue: { date: lead.followUpOn ?? "" },
  });
  return (
    <Form
      method="post"
      action={backTo(lead.id, "follow-up")}
      {...getFormProps(form)}
      className="grid gap-3"
    >
      <FormMessage reply={answer} />
      <p>
        {lead.followUpOn
          ? `Follow up on ${formatCalendarDate(lead.followUpOn)}.`
          : "No follow-up date. Leads due today come first in the list."}
      </p>
      <TextField field={fields.date} label="Follow up on" type="date" />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="follow-up" variant="secondary">
          Save date
        </SubmitButton>
        {lead.followUpOn ? (
          <SubmitButton name="intent" value="clear-follow-up" variant="outline">
            Clear the date
          </SubmitButton>
        ) : null}
      </div>
    </Form>
  );
}

export function NotesForm({ lead, reply }: LeadFormProps) {
  const { form, fields, reply: answer } = useReplyForm<{ note: string }>("note", reply);
  return (
    <>
      <Form
        method="post"
        action={backTo(lead.id, "notes")}
        {...getFormProps(form)}
        className="grid gap-3"
      >
        <FormMessage reply={answer} />
        <TextAreaField field={fields.note} label="New note" rows={3} />
        <SubmitButton name="intent" value="note" variant="secondary">
          Add note
        </SubmitButton>
      </Form>
      {lead.notes.length > 0 ? (
        <ul className="mt-5 grid gap-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="border-navy-100 border-l-4 pl-3">
              <p className="wrap-anywhere whitespace-pre-wrap">{note.text}</p>
              <p className="text-muted text-sm">
                {note.by}, {formatDateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
