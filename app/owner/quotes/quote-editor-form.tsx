import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { moreLinesIntent, quoteFormId } from "~/written-quotes/quote-form";
import type { QuoteFormValues } from "~/written-quotes/quote-form-values";
import {
  CheckboxField,
  Errors,
  FormMessage,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from "../fields";
import { SubmitButton } from "../owner-ui";

const vatOptions = [
  { value: "20", label: "20% (standard)" },
  { value: "5", label: "5% (reduced: energy saving, some conversions)" },
  { value: "0", label: "0% (zero-rated: new dwellings)" },
];

const depositOptions = [
  { value: "none", label: "No deposit" },
  { value: "share", label: "A share of the total (%)" },
  { value: "amount", label: "An amount (£)" },
];

type EditorForm = ReturnType<
  typeof useReplyForm<QuoteFormValues & { intent: string; templateName: string }>
>;

function Lines({
  fields,
  vatRegistered,
}: {
  fields: EditorForm["fields"];
  vatRegistered: boolean;
}) {
  return (
    <>
      {fields.lines.getFieldList().map((line, index) => {
        const row = line.getFieldset();
        return (
          <fieldset key={line.key} className="grid gap-3 rounded-md border-2 border-sand-200 p-3">
            <legend className="px-1 font-semibold text-navy-900">Line {index + 1}</legend>
            <TextField field={row.description} label="Description" />
            <div className="grid grid-cols-3 items-start gap-2">
              <TextField field={row.quantity} label="Quantity" inputMode="decimal" />
              <TextField field={row.unit} label="Unit" hint="m², day…" />
              <TextField field={row.price} label="Price £" inputMode="decimal" />
            </div>
            {vatRegistered ? (
              <SelectField field={row.vat} label="VAT" options={vatOptions} />
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * The quote, as the owner writes it on a phone: lines, what is in and out, when, how long the
 * price holds, the payments, who the customer is. Plain HTML: "More lines" and "Preview" post.
 */
export function QuoteEditorForm({
  values,
  vatRegistered,
  reply,
}: {
  values: QuoteFormValues;
  vatRegistered: boolean;
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<QuoteFormValues & { intent: string; templateName: string }>(
    quoteFormId,
    reply,
    { defaultValue: values },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <FormMessage reply={replyTo(quoteFormId, reply)} />
      <TextField
        field={fields.title}
        label="What the work is"
        hint="One line, like “Rear single-storey extension”."
      />
      <TextAreaField field={fields.siteAddress} label="Address of the work" className="min-h-20" />
      <Errors field={fields.lines} />
      <Lines fields={fields} vatRegistered={vatRegistered} />
      <SubmitButton name="intent" value={moreLinesIntent} variant="outline" formNoValidate>
        More lines
      </SubmitButton>
      <TextAreaField field={fields.included} label="What is included" />
      <TextAreaField field={fields.excluded} label="What is not included" />
      <TextField
        field={fields.startWindow}
        label="When you could start"
        hint="Like “Late January 2027”."
      />
      <TextField
        field={fields.validDays}
        label="Days the price holds"
        inputMode="numeric"
        hint="30 unless you say."
      />
      <RadioGroupField
        field={fields.depositKind}
        label="Deposit, when the customer accepts"
        options={depositOptions}
      />
      <TextField
        field={fields.deposit}
        label="Deposit (% or £)"
        inputMode="decimal"
        hint="Most customers expect 10% to 25%."
      />
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-navy-900">Stage payments (optional)</legend>
        {fields.stages.getFieldList().map((stage, index) => {
          const row = stage.getFieldset();
          return (
            <div key={stage.key} className="grid grid-cols-[2fr_1fr] items-start gap-2">
              <TextField field={row.label} label={`Stage ${index + 1}: when due`} />
              <TextField field={row.amount} label="Amount £" inputMode="decimal" />
            </div>
          );
        })}
      </fieldset>
      <CheckboxField
        field={fields.customerIsBusiness}
        label="The customer is a business, not a person at home"
      />
      <CheckboxField
        field={fields.newBuilding}
        label="The work is a new building or a substantial conversion"
        hint="Then the 14-day cancellation rules do not apply, and the quote says so."
      />
      <SubmitButton name="intent" value="preview">
        Preview the quote
      </SubmitButton>
      <SubmitButton name="intent" value="save" variant="outline">
        Save the draft
      </SubmitButton>
      <fieldset className="grid gap-3 rounded-md border-2 border-sand-200 p-3">
        <legend className="px-1 font-semibold text-navy-900">Save as a template</legend>
        <TextField
          field={fields.templateName}
          label="Template's name"
          hint="Everything but the address, for the next quote of this kind. The same name replaces it."
        />
        <SubmitButton name="intent" value="template" variant="outline">
          Save as a template
        </SubmitButton>
      </fieldset>
    </Form>
  );
}
