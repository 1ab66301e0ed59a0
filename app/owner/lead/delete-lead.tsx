import { useReplyForm } from "~/forms/form-reply";
import { CheckboxField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";
import { LeadForm, type LeadFormProps } from "./lead-forms";

/** Erasure on request: a tick box stands in for "are you sure?", so it works without JavaScript. */
export function DeleteLead({ lead, reply }: LeadFormProps) {
  const deletion = useReplyForm<{ confirm: string }>("delete", reply);
  const name = lead.firstName;
  return (
    <details
      open={deletion.reply ? true : undefined}
      className="mt-6 rounded-card border-2 border-danger/40 bg-white p-4 sm:p-6"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-danger">
        Delete this lead (when the customer asks)
      </summary>
      <LeadForm
        of={deletion}
        leadId={lead.id}
        anchor="delete"
        className="mt-3 grid gap-3 wrap-anywhere"
      >
        <p>
          Deletes {name}'s request, its notes, its emails and its job (with the job's photos and
          documents) for good. It cannot be undone, and backups keep it until they expire. Payments
          received keep their receipts, without the job: the accounts must keep them six years.
        </p>
        <CheckboxField field={deletion.fields.confirm} label={`Yes, delete ${name}'s request`} />
        <SubmitButton
          name="intent"
          value="delete"
          className="bg-danger! text-white! hover:bg-danger/90!"
        >
          Delete for good
        </SubmitButton>
      </LeadForm>
    </details>
  );
}
