import { data, type RouterContextProvider, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { leadIdFrom } from "~/leads/lead-page.server";
import { visitOfLead } from "~/visits/visit-store.server";
import { quoteLead } from "./quote-emails.server";
import { QuoteError } from "./quote-error";
import { quoteFormId, quoteFormSchema } from "./quote-form";
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
  const lead = quoteLead(services.db, leadIdFrom(param));
  if (!lead) throw data(null, { status: 404 });
  return { user, services, lead };
}

const moreRows = (query: URLSearchParams) => Math.min(Number(query.get("rows")) || 0, 40);

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
      vatRate: vatRegistered ? "20" : "none",
      rows: moreRows(query),
    }),
  };
}

export async function saveQuoteEditor(
  request: Request,
  context: Context,
  param: string | undefined,
) {
  const { user, services, lead } = quoteEditorLead(request, context, param);
  const vatRegistered = Boolean(services.mail().company.vatNumber);
  const page = new URL(request.url);
  return answerForm(
    await readForm(request, quoteFormSchema(vatRegistered)),
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
      if (intent === "more-lines")
        throw redirect(`${page.pathname}?rows=${moreRows(page.searchParams) + 3}`);
      return { ok: true, keep: true, message: "Saved. Preview it when it is ready to send." };
    },
    { form: quoteFormId },
  );
}
