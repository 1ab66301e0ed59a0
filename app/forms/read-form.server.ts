import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data } from "react-router";
import type { z } from "zod";
import type { FormReply } from "./form-reply";

/**
 * What a form's work came to, in words for the person who sent it: done (with what the page
 * shows of it, `done`), or refused with each problem beside its field (`fieldErrors`) or above
 * the form (`message`), and its HTTP status.
 */
export type FormOutcome<Done = undefined> =
  | {
      ok: true;
      message?: string;
      /** Keep what was typed in the form, instead of emptying it. */
      keep?: boolean;
      done?: Done;
    }
  | {
      ok: false;
      message?: string;
      fieldErrors?: Record<string, string[]>;
      status?: number;
      headers?: HeadersInit;
      /** The form shows what the page holds now, not what was typed (it changed meanwhile). */
      fresh?: boolean;
      /** What the page shows beside the refusal (the times still free when one has gone). */
      done?: Done;
    };

/**
 * The one way a form is read: what was sent, checked by the form's schema. It is Conform's
 * submission (`parseWithZod`), whose `value` is typed once it passes. A request's body is read
 * here (one that is not a form reads as an empty one, which its schema refuses); an upload's
 * fields come as its reader read them, a GET form as its query.
 */
export function readForm<Schema extends z.ZodType>(
  sent: Request,
  schema: Schema,
  words?: Words,
): Promise<ReturnType<typeof check<Schema>>>;
export function readForm<Schema extends z.ZodType>(
  sent: FormData | URLSearchParams,
  schema: Schema,
  words?: Words,
): ReturnType<typeof check<Schema>>;
export function readForm<Schema extends z.ZodType>(
  sent: Request | FormData | URLSearchParams,
  schema: Schema,
  words?: Words,
) {
  if (!(sent instanceof Request)) return check(sent, schema, words);
  return sent
    .formData()
    .catch(() => new FormData())
    .then((form) => check(form, schema, words));
}

const check = <Schema extends z.ZodType>(
  form: FormData | URLSearchParams,
  schema: Schema,
  words?: Words,
) =>
  parseWithZod(form, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => [
      ...new Set(issues.map(words ?? ((issue: z.core.$ZodIssue) => issue.message))),
    ],
  });

type AnySubmission = Submission<unknown, string[], unknown>;
/** Puts a schema's complaint in the words of the form's readers (its schema may be the content's). */
export type Words = (issue: z.core.$ZodIssue) => string;
type ValueOf<S> = S extends { status: "success"; value: infer V } ? V : never;

export const nothingSaved = "Nothing was saved: please correct the answers marked below.";

export interface AnswerOptions {
  /** Which form of the page is answered (from what was sent: an item's index). */
  form?: string | ((sent: Record<string, unknown>) => string);
  /** Fields never sent back (passwords). */
  hide?: string[];
  /** What is said above a form its schema refused. */
  refused?: string;
}

/**
 * The one way a form is answered. A form its schema refused: 400, each error beside its field
 * and what was typed kept. One it passed: `act` on its typed values, whose outcome is the
 * reply. An outcome given instead of `act` is the reply whatever the schema said (an upload
 * refused before its fields could be read).
 */
export async function answerForm<S extends AnySubmission, Done = undefined>(
  submission: S,
  act: FormOutcome<Done> | ((value: ValueOf<S>) => FormOutcome<Done> | Promise<FormOutcome<Done>>),
  { form = "form", hide, refused = nothingSaved }: AnswerOptions = {},
): Promise<FormReply<Done> | DataWithResponseInit<FormReply<Done>>> {
  const id = typeof form === "string" ? form : form(submission.payload);
  if (typeof act === "function") {
    // One of Conform's own requests (check a field, add a row): answered, nothing done.
    if (submission.status === undefined)
      return {
        form: id,
        ok: true,
        result: submission.reply({ hideFields: hide }),
      } as FormReply<Done>;
    if (submission.status !== "success")
      return reply(submission, id, { ok: false, message: refused }, hide);
  }
  const outcome =
    typeof act === "function" ? await act((submission as { value: ValueOf<S> }).value) : act;
  return reply(submission, id, outcome, hide);
}

function reply<Done>(
  submission: AnySubmission,
  form: string,
  outcome: FormOutcome<Done>,
  hide?: string[],
) {
  if (outcome.ok)
    return {
      form,
      ok: true,
      message: outcome.message,
      done: outcome.done,
      result: submission.reply({ resetForm: !outcome.keep }),
    } satisfies FormReply<Done>;
  const refusal: FormReply<Done> = {
    form,
    ok: false,
    message: outcome.message,
    done: outcome.done,
    result: outcome.fresh
      ? submission.reply({ resetForm: true })
      : submission.reply({ fieldErrors: outcome.fieldErrors ?? {}, hideFields: hide }),
  };
  return data(refusal, { status: outcome.status ?? 400, headers: outcome.headers });
}
