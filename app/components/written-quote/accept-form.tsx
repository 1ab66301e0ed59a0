import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorSummary, FieldError } from "~/components/contact/form-field";
import { TextField } from "~/components/text-field";
import { Button } from "~/components/ui/button";
import { useReplyForm } from "~/forms/form-reply";
import { startEarlyWords } from "~/written-quotes/cancellation-words";
import type { QuoteDocument } from "~/written-quotes/quote-document";
import { acceptFormId } from "~/written-quotes/quote-post";
import { Sections } from "./quote-view";

const step = "rounded-card border-2 border-navy-100 bg-white p-5";

/**
 * Accepting, in the order the law and a careful reader want it: the terms, then the cancellation
 * information, then when to start (only where the 14 days apply), then the typed full name as
 * the signature, and one button. `shown` is the hash of the document on the page: a version
 * changed meanwhile is refused.
 */
export function AcceptForm({
  document,
  shown,
  reply,
}: {
  document: QuoteDocument;
  shown: string;
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<{ name: string; startEarly: string }>(acceptFormId, reply, {
    defaultValue: { startEarly: "wait" },
  });
  const { cancellation } = document;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
      <ErrorSummary fields={[fields.startEarly, fields.name]} />
      <input type="hidden" name="shown" value={shown} />
      <section className={step} aria-labelledby="accept-terms">
        <h3 id="accept-terms" className="text-lg text-navy-900">
          1. Our terms
        </h3>
        <p className="mt-1">The terms this quote is given on, from our website.</p>
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-800 underline">
            Read the terms ({document.terms.length} sections)
          </summary>
          <div className="mt-3">
            <Sections sections={document.terms} />
          </div>
        </details>
      </section>
      <section className={step} aria-labelledby="accept-cancelling">
        <h3 id="accept-cancelling" className="text-lg text-navy-900">
          2. {cancellation.applies ? "Your right to cancel" : "Cancelling"}
        </h3>
        <div className="mt-2">
          <Sections sections={cancellation.information} />
        </div>
        {cancellation.applies ? (
          <p className="mt-3">
            The model cancellation form is at the end of the PDF of this quote.
          </p>
        ) : null}
      </section>
      {cancellation.applies ? (
        <fieldset
          className={step}
          aria-describedby={fields.startEarly.errors ? fields.startEarly.errorId : undefined}
        >
          <legend className="text-lg text-navy-900">3. When we may start</legend>
          <div className="mt-3 grid gap-3">
            {(["wait", "early"] as const).map((choice) => (
              <label key={choice} className="flex min-h-11 items-start gap-3">
                <input
                  type="radio"
                  name={fields.startEarly.name}
                  value={choice}
                  defaultChecked={fields.startEarly.initialValue === choice}
                  className="mt-1 size-5 shrink-0 accent-navy-800"
                />
                <span>{startEarlyWords[choice]}</span>
              </label>
            ))}
          </div>
          <FieldError field={fields.startEarly} />
        </fieldset>
      ) : null}
      <section className={step} aria-labelledby="accept-sign">
        <h3 id="accept-sign" className="text-lg text-navy-900">
          {cancellation.applies ? "4" : "3"}. Sign by typing your name
        </h3>
        <TextField
          field={fields.name}
          label="Your full name"
          hint="Typing your name and pressing the button signs this quote as a contract."
          maxLength={120}
          autoComplete="name"
          className="mt-2"
        />
        <Button type="submit" name="intent" value="accept" className="mt-4 w-full sm:w-auto">
          Accept this quote ({document.totals.at(-1)?.amount})
        </Button>
      </section>
    </Form>
  );
}
