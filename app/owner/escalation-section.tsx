import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { CheckboxField, FormMessage, TextField } from "./fields";
import { SubmitButton } from "./owner-ui";

/**
 * The owner's choice of when a new lead nobody has answered is sent to the owners, then to
 * everyone who handles leads, in office minutes; or not at all.
 */
export function EscalationSection({
  settings,
  promised,
  reply,
}: {
  settings: { on: boolean; ownerAfter: number; teamAfter: number };
  /** The reply the site promises, in words ("2 hours"). */
  promised: string;
  reply: unknown;
}) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm("escalation", reply, {
    defaultValue: settings,
  });
  return (
    <section aria-labelledby="escalation-heading" className="mt-8">
      <h2 id="escalation-heading" className="text-2xl">
        Leads nobody has answered
      </h2>
      <p className="mt-1 text-muted">
        The site promises a reply within {promised}. A new lead with no reply and no change of
        status is sent to the owners' phones and email, then to everyone who handles leads. Office
        hours only, as the promise counts them.
      </p>
      <Form
        method="post"
        action="/owner/account#escalation-heading"
        {...getFormProps(form)}
        className="mt-4 grid gap-3"
      >
        <FormMessage reply={answer} />
        <CheckboxField field={fields.on} label="Remind us of a lead nobody has answered" />
        <TextField
          label="Tell the owners after (minutes of office time)"
          field={fields.ownerAfter}
          inputMode="numeric"
        />
        <TextField
          label="Tell everyone after (minutes of office time)"
          field={fields.teamAfter}
          inputMode="numeric"
        />
        <SubmitButton name="intent" value="escalation" variant="secondary">
          Save
        </SubmitButton>
      </Form>
    </section>
  );
}
