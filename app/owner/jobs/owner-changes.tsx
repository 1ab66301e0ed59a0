import { Form } from "react-router";
import type { ChangeDocument, ChangeState } from "~/jobs/job-variations.server";
import { ownerJobForms } from "~/jobs/owner-job-forms";
import { SubmitButton } from "../owner-ui";

const stateWords: Record<ChangeState, string> = {
  waiting: "Waiting for the customer",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** The job's changes as the firm sees them; one still waiting can be withdrawn by an owner. */
export function OwnerChanges({
  changes,
  canPrice,
}: {
  changes: { id: number; document: ChangeDocument; state: ChangeState; answer: string | null }[];
  canPrice: boolean;
}) {
  if (changes.length === 0) return <p>No changes proposed.</p>;
  return (
    <ul className="mt-2 grid gap-2">
      {changes.map((change) => (
        <li key={change.id} className="rounded-md border border-navy-200 p-3">
          <p className="font-semibold">
            {change.document.name}: {change.document.title} · {change.document.price}
          </p>
          <p className="text-sm">
            {stateWords[change.state]}
            {change.answer ? ` · ${change.answer}` : null}
          </p>
          {canPrice && change.state === "waiting" ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value={ownerJobForms.withdrawChange} />
              <input type="hidden" name="change" value={change.id} />
              <SubmitButton variant="outline">Withdraw this change</SubmitButton>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
