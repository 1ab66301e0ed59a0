import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { leadContact } from "~/leads/lead-contact.server";
import { leadIdFrom } from "~/leads/lead-page.server";
import { visitOfLead } from "~/visits/visit-store.server";
import { maxLines } from "./quote-content";
import { QuoteError } from "./quote-error";
import {
  moreLinesIntent,
  newLineVat,
  quoteFormId,
  quoteFormSchema,
  withMoreLines,
} from "./quote-form";
import { quoteFormValues } from "./quote-form-values";
import { quotesContext } from "./quote-services.server";
import { quoteTemplates, saveTemplate } from "./quote-templates.server";
import { currentQuoteOf, draftOf, saveDraft } from "./written-quote-store.server";

/**
 * The owner writing a lead's quote on a phone (`/owner/leads/{id}/quote`): start from a
 * template (a tap), change what differs, save as a template, preview. Owners only: a quote sets
 * a price. A quote the customer accepted is not edited: the page records the deposit instead.
 */

type Context = Readonly<RouterContextProvider>;

export function quoteEditorLead(request: Request, context: Context, param: string | undefined) {
  const { user } = requireUser(request, context, "price work and record money");
  const services = context.get(quotesContext);
  const lead = leadContact(services.db, leadIdFrom(param));
  if (!lead) throw data(null, { status: 404 });
  return { user, services, lead };
}

export function quoteEditorPage(request: Request, context: Context, param: string | undefined) {
  const { services, lead } = quoteEditorLead(request, context, param);
  const { db } = services;
  const query = new URL(request.url).searchParams;
  const templates = quoteTemplates(db);
  const chosen = templates.find((template) => String(template.id) === query.get("template"));
  const draft = draftOf(db, lead.id);
  const current = currentQuoteOf(db, lead.id);
  const visit = visitOfLead(db, lead.id);
  const vatRegistered = Boolean(services.mail().company.vatNumber);
  const start = chosen?.template ?? draft?.content ?? current?.content ?? null;
  return {
    lead: { id: lead.id, reference: lead.reference, name: `${lead.firstName} ${lead.lastName}` },
    vatRegistered,
    accepted: Boolean(current?.acceptedAt && !current.cancelledAt),
    revising: Boolean(current && !draft),
    templates: templates.map(({ id, name }) => ({ id, name })),
    fromTemplate: chosen?.name ?? null,
    saved: query.has("saved"),
    values: quoteFormValues(start, {
      siteAddress:
        draft?.content.siteAddress ??
        current?.content.siteAddress ??
        (visit ? `${visit.addressLine}, ${visit.postcode}` : ""),
      vatRate: newLineVat(vatRegistered),
    }),
  };
}

/** "More lines" shows the form again as it was typed: nothing in it is checked. */
const asTyped = z.looseObject({});

export async function saveQuoteEditor(
  request: Request,
  context: Context,
  param: string | undefined,
) {
  const { user, services, lead } = quoteEditorLead(request, context, param);
  const vatRegistered = Boolean(services.mail().company.vatNumber);
  const sent = await request.formData().catch(() => new FormData());
  if (sent.get("intent") === moreLinesIntent) {
    const { typed, added } = withMoreLines(sent, vatRegistered);
    const lines =
      added > 0 ? `${added} more lines below.` : `A quote has at most ${maxLines} lines.`;
    return answerForm(
      readForm(typed, asTyped),
      {
        ok: true,
        keep: true,
        message: `${lines} Nothing is saved until you save the draft or preview it.`,
      },
      { form: quoteFormId },
    );
  }
  return answerForm(
    readForm(sent, quoteFormSchema(vatRegistered)),
    ({ intent, templateName, ...content }) => {
      try {
        saveDraft(services.db, { leadId: lead.id, content, user, now: services.now() });
      } catch (error) {
        if (error instanceof QuoteError)
          return { ok: false, status: error.status, message: error.message };
        throw error;
      }
      if (intent === "template") {
        saveTemplate(services.db, { name: templateName, content, user, now: services.now() });
        return { ok: true, keep: true, message: `Saved as the template “${templateName}”.` };
      }
      if (intent === "preview") throw redirect(`/owner/leads/${lead.id}/quote/preview`);
      return { ok: true, keep: true, message: "Saved. Preview it when it is ready to send." };
    },
    { form: quoteFormId },
  );
}
