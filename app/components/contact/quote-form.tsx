import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  parse,
  useForm,
} from "@conform-to/react";
import { AlertTriangle, Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { formatCount } from "~/lib/format-count";
import { projectTypes } from "~/lib/project-types";
import { useRouteFormAction } from "~/lib/react-router-internals";
import {
  budgetBands,
  honeypotName,
  limits,
  quoteConstraints,
  quoteFormId,
} from "~/quote-requests/quote-fields";
import type { QuotePrefill, QuoteReply } from "~/quote-requests/quote-reply";
import type { QuoteRequest } from "~/quote-requests/quote-request";
import type { validateQuote } from "~/quote-requests/quote-validation";
import { useCompany } from "~/site/use-company";
import { type Arrival, arrivalOf } from "~/traffic/arrival";
import { controlClass, ErrorSummary, FormField } from "./form-field";
import { PhotoField } from "./photo-field";
import { QuoteSent } from "./quote-sent";
import { UploadProgressBar, useSendWithPhotos } from "./send-with-photos";

/**
 * The quote request form. It posts to the page it is on (the route rendering it, whose action
 * takes quote requests), so a visitor without JavaScript stays there. With JavaScript it
 * checks as the visitor types and sends without leaving the page; without, the server
 * answers with the same page and the same messages.
 */
export function QuoteForm({ prefill }: { prefill: QuotePrefill }) {
  const fetcher = useFetcher<QuoteReply>({ key: quoteFormId });
  const pageReply = useActionData<QuoteReply>();
  const action = useRouteFormAction();
  const withPhotos = useSendWithPhotos(action);
  const reply = withPhotos.reply ?? fetcher.data ?? pageReply;
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [dismissed, setDismissed] = useState<QuoteReply>();
  const validate = useRef<typeof validateQuote>(undefined);
  const { replyWithin } = useCompany();

  // The schema (Zod) arrives when the visitor first touches the form, not with the page.
  // Until then a submission goes straight to the server, which checks it with the same schema.
  function loadValidation() {
    if (validate.current) return;
    import("~/quote-requests/quote-validation").then((module) => {
      validate.current = module.validateQuote;
    });
  }

  const sending = fetcher.state !== "idle" || withPhotos.sending;
  const [form, fields] = useForm<QuoteRequest & { photos?: unknown }>({
    id: quoteFormId,
    lastResult: sending ? undefined : reply?.result,
    defaultValue: prefill,
    constraint: quoteConstraints,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      validate.current
        ? validate.current(formData)
        : parse(formData, { resolve: (value) => ({ value: value as QuoteRequest }) }),
  });

  useEffect(() => setIdempotencyKey(crypto.randomUUID()), []);
  // Set once hydrated: the page prerendered on the server cannot know where the visit came from.
  const [arrival, setArrival] = useState<Arrival>();
  useEffect(() => setArrival(arrivalOf()), []);

  const sentHere = withPhotos.reply ?? fetcher.data;
  useEffect(() => {
    if (!sentHere?.done) return;
    setIdempotencyKey(crypto.randomUUID());
    showToast({
      title: "Quote request sent",
      description: `Thank you, ${sentHere.done.firstName}. We will be in touch within ${replyWithin}.`,
    });
  }, [sentHere, replyWithin]);

  if (reply?.done && reply !== dismissed) {
    return <QuoteSent sent={reply.done} onAnother={() => setDismissed(reply)} />;
  }
  const problem = withPhotos.failure ?? (sending ? undefined : reply?.message);

  const formProps = getFormProps(form);
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      action={`${action}#${quoteFormId}`}
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) withPhotos.sendIfPhotos(event);
      }}
      onFocus={loadValidation}
      onPointerEnter={loadValidation}
      noValidate
      className="space-y-5"
    >
      {problem ? (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-danger/40 bg-danger/5 p-4 font-medium text-danger"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      ) : null}
      <ErrorSummary
        fields={[
          fields.firstName,
          fields.lastName,
          fields.email,
          fields.phone,
          fields.projectType,
          fields.message,
          fields.photos,
        ]}
      />

      <p className="text-muted text-sm">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.firstName} label="First name" required>
          {(describedBy) => (
            <input
              {...getInputProps(fields.firstName, { type: "text" })}
              aria-describedby={describedBy}
              autoComplete="given-name"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField field={fields.lastName} label="Last name" required>
          {(describedBy) => (
            <input
              {...getInputProps(fields.lastName, { type: "text" })}
              aria-describedby={describedBy}
              autoComplete="family-name"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField field={fields.email} label="Email" required>
          {(describedBy) => (
            <input
              {...getInputProps(fields.email, { type: "email" })}
              aria-describedby={describedBy}
              autoComplete="email"
              spellCheck={false}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField field={fields.phone} label="Phone" required>
          {(describedBy) => (
            <input
              {...getInputProps(fields.phone, { type: "tel" })}
              aria-describedby={describedBy}
              autoComplete="tel"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField field={fields.projectType} label="Type of project" required>
          {(describedBy) => (
            <select
              {...getSelectProps(fields.projectType)}
              aria-describedby={describedBy}
              className={controlClass}
            >
              <option value="">Choose a project type</option>
              {projectTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField field={fields.budget} label="Budget">
          {(describedBy) => (
            <select
              {...getSelectProps(fields.budget)}
              aria-describedby={describedBy}
              className={controlClass}
            >
              <option value="">Not sure yet</option>
              {budgetBands.map((band) => (
                <option key={band.value} value={band.value}>
                  {band.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        field={fields.message}
        label="Project details"
        required
        hint={`What you would like done, where, and roughly when (up to ${formatCount(limits.messageMax)} characters). Measurements can follow later.`}
      >
        {(describedBy) => (
          <textarea
            {...getTextareaProps(fields.message)}
            aria-describedby={describedBy}
            rows={6}
            className={controlClass}
          />
        )}
      </FormField>

      <PhotoField
        id={fields.photos.id}
        errorId={fields.photos.errorId}
        errors={fields.photos.errors}
      />

      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {prefill.priceGuide ? (
        <input type="hidden" name="priceGuide" value={prefill.priceGuide} />
      ) : null}
      {arrival ? (
        <>
          <input type="hidden" name="landing" value={arrival.landing} />
          <input type="hidden" name="referrer" value={arrival.referrer} />
        </>
      ) : null}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted text-sm sm:max-w-xs">
          We use your details only to reply to this request. See our{" "}
          <Link to="/privacy-policy" className="font-semibold text-navy-700 underline">
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={sending} className="shrink-0">
          {sending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {sending ? "Sending…" : "Send Quote Request"}
        </Button>
      </div>
      {withPhotos.progress ? <UploadProgressBar progress={withPhotos.progress} /> : null}
      <p className="sr-only" aria-live="polite">
        {sending ? "Sending your quote request" : ""}
      </p>
    </fetcher.Form>
  );
}
