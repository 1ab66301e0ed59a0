import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { answerForm, type FormOutcome, readForm } from "~/forms/read-form.server";
import { parsePounds } from "~/lib/pounds";
import { isCalendarDate, localDate } from "~/lib/uk-time";
import { recordDeposit } from "./deposits.server";
import { depositFormId } from "./owner-form-ids";
import { quoteEditorLead } from "./quote-editor.server";
import { QuoteError } from "./quote-error";
import { currentQuoteOf } from "./written-quote-store.server";

/** "Deposit received" on an accepted quote (`/owner/leads/{id}/quote/deposit`): owners only. */

type Context = Readonly<RouterContextProvider>;

function acceptedQuote(request: Request, context: Context, param: string | undefined) {
  const found = quoteEditorLead(request, context, param);
  const quote = currentQuoteOf(found.services.db, found.lead.id);
  if (!quote?.acceptedAt || !quote.document) throw data(null, { status: 404 });
  return { ...found, quote, document: quote.document };
}

export function depositPage(request: Request, context: Context, param: string | undefined) {
  const { lead, quote, document, services } = acceptedQuote(request, context, param);
  return {
    lead: { id: lead.id, reference: lead.reference, name: `${lead.firstName} ${lead.lastName}` },
    number: `${document.number} v${document.version}`,
    title: document.title,
    due: document.payments.find((payment) => payment.label.startsWith("Deposit"))?.amount ?? null,
    receivedOn: quote.depositReceivedOn,
    cancelled: quote.cancelledAt !== null,
    today: localDate(services.now()),
    registered: document.firm.vatNumber !== null,
  };
}

const depositSchema = z.object({
  amount: z.string({ error: "Give the amount received, like 760.12." }).transform((typed, ctx) => {
    const read = parsePounds(typed);
    if (!read.ok || !read.pence) {
      ctx.addIssue({
        code: "custom",
        message: read.ok ? "Give the amount received, like 760.12." : read.message,
      });
      return z.NEVER;
    }
    return read.pence;
  }),
  on: z
    .string({ error: "Give the day it arrived." })
    .refine(isCalendarDate, "Give the day it arrived."),
});

export async function saveDeposit(request: Request, context: Context, param: string | undefined) {
  const { user, services, lead, quote } = acceptedQuote(request, context, param);
  return answerForm(
    await readForm(request, depositSchema),
    (sent): FormOutcome => {
      if (sent.amount > quote.grossPence)
        return {
          ok: false,
          fieldErrors: { amount: ["That is more than the whole quote: check the amount."] },
        };
      if (sent.on > localDate(services.now()))
        return { ok: false, fieldErrors: { on: ["The day it arrived cannot be in the future."] } };
      try {
        recordDeposit(services, { quoteId: quote.id, pence: sent.amount, on: sent.on, user });
      } catch (error) {
        if (error instanceof QuoteError)
          return { ok: false, status: error.status, message: error.message };
        throw error;
      }
      throw redirect(`/owner/leads/${lead.id}?quote=deposit`);
    },
    { form: depositFormId },
  );
}
