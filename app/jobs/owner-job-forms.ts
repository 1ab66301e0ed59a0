import { z } from "zod";
import { parsePounds } from "~/lib/pounds";
import { isCalendarDate } from "~/lib/uk-time";

/** The owner's forms on a job's page: their ids and what each takes, for the page and the action. */

export const ownerJobForms = {
  start: "start",
  visit: "visit",
  cancelVisit: "cancel-visit",
  payment: "payment",
  answer: "answer",
  link: "link",
  withdrawChange: "withdraw-change",
  finish: "finish",
  askForPayment: "ask-payment",
} as const;

const day = (missing: string) => z.string({ error: missing }).refine(isCalendarDate, missing);
const clock = (missing: string) =>
  z.string({ error: missing }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, missing);
const line = (missing: string, most: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(most, `At most ${most} characters.`)
    .regex(/^[^\p{Cc}]*$/u, "Keep it to one line.");

export const amountInPounds = (missing: string) =>
  z.string({ error: missing }).transform((typed, ctx) => {
    const read = parsePounds(typed);
    if (!read.ok || !read.pence) {
      ctx.addIssue({ code: "custom", message: read.ok ? missing : read.message });
      return z.NEVER;
    }
    return read.pence;
  });

export const ownerJobSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal(ownerJobForms.start), day: day("Give the day work starts.") }),
    z
      .object({
        intent: z.literal(ownerJobForms.visit),
        day: day("Give the day of the visit."),
        from: clock("Give the time you arrive, like 08:00."),
        to: clock("Give the time you leave, like 16:00."),
        who: line("Say who comes: a name or the trade.", 120),
        whatFor: line("Say what the visit is for.", 300),
      })
      .refine((visit) => visit.to > visit.from, {
        path: ["to"],
        message: "The visit must end after it starts.",
      }),
    z.object({
      intent: z.literal(ownerJobForms.cancelVisit),
      visit: z.coerce.number().int().positive(),
    }),
    z.object({
      intent: z.literal(ownerJobForms.payment),
      stage: z.coerce.number({ error: "Choose which payment it is." }).int().positive(),
      amount: amountInPounds("Give the amount received, like 760.12."),
      on: day("Give the day it arrived."),
      // How many payments the page showed: a second tap finds one more and records nothing. A
      // page opened before the form sent it still records.
      recorded: z.coerce.number().int().min(0).optional(),
    }),
    z.object({
      intent: z.literal(ownerJobForms.answer),
      question: z.coerce.number().int().positive(),
      answer: z
        .string({ error: "Write your answer." })
        .trim()
        .min(2, "Write your answer.")
        .max(3000, "At most 3,000 characters."),
    }),
    z.object({ intent: z.literal(ownerJobForms.link) }),
    z.object({
      intent: z.literal(ownerJobForms.askForPayment),
      stage: z.coerce.number().int().positive(),
    }),
    z.object({
      intent: z.literal(ownerJobForms.finish),
      confirm: z.literal("on", { error: "Tick the box to say the work is done." }),
    }),
    z.object({
      intent: z.literal(ownerJobForms.withdrawChange),
      change: z.coerce.number().int().positive(),
    }),
  ],
  { error: "Please use the buttons on the page." },
);
