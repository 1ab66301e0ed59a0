import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { invoiceFormIds } from "~/invoices/invoice-form";
import { CheckboxField, FormMessage, SelectField, TextField } from "../fields";
import { Notice, SubmitButton } from "../owner-ui";

/** The owner's forms of invoices, each posting `what` it makes to the invoice page's action. */

type Options = readonly { value: string; label: string }[];

/** An invoice by hand or a credit note: what for, the amount before VAT and its rate. */
export function LinesForm({
  credits,
  rates,
  reply,
}: {
  credits: { id: number; number: string } | null;
  rates: Options;
  reply: unknown;
}) {
  const id = invoiceFormIds.lines;
  const { form, fields } = useReplyForm<{ description: string; amount: string; rate: string }>(
    id,
    reply,
    {
      defaultValue: {
        description: credits ? `Credit against invoice ${credits.number}` : "",
        rate: rates[0]?.value ?? "",
      },
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="what" value={credits ? "credit" : "by-hand"} />
      {credits ? <input type="hidden" name="invoice" value={credits.id} /> : null}
      <FormMessage reply={replyTo(id, reply)} />
      <TextField
        field={fields.description}
        label={credits ? "Why" : "What it is for"}
        hint={credits ? "“Refund of the skip not needed”." : "“Extra ridge tiles, agreed on site”."}
      />
      <TextField field={fields.amount} label="Amount before VAT (£)" inputMode="decimal" />
      {rates.length > 1 ? (
        <SelectField field={fields.rate} label="VAT rate" options={rates} />
      ) : (
        <input type="hidden" name="rate" value={rates[0]?.value ?? ""} />
      )}
      <SubmitButton variant="outline">Preview</SubmitButton>
    </Form>
  );
}

/**
 * "Issue and send": what the preview showed, as hidden fields; the action checks it again (its
 * refusal is said above the page: `IssueRefused`).
 */
export function IssueForm({ fields, credit }: { fields: Record<string, string>; credit: boolean }) {
  return (
    <Form method="post" className="mt-4 grid gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton>{credit ? "Issue and send the credit note" : "Issue and send"}</SubmitButton>
      <p className="text-muted text-sm">
        It takes the next number, cannot be changed after, and the customer is emailed the link to
        it on their job's page.
      </p>
    </Form>
  );
}

type CustomerValues = Record<
  "name" | "address" | "vatNumber" | "isBusiness" | "underCis" | "endUserInWriting" | "cisRate",
  string
>;

/** Whom the invoices are to, and the construction rules' questions in plain words. */
export function CustomerForm({ values, reply }: { values: CustomerValues; reply: unknown }) {
  const id = invoiceFormIds.customer;
  const { form, fields } = useReplyForm<CustomerValues>(id, reply, { defaultValue: values });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="what" value="customer" />
      <FormMessage reply={replyTo(id, reply)} />
      <TextField field={fields.name} label="Name" hint="A company: its full name." />
      <TextField field={fields.address} label="Address" />
      <TextField
        field={fields.vatNumber}
        label="Their VAT number"
        hint="Empty if they have none."
      />
      <CheckboxField field={fields.isBusiness} label="A business, not a homeowner" />
      <CheckboxField
        field={fields.underCis}
        label="They are a building contractor and report this work under CIS"
      />
      <CheckboxField
        field={fields.endUserInWriting}
        label="They told us in writing they are an end user or an intermediary"
        hint="Keep a copy of what they wrote."
      />
      <SelectField
        field={fields.cisRate}
        label="We work for them as a CIS subcontractor: their deduction"
        options={[
          { value: "", label: "None: we are not their subcontractor" },
          { value: "20", label: "20%: we are registered for CIS" },
          { value: "30", label: "30%: not registered, or not matched" },
          { value: "0", label: "0%: gross payment status" },
        ]}
      />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** Why issuing was refused, above the page: the reason, and any figure it found wrong. */
export function IssueRefused({ reply }: { reply: unknown }) {
  const refused = replyTo(invoiceFormIds.issue, reply);
  if (!refused || refused.ok) return null;
  const errors = Object.values(refused.result.error ?? {}).flatMap((each) => each ?? []);
  return <Notice>{[refused.message, ...errors].filter(Boolean).join(" ")}</Notice>;
}
