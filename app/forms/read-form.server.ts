import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormReply } from "./form-reply";

/**
 * What a form's work came to, in words for the person who sent it: done, or refused with each
 * problem beside its field (`fieldErrors`) or above the form (`message`), and its HTTP status.
 */
export type FormOutcome =
  | {
      ok: true;
      message: string /** Keep what was typed in the form, instead of emptying it. */;
      keep?: boolean;
    }
  | {
      ok: false;
      message?: string;
      fieldErrors?: Record<string, string[]>;
      status?: number;
      headers?: HeadersInit;
      /** The form shows what the page holds now, not what was typed (it changed meanwhile). */
      fresh?: boolean;
    };

/** Puts a schema's complaint in the words of the form's readers (its schema may be the content's). */
type Words = (issue: z.core.$ZodIssue) => string;

/** A form as sent: posted, or a GET form's query. */
type Sent = FormData | URLSearchParams;

/** The posted form; a body that is not a form reads as an empty one, which its schema refuses. */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** A form checked by its schema: Conform's submission, whose `value` is typed once it passes. */
export function checkForm<Schema extends z.ZodType>(form: Sent, schema: Schema, words?: Words) {
  return parseWithZod(form, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => [
      ...new Set(issues.map(words ?? ((issue: z.core.$ZodIssue) => issue.message))),
    ],
  });
}

type AnySubmission = Submission<unknown, string[], unknown>;

/** The reply to a form: `outcome` said above it and beside its fields; what was typed kept unless done. */
export function replyWith(
  submission: AnySubmission,
  form: string,
  outcome: FormOutcome,
  { hide }: { hide?: string[] } = {},
) {
  if (outcome.ok)
    return {
      form,
      ok: true,
      message: outcome.message,
      result: submission.reply({ resetForm: !outcome.keep }),
    } satisfies FormReply;
  const reply: FormReply = {
    form,
    ok: false,
    message: outcome.message,
    result: outcome.fresh
      ? submission.reply({ resetForm: true })
      : submission.reply({ fieldErrors: outcome.fieldErrors ?? {}, hideFields: hide }),
  };
  return data(reply, { status: outcome.status ?? 400, headers: outcome.headers });
}

export const nothingSaved = "Nothing was saved: please correct the answers marked below.";

interface AnswerOptions {
  form?: string | ((sent: Record<string, unknown>) => string);
  words?: Words;
  hide?: string[];
  refused?: string;
}

/**
 * The one way an action takes a form: checked by its schema (400 with the errors beside the
 * fields and what was typed kept), then `act` on its typed values, whose outcome is the reply.
 * `form` names the form answered, on a page with several (from what was sent: an item's index);
 * `hide` lists fields never sent back (passwords); `refused`, what is said above a form its
 * schema refused.
 */
export async function answerForm<Schema extends z.ZodType>(
  sent: FormData,
  schema: Schema,
  act: (value: z.output<Schema>) => FormOutcome | Promise<FormOutcome>,
  { form = "form", words, hide, refused = nothingSaved }: AnswerOptions = {},
) {
  const submission = checkForm(sent, schema, words);
  const id = typeof form === "string" ? form : form(submission.payload);
  // One of Conform's own requests (check a field, add a row): answered, nothing done.
  if (submission.status === undefined) {
    const checked: FormReply = {
      form: id,
      ok: true,
      result: submission.reply({ hideFields: hide }),
    };
    return checked;
  }
  if (submission.status !== "success")
    return replyWith(submission, id, { ok: false, message: refused }, { hide });
  return replyWith(submission, id, await act(submission.value), { hide });
}

/** `answerForm` for the form a request posted. */
export const takeForm = async <Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  act: (value: z.output<Schema>) => FormOutcome | Promise<FormOutcome>,
  options?: AnswerOptions,
) => answerForm(await postedForm(request), schema, act, options);
