import { Form } from "react-router";
import { Notice, SubmitButton } from "~/owner/owner-ui";
import type { Outcome } from "./lead-forms";

/** Erasure on request: a tick box stands in for "are you sure?", so it works without JavaScript. */
export function DeleteLead({ name, outcome }: { name: string; outcome: Outcome }) {
  const failed = outcome && !outcome.ok && outcome.field === "delete";
  return (
    <details
      open={failed || undefined}
      className="mt-6 rounded-card border-2 border-danger/40 bg-white p-4 sm:p-6"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-danger">
        Delete this lead (when the customer asks)
      </summary>
      <Form method="post" className="mt-3 grid gap-3">
        {failed ? <Notice>{outcome.message}</Notice> : null}
        <p>
          Deletes {name}'s request, its notes and its emails for good. It cannot be undone, and
          backups keep it until they expire.
        </p>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="confirm" value="yes" className="size-6" />
          Yes, delete {name}'s request
        </label>
        <SubmitButton
          name="intent"
          value="delete"
          className="bg-danger text-white hover:bg-danger/90"
        >
          Delete for good
        </SubmitButton>
      </Form>
    </details>
  );
}
