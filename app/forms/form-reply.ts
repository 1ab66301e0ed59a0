import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";

/**
 * What an action answers a form with, the one shape for every form of the site and the owner's
 * area. `result` is Conform's: the errors beside each field, and what was typed, shown again.
 * `form` names the form it answers, on a page with several; `message` is said above that form:
 * what was done, or why nothing was. The quote form's reply is one too (`QuoteReply`).
 */
export interface FormReply<Done = undefined> {
  form: string;
  ok: boolean;
  message?: string;
  result: SubmissionResult<string[]>;
  /** What the work came to, for the page to show (a quote request's reference). */
  done?: Done;
}

/** The action's reply when it answers the form `id`; nothing for the page's other forms. */
export const replyTo = (id: string, reply: unknown): FormReply | undefined =>
  isFormReply(reply) && reply.form === id ? reply : undefined;

const isFormReply = (reply: unknown): reply is FormReply =>
  typeof reply === "object" && reply !== null && "form" in reply && "result" in reply;

/**
 * One form of a page (`id`), showing what the action answered it: the fields' errors and what
 * was typed, or `defaultValue` (what the page holds) when it was not refused. Rendered on the
 * server too, so it works the same on pages without JavaScript. Where the page has JavaScript,
 * `validate` (the action's own schema, through `parseWithZod`) checks each field as it is left.
 */
export function useReplyForm<Values extends Record<string, unknown>>(
  id: string,
  reply: unknown,
  {
    defaultValue,
    validate,
  }: {
    defaultValue?: DefaultValue<Values>;
    validate?: Parameters<typeof useForm<Values>>[0]["onValidate"];
  } = {},
) {
  const answer = replyTo(id, reply);
  const [form, fields] = useForm<Values>({
    id,
    lastResult: answer?.result,
    defaultValue,
    // Without a check in the browser, Conform would send the form to the server on every blur.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate,
  });
  return { form, fields, reply: answer };
}
