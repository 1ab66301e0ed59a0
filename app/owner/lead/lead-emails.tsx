import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/uk-time";
import { FormMessage } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";
import type { LeadFormProps } from "./lead-forms";

const stateWords = {
  queued: "Waiting to send",
  sending: "Sending now",
  sent: "Sent",
  failed: "Not sent",
};

/**
 * The lead's emails (the alert, the confirmation, the review ones), whether they went, why not,
 * and "send again": a button for each, one answer for them all.
 */
export function LeadEmails({ lead, reply }: LeadFormProps) {
  const { fields, reply: answer } = useReplyForm<{ kind: string }>("emails", reply);
  if (lead.emails.length === 0) return <p>No emails were queued for this request.</p>;
  const [problem] = fields.kind.errors ?? [];
  return (
    <>
      <FormMessage reply={answer && { ok: answer.ok, message: problem ?? answer.message }} />
      <ul className="grid gap-4">
        {lead.emails.map((email) => (
          <li key={email.kind} className="grid gap-1 wrap-anywhere">
            <p className="font-semibold">{email.title}</p>
            <p className="text-muted text-sm">To {email.to}</p>
            <p
              className={cn(
                email.state === "failed" || email.retrying ? "font-semibold text-danger" : "",
              )}
            >
              {stateWords[email.state]}
              {email.sentAt ? ` ${formatDateTime(email.sentAt)}` : ""}
              {email.retrying && email.nextAttemptAt
                ? `, next try ${formatDateTime(email.nextAttemptAt)}`
                : ""}
            </p>
            {email.problem ? <p className="text-sm">{email.problem}</p> : null}
            {email.state === "failed" || email.retrying ? (
              <Form method="post" action={`/owner/leads/${lead.id}#emails-heading`}>
                <input type="hidden" name="kind" value={email.kind} />
                <SubmitButton name="intent" value="send-again" variant="outline">
                  Send again<span className="sr-only">: {email.title}</span>
                </SubmitButton>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
