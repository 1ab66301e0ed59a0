import { Form } from "react-router";
import type { LeadPage, ValueRefusal } from "~/leads/lead-page.server";
import { formatCalendarDate, formatDateTime } from "~/lib/uk-time";
import { Field, Notice, StatusSelect, SubmitButton } from "~/owner/owner-ui";

export type Outcome = { ok: boolean; field: string; message: string } | undefined;

const input = "min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3";

/** The answer to the form just sent, shown beside that form only. */
export function OutcomeFor({ outcome, field }: { outcome: Outcome; field: string }) {
  if (outcome?.field !== field) return null;
  return <Notice tone={outcome.ok ? "success" : "error"}>{outcome.message}</Notice>;
}

/** A refused job value, from the form named `field`: what is wrong and what was typed. */
function valueRefusal(outcome: Outcome, field: "status" | "won-value") {
  if (outcome?.field !== field || outcome.ok || !("errors" in outcome)) return undefined;
  return outcome as ValueRefusal;
}

/** Both forms go back to this section, so a phone shows the answer, not the top of the page. */
const whereItStands = (leadId: number) => `/owner/leads/${leadId}#where-it-stands-heading`;

/** The job's value field: a phone's number pad, and "£12,500" or "12500.50" both fine. */
function ValueField({ hint, value, error }: { hint: string; value: string; error?: string }) {
  return (
    <Field
      label="Job value (£)"
      name="value"
      id="won-value"
      inputMode="decimal"
      autoComplete="off"
      maxLength={30}
      hint={hint}
      defaultValue={value}
      key={`${value}-${error ?? ""}`}
      error={error}
    />
  );
}

/**
 * The status menu and, until the lead is won, the job's value to give with Won (the page has
 * no scripts, so the field is always there); once won, the value has a form of its own.
 */
export function StatusForm({ lead, outcome }: { lead: LeadPage; outcome: Outcome }) {
  const refused = valueRefusal(outcome, "status");
  const status = refused?.sent.status ?? lead.status;
  return (
    <Form method="post" action={whereItStands(lead.id)} className="grid gap-3">
      <OutcomeFor outcome={outcome} field="status" />
      <StatusSelect statuses={lead.statuses} defaultValue={status} />
      {lead.status === "won" ? null : (
        <ValueField
          hint="If won: the job's value in pounds (optional)"
          value={refused?.sent.value ?? ""}
          error={refused?.errors.value}
        />
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
export function WonValueForm({ lead, outcome }: { lead: LeadPage; outcome: Outcome }) {
  if (lead.status !== "won") return null;
  const refused = valueRefusal(outcome, "won-value");
  return (
    <Form
      method="post"
      action={whereItStands(lead.id)}
      className="mt-5 grid gap-3 border-navy-100 border-t pt-5"
    >
      <OutcomeFor outcome={outcome} field="won-value" />
      <ValueField
        hint={
          lead.wonValue
            ? "In pounds; empty it and save to remove it"
            : "In pounds (optional), e.g. 12,500"
        }
        value={refused?.sent.value ?? lead.wonValueField}
        error={refused?.errors.value}
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

export function FollowUpForm({ lead, outcome }: { lead: LeadPage; outcome: Outcome }) {
  return (
    <Form method="post" className="grid gap-3">
      <OutcomeFor outcome={outcome} field="follow-up" />
      <p>
        {lead.followUpOn
          ? `Follow up on ${formatCalendarDate(lead.followUpOn)}.`
          : "No follow-up date. Leads due today come first in the list."}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="date" className="font-semibold">
          Follow up on
        </label>
        <input
          id="date"
          name="date"
          type="date"
          defaultValue={lead.followUpOn ?? ""}
          key={lead.followUpOn}
          className={input}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="follow-up" variant="secondary">
          Save date
        </SubmitButton>
        {lead.followUpOn ? (
          <SubmitButton name="intent" value="clear-follow-up" variant="outline" formNoValidate>
            Clear the date
          </SubmitButton>
        ) : null}
      </div>
    </Form>
  );
}

export function NotesForm({ lead, outcome }: { lead: LeadPage; outcome: Outcome }) {
  return (
    <>
      <Form method="post" className="grid gap-3">
        <OutcomeFor outcome={outcome} field="note" />
        <label htmlFor="note" className="font-semibold">
          New note
        </label>
        <textarea
          id="note"
          name="note"
          rows={3}
          maxLength={5000}
          required
          className={`${input} py-2`}
        />
        <SubmitButton name="intent" value="note" variant="secondary">
          Add note
        </SubmitButton>
      </Form>
      {lead.notes.length > 0 ? (
        <ul className="mt-5 grid gap-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="border-navy-100 border-l-4 pl-3">
              <p className="whitespace-pre-wrap break-words">{note.text}</p>
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
