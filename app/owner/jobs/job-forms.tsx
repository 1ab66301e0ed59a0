import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { ownerJobForms } from "~/jobs/owner-job-forms";
import { CheckboxField, FormMessage, SelectField, TextAreaField, TextField } from "../fields";
import { SubmitButton } from "../owner-ui";

/** The owner's forms on a job's page, each posting its `intent` to the page's action. */

const Intent = ({ value }: { value: string }) => (
  <input type="hidden" name="intent" value={value} />
);

export function StartForm({ startOn, reply }: { startOn: string | null; reply: unknown }) {
  const id = ownerJobForms.start;
  const { form, fields } = useReplyForm<{ day: string }>(id, reply, {
    defaultValue: { day: startOn ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <Intent value={id} />
      <FormMessage reply={replyTo(id, reply)} />
      <TextField field={fields.day} label="Work starts on" type="date" />
      <SubmitButton variant="outline">
        {startOn ? "Change the start day" : "Set the start day"}
      </SubmitButton>
    </Form>
  );
}

export function VisitForm({ today, reply }: { today: string; reply: unknown }) {
  const id = ownerJobForms.visit;
  const { form, fields } = useReplyForm<{
    day: string;
    from: string;
    to: string;
    who: string;
    whatFor: string;
  }>(id, reply, { defaultValue: { day: today, from: "08:00", to: "16:00" } });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <Intent value={id} />
      <FormMessage reply={replyTo(id, reply)} />
      <TextField field={fields.day} label="Day" type="date" min={today} />
      <div className="grid grid-cols-2 gap-3">
        <TextField field={fields.from} label="From" type="time" />
        <TextField field={fields.to} label="To" type="time" />
      </div>
      <TextField
        field={fields.who}
        label="Who comes"
        hint="A name or the trade: “Dave, plasterer”."
      />
      <TextField field={fields.whatFor} label="What for" hint="“Plastering the extension”." />
      <SubmitButton variant="outline">Add the visit and tell the customer</SubmitButton>
    </Form>
  );
}

export function CancelVisitButton({ visitId }: { visitId: number }) {
  return (
    <Form method="post">
      <Intent value={ownerJobForms.cancelVisit} />
      <input type="hidden" name="visit" value={visitId} />
      <SubmitButton variant="outline" className="min-h-11">
        Cancel this visit
      </SubmitButton>
    </Form>
  );
}

export function PaymentForm({
  stages,
  recorded,
  today,
  reply,
}: {
  /** The stages not yet covered, with what is left to pay of each. */
  stages: { id: number; label: string; left: string }[];
  /** How many payments the page shows. */
  recorded: number;
  today: string;
  reply: unknown;
}) {
  const id = ownerJobForms.payment;
  const [first] = stages;
  // No amount typed in for the owner: what arrived may be part of a stage, and a page without
  // JavaScript could not change it to suit another stage chosen.
  const { form, fields } = useReplyForm<{ stage: string; amount: string; on: string }>(id, reply, {
    defaultValue: { stage: first ? String(first.id) : "", amount: "", on: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <Intent value={id} />
      <input type="hidden" name="recorded" value={recorded} />
      <FormMessage reply={replyTo(id, reply)} />
      <SelectField
        field={fields.stage}
        label="Which payment"
        options={stages.map((stage) => ({
          value: String(stage.id),
          label: `${stage.label} (${stage.left} to pay)`,
        }))}
      />
      <TextField
        field={fields.amount}
        label="Amount received (£)"
        inputMode="decimal"
        hint="Part of a payment is fine: record the rest when it arrives."
      />
      <TextField field={fields.on} label="The day it arrived" type="date" max={today} />
      <SubmitButton>Record and send the receipt</SubmitButton>
    </Form>
  );
}

export function AnswerForm({ questionId, reply }: { questionId: number; reply: unknown }) {
  const id = `${ownerJobForms.answer}-${questionId}`;
  const { form, fields } = useReplyForm<{ answer: string }>(id, reply);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-3">
      <Intent value={ownerJobForms.answer} />
      <input type="hidden" name="question" value={questionId} />
      <FormMessage reply={replyTo(id, reply)} />
      <TextAreaField field={fields.answer} label="Your answer" />
      <SubmitButton variant="outline">Send the answer</SubmitButton>
    </Form>
  );
}

export function NewLinkForm({ reply }: { reply: unknown }) {
  return (
    <Form method="post" className="mt-2">
      <Intent value={ownerJobForms.link} />
      <FormMessage reply={replyTo(ownerJobForms.link, reply)} />
      <SubmitButton variant="outline">Make a new link and email it</SubmitButton>
    </Form>
  );
}

export function FinishForm({ reply }: { reply: unknown }) {
  const id = ownerJobForms.finish;
  const { form, fields } = useReplyForm<{ confirm: string }>(id, reply);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <Intent value={id} />
      <FormMessage reply={replyTo(id, reply)} />
      <CheckboxField
        field={fields.confirm}
        label="The work is done"
        hint="What is left to pay falls due in a week, visits still planned are cancelled, and the customer is emailed."
      />
      <SubmitButton>Job finished</SubmitButton>
    </Form>
  );
}

export function AskForPaymentButton({ stageId }: { stageId: number }) {
  return (
    <Form method="post" className="mt-1">
      <Intent value={ownerJobForms.askForPayment} />
      <input type="hidden" name="stage" value={stageId} />
      <SubmitButton variant="outline">Ask for it now (due in a week)</SubmitButton>
    </Form>
  );
}
