import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { answerForm, readForm } from "~/forms/read-form.server";
import { formatPounds } from "~/lib/pounds";
import { sendFormId } from "./owner-form-ids";
import { quoteEditorLead } from "./quote-editor.server";
import { QuoteError } from "./quote-error";
import { previewOf, sendQuote, sendRefusals } from "./quote-sending.server";
import { draftOf } from "./written-quote-store.server";

/**
 * The draft as the customer will see it, and "Send" (`/owner/leads/{id}/quote/preview`). The
 * send names the draft previewed (its time of writing): a draft changed since is not sent.
 */

type Context = Readonly<RouterContextProvider>;

export function quotePreviewPage(request: Request, context: Context, param: string | undefined) {
  const { services, lead } = quoteEditorLead(request, context, param);
  const draft = draftOf(services.db, lead.id);
  if (!draft) throw redirect(`/owner/leads/${lead.id}/quote`);
  const preview = previewOf(services, draft, `${lead.firstName} ${lead.lastName}`);
  return {
    lead: {
      id: lead.id,
      reference: lead.reference,
      name: `${lead.firstName} ${lead.lastName}`,
      email: lead.email,
    },
    document: preview.document,
    writtenAt: draft.writtenAt.toISOString(),
    problem: preview.problem ? sendRefusals[preview.problem] : null,
    largeDeposit: preview.largeDeposit,
    netPrice: formatPounds(draft.netPence),
  };
}

const sendSchema = z.object({
  writtenAt: z.string({ error: "Preview the quote again, then send it." }).max(40),
  largeDepositOk: z.literal("on").optional(),
});

export async function sendFromPreview(
  request: Request,
  context: Context,
  param: string | undefined,
) {
  const { user, services, lead } = quoteEditorLead(request, context, param);
  return answerForm(
    await readForm(request, sendSchema),
    async (sent) => {
      try {
        const outcome = await sendQuote(services, {
          leadId: lead.id,
          writtenAt: sent.writtenAt,
          largeDepositOk: sent.largeDepositOk === "on",
          user,
        });
        if (!outcome.ok)
          return {
            ok: false,
            status: outcome.problem === "changed" ? 409 : 400,
            message: sendRefusals[outcome.problem],
          };
      } catch (error) {
        if (error instanceof QuoteError)
          return { ok: false, status: error.status, message: error.message };
        throw error;
      }
      throw redirect(`/owner/leads/${lead.id}?quote=sent`);
    },
    { form: sendFormId },
  );
}
