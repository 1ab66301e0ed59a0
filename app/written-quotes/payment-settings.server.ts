import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { paymentDetails, paymentDetailsSchema, savePaymentDetails } from "./payment-details.server";
import { quotesContext } from "./quote-services.server";

/** The owner's "How customers pay" page: owners only, as it handles the firm's bank details. */

type Context = Readonly<RouterContextProvider>;

export function paymentSettingsPage(request: Request, context: Context) {
  requireUser(request, context, "price work and record money");
  return { details: paymentDetails(context.get(quotesContext).db) };
}

export async function savePaymentSettings(request: Request, context: Context) {
  requireUser(request, context, "price work and record money");
  const { db } = context.get(quotesContext);
  return answerForm(
    await readForm(request, paymentDetailsSchema),
    (details) => {
      savePaymentDetails(db, details);
      return {
        ok: true,
        keep: true,
        message: "Saved. Customers see these once they accept a quote.",
      };
    },
    { form: "payment" },
  );
}
