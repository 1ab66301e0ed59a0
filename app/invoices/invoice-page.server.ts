import { data, type RouterContextProvider, redirect } from "react-router";
import { answerForm, type FormOutcome, readForm } from "~/forms/read-form.server";
import { JobError } from "~/jobs/job-error";
import { ownerJob } from "~/jobs/owner-job.server";
import { amountForField } from "~/lib/pounds";
import type { VatRate } from "~/written-quotes/quote-totals";
import { invoiceCustomer, saveInvoiceCustomer } from "./invoice-customer.server";
import type { InvoiceDocument } from "./invoice-document";
import type { Making } from "./invoice-draft";
import { invoiceForm, invoiceFormIds } from "./invoice-form";
import { issueInvoice, previewInvoice } from "./invoice-issue.server";
import { invoiceById } from "./invoice-store.server";

/**
 * The owner's page to make an invoice or a credit note (`/owner/jobs/{id}/invoice`): a stage's
 * invoice previewed at once (`?stage=`), one by hand (`?by-hand`) or a credit note (`?credit=`)
 * previewed from what was typed, each then issued and sent with one tap; and whom the invoices
 * are to (`?customer`). Owners only: staff are answered 403.
 */

type Context = Readonly<RouterContextProvider>;
const permission = "price work and record money";

export interface Preview {
  document: InvoiceDocument;
  /** The form that issues what was previewed, as hidden fields. */
  fields: Record<string, string>;
}

const rateLabel = (rate: VatRate) => (rate === "none" ? "No VAT" : `${rate}%`);

export function invoicePage(request: Request, context: Context, param: string | undefined) {
  const { services, job } = ownerJob(request, context, param, permission);
  const query = new URL(request.url).searchParams;
  const stage = query.get("stage");
  const creditOf = query.get("credit");
  const what: "stage" | "credit" | "customer" | "by-hand" = stage
    ? "stage"
    : creditOf
      ? "credit"
      : query.has("customer")
        ? "customer"
        : "by-hand";
  const credits = creditOf ? invoiceById(services.db, Number(creditOf)) : null;
  if (what === "credit" && (credits?.jobId !== job.id || credits.kind !== "invoice"))
    throw data({ message: "That invoice is not one of this job's." }, { status: 404 });
  let preview: Preview | null = null;
  let problem: string | null = null;
  if (what === "stage")
    try {
      const shown = previewInvoice(services, job, { what: "stage", stageId: Number(stage) });
      const fields = { what, stage: String(stage), shown: String(shown.draft.totals.duePence) };
      preview = { document: shown.document, fields };
    } catch (error) {
      if (!(error instanceof JobError)) throw error;
      problem = error.message;
    }
  const registered = Boolean(services.mail().company.vatNumber);
  const rates: VatRate[] = credits
    ? credits.totals.byRate.map((each) => each.rate)
    : registered
      ? ["20", "5", "0"]
      : ["none"];
  const customer = invoiceCustomer(services.db, job);
  return {
    job: { id: job.id, title: job.title },
    what,
    preview,
    problem,
    credits: credits ? { id: credits.id, number: credits.number } : null,
    rates: rates.map((rate) => ({ value: rate, label: rateLabel(rate) })),
    customer: {
      ...customer,
      isBusiness: customer.isBusiness ? "on" : "",
      underCis: customer.underCis ? "on" : "",
      endUserInWriting: customer.endUserInWriting ? "on" : "",
      cisRate: customer.cisRate === null ? "" : String(customer.cisRate),
    },
  };
}

export async function saveInvoicePage(
  request: Request,
  context: Context,
  param: string | undefined,
) {
  const { services, job, user } = ownerJob(request, context, param, permission);
  const submission = await readForm(request, invoiceForm);
  const back = (done: string): never => {
    throw redirect(`/owner/jobs/${job.id}?done=${done}#invoices`);
  };
  return answerForm(
    submission,
    (sent): FormOutcome<Preview> => {
      try {
        if (sent.what === "customer") {
          saveInvoiceCustomer(services.db, job, sent, { email: user.email, now: services.now() });
          return back("invoice-customer");
        }
        const making: Making =
          sent.what === "stage"
            ? { what: "stage", stageId: sent.stage }
            : sent.what === "by-hand"
              ? { ...sent, netPence: sent.amount }
              : { ...sent, invoiceId: sent.invoice, netPence: sent.amount };
        if (sent.shown !== undefined) {
          issueInvoice(services, job.id, making, { shownDuePence: sent.shown, by: user.email });
          return back(sent.what === "credit" ? "credit-note" : "invoice");
        }
        const { document, draft } = previewInvoice(services, job, making);
        const fields = {
          ...Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, String(value)])),
          amount: amountForField(sent.what === "stage" ? 0 : sent.amount),
          shown: String(draft.totals.duePence),
        };
        return { ok: true, keep: true, done: { document, fields } };
      } catch (error) {
        if (!(error instanceof JobError)) throw error;
        return error.field
          ? { ok: false, status: error.status, fieldErrors: { [error.field]: [error.message] } }
          : { ok: false, status: error.status, message: error.message };
      }
    },
    {
      form: (sent) =>
        sent.what === "customer"
          ? invoiceFormIds.customer
          : sent.shown === undefined
            ? invoiceFormIds.lines
            : invoiceFormIds.issue,
    },
  );
}
