import { Form } from "react-router";
import type { LeadPage } from "~/leads/lead-page.server";
import { formatCalendarDate, formatDateTime } from "~/owner/format";
import { Notice, StatusSelect, SubmitButton } from "~/owner/owner-ui";

export type Outcome = { ok: boolean; field: string; message: string } | undefined;

const input = "min-h-12 w-full rounded-md border-2 border-navy-300 bg-white px-3";

/** The answer to the form just sent, shown beside that form only. */
export function OutcomeFor({ outcome, field }: { outcome: Outcome; field: string }) {
  if (outcome?.field !== field) return null;
  return <Notice tone={outcome.ok ? "success" : "error"}>{outcome.message}</Notice>;
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id={id} className="mb-3 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function StatusForm({ lead, outcome }: { lead: LeadPage; outcome: Outcome }) {
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <OutcomeFor outcome={outcome} field="status" />
      <StatusSelect statuses={lead.statuses} defaultValue={lead.status} />
      <SubmitButton name="intent" value="status" variant="secondary">
        Save status
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
