import { Form } from "react-router";
import type { LeadPage } from "~/leads/lead-page.server";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/uk-time";
import { SubmitButton } from "~/owner/owner-ui";
import { type Outcome, OutcomeFor } from "./lead-forms";

const stateWords = {
  queued: "Waiting to send",
  sending: "Sending now",
  sent: "Sent",
  failed: "Not sent",
};

/**
 * The lead's emails (the alert, the confirmation, the review ones), whether they went, why not,
 * and "send again".
 */
export function LeadEmails({ emails, outcome }: { emails: LeadPage["emails"]; outcome: Outcome }) {
  if (emails.length === 0) return <p>No emails were queued for this request.</p>;
  return (
    <>
      <OutcomeFor outcome={outcome} field="emails" />
      <ul className="grid gap-4">
        {emails.map((email) => (
          <li key={email.kind} className="grid gap-1">
            <p className="font-semibold">{email.title}</p>
            <p className="break-all text-muted text-sm">To {email.to}</p>
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
              <Form method="post">
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
