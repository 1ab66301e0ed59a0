import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { RefusalAlert } from "~/components/customer-frame";
import { TextField } from "~/components/text-field";
import { Button } from "~/components/ui/button";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { variationFormId } from "~/jobs/job-post";
import type { ChangeDocument, ChangeState } from "~/jobs/job-variations.server";

export interface ChangeShown {
  id: number;
  document: ChangeDocument;
  shown: string;
  state: ChangeState;
  answer: string | null;
}

const stateWords: Record<ChangeState, string> = {
  waiting: "Waiting for your answer",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn by us",
};

/** One change waiting: what it is and costs, then the typed name and approve or decline. */
function AnswerChange({ change, reply }: { change: ChangeShown; reply: unknown }) {
  const id = variationFormId(change.id);
  const { form, fields } = useReplyForm<{ name: string }>(id, reply);
  const refused = replyTo(id, reply);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <RefusalAlert message={refused && !refused.ok ? refused.message : undefined} />
      <input type="hidden" name="variation" value={change.id} />
      <input type="hidden" name="shown" value={change.shown} />
      <TextField
        field={fields.name}
        label="Your full name"
        hint="Typing your name and pressing a button records your answer, as signing would."
        maxLength={120}
        autoComplete="name"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="approve">
          Approve {change.document.name} ({change.document.price})
        </Button>
        <Button type="submit" name="intent" value="decline" variant="outline">
          Decline it
        </Button>
      </div>
    </Form>
  );
}

/** Changes to the work, newest first: those waiting can be answered here, once. */
export function JobChanges({ changes, reply }: { changes: ChangeShown[]; reply: unknown }) {
  if (changes.length === 0)
    return (
      <p className="mt-3">
        No changes to the work. If one is needed, we propose it here with its price, and nothing
        changes unless you approve it.
      </p>
    );
  return (
    <ol className="mt-3 grid gap-3">
      {changes.map((change) => (
        <li key={change.id} className="rounded-md border border-navy-200 bg-white p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">
              {change.document.name}: {change.document.title}
            </span>
            <span className="font-semibold tabular-nums">{change.document.price}</span>
          </p>
          <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{change.document.details}</p>
          {change.document.datesEffect ? (
            <p className="mt-1">The dates: {change.document.datesEffect}</p>
          ) : null}
          <p className="mt-1 text-sm">
            Proposed on {change.document.proposedOn} · <strong>{stateWords[change.state]}</strong>
            {change.answer ? ` · ${change.answer}` : null}
          </p>
          {change.state === "waiting" ? <AnswerChange change={change} reply={reply} /> : null}
        </li>
      ))}
    </ol>
  );
}
