import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { paymentDetails, paymentDetailsSchema, savePaymentDetails } from "./payment-details.server";
import { quotesContext } from "./quote-services.server";
import { deleteTemplate, quoteTemplates } from "./quote-templates.server";

/**
 * The owner's quote settings: how customers pay (the firm's bank details, so owners only) and
 * the quote templates, each with Remove.
 */

type Context = Readonly<RouterContextProvider>;

export function paymentSettingsPage(request: Request, context: Context) {
  requireUser(request, context, "price work and record money");
  const { db } = context.get(quotesContext);
  return {
    details: paymentDetails(db),
    templates: quoteTemplates(db).map(({ id, name }) => ({ id, name })),
  };
}

const settingsPost = z.discriminatedUnion(
  "intent",
  [
    paymentDetailsSchema.extend({ intent: z.literal("payment") }),
    z.object({
      intent: z.literal("remove-template"),
      template: z.coerce.number().int().positive(),
    }),
  ],
  { error: "Please use the buttons on the page." },
);

export async function savePaymentSettings(request: Request, context: Context) {
  requireUser(request, context, "price work and record money");
  const { db } = context.get(quotesContext);
  return answerForm(
    await readForm(request, settingsPost),
    (sent) => {
      if (sent.intent === "remove-template") {
        deleteTemplate(db, sent.template);
        return { ok: true, message: "The template is removed." };
      }
      const { intent: _payment, ...details } = sent;
      savePaymentDetails(db, details);
      return {
        ok: true,
        keep: true,
        message: "Saved. Customers see these once they accept a quote.",
      };
    },
    { form: (sent) => (sent.intent === "remove-template" ? "templates" : "payment") },
  );
}
