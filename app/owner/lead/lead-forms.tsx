import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { type FormReply, replyTo, useReplyForm } from "~/forms/form-reply";
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
 * One form of the page, the action's answer to it (`reply`) above its fields. It posts back to
 * its place on the page, so a phone without JavaScript shows the answer, not the top of the page.
 */
export function LeadForm<Values extends Record<string, unknown>>({
  of,
  leadId,
  anchor,
  reply = of.reply,
  className = "grid gap-3",
  children,
}: {
  /** The form, as `useReplyForm` gives it. */
  of: { form: FormMetadata<Values, string[]>; reply?: FormReply };
  leadId: number;
  /** Where on the page it lands: its section's heading, `where-it-stands-heading`. */
  anchor: string;
  reply?: FormReply;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={`/owner/leads/${leadId}#${anchor}`}
      {...getFormProps(of.form)}
      className={className}
    >
      <FormMessage reply={reply} />
      {children}
    </Form>
  );
}

/** Both forms of "Where it stands" land on it. */
const whereItStands = "where-it-stands-heading";

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
  const status = useReplyForm<{ status: string; value: string }>("status", reply, {
    defaultValue: { status: lead.status },
  });
  // A value sent for a lead no longer won (changed meanwhile): its form is gone, the answer is here.
  const stale = lead.status === "won" ? undefined : replyTo("won-value", reply);
  const { fields } = status;
  return (
    <LeadForm of={status} leadId={lead.id} anchor={whereItStands} reply={status.reply ?? stale}>
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
    </LeadForm>
  );
}

/** A won lead's value, set, changed or removed on its own. */
export function WonValueForm({ lead, reply }: LeadFormProps) {
  const value = useReplyForm<{ value: string }>("won-value", reply, {
    defaultValue: { value: lead.wonValueField },
  });
  if (lead.status !== "won") return null;
  return (
    <LeadForm
      of={value}
      leadId={lead.id}
      anchor={whereItStands}
      className="mt-5 grid gap-3 border-navy-100 border-t pt-5"
    >
      <ValueField
        field={value.fields.value}
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
    </LeadForm>
  );
}

export function FollowUpForm({ lead, reply }: LeadFormProps) {
  const followUp = useReplyForm<{ date: string }>("follow-up", reply, {
    defaultValue: { date: lead.followUpOn ?? "" },
  });
  return (
    <LeadForm of={followUp} leadId={lead.id} anchor="follow-up-heading">
      <p>
        {lead.followUpOn
          ? `Follow up on ${formatCalendarDate(lead.followUpOn)}.`
          : "No follow-up date. Leads due today come first in the list."}
      </p>
      <TextField field={followUp.fields.date} label="Follow up on" type="date" />
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
    </LeadForm>
  );
}

export function NotesForm({ lead, reply }: LeadFormProps) {
  const note = useReplyForm<{ note: string }>("note", reply);
  return (
    <>
      <LeadForm of={note} leadId={lead.id} anchor="notes-heading">
        <TextAreaField field={note.fields.note} label="New note" />
        <SubmitButton name="intent" value="note" variant="secondary">
          Add note
        </SubmitButton>
      </LeadForm>
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
