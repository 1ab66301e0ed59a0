import type { Company } from "~/company/company";
import { formatMoney } from "~/lib/pounds";
import { formatDate } from "~/lib/uk-time";
import type { PaymentDetails } from "~/written-quotes/payment-details.server";
import { firmOfCompany } from "~/written-quotes/quote-document.server";
import type { InvoiceDocument } from "./invoice-document";
import type { Draft } from "./invoice-draft";
import type { InvoiceTotals } from "./invoice-totals";
import { reverseChargeWording } from "./reverse-charge";

/** The figures below the lines: before VAT, the VAT per rate, the total, and what is to pay. */
function totalRows(totals: InvoiceTotals, registered: boolean, credit: boolean) {
  const reversed = totals.reverseChargeVatPence > 0;
  const rows = [
    ...(registered ? [{ label: "Total before VAT", amount: formatMoney(totals.netPence) }] : []),
    ...(registered
      ? totals.byRate.map((each) => ({
          label: `VAT at ${each.rate}% on ${formatMoney(each.netPence)}${reversed ? " (reverse charge: not charged)" : ""}`,
          amount: formatMoney(each.vatPence),
        }))
      : []),
  ];
  const last = credit ? "Total credited" : "Total to pay";
  if (!totals.cis) return [...rows, { label: last, amount: formatMoney(totals.grossPence) }];
  return [
    ...rows,
    { label: "Total", amount: formatMoney(totals.grossPence) },
    {
      label: `CIS deduction at ${totals.cis.rate}% on labour of ${formatMoney(totals.cis.labourPence)}`,
      amount: `-${formatMoney(totals.cis.deductionPence)}`,
    },
    { label: `${last}, after the CIS deduction`, amount: formatMoney(totals.duePence) },
  ];
}

function vatNote(draft: Draft, registered: boolean) {
  if (!registered) return "We are not registered for VAT, so no VAT is charged.";
  const rule = "VAT is worked out on the total at each rate and rounded down to the penny.";
  return draft.terms.reverseCharge
    ? `${reverseChargeWording}. The VAT shown is not charged: you account for it to HMRC. ${rule}`
    : rule;
}

export interface Issue {
  /** "INV-0001"; in a preview, what the number will be. */
  number: string;
  /** The UK day of issue. */
  on: string;
  company: Company;
  pay: PaymentDetails | null;
}

export function invoiceDocument(draft: Draft, issue: Issue): InvoiceDocument {
  const registered = draft.terms.firmVatRegistered;
  const credit = draft.kind === "credit-note";
  const { totals } = draft;
  return {
    kind: draft.kind,
    heading: credit ? "Credit note" : registered ? "VAT invoice" : "Invoice",
    number: issue.number,
    firm: firmOfCompany(issue.company),
    customer: draft.customer,
    title: draft.title,
    credits: draft.credits
      ? `Credits invoice ${draft.credits.number} of ${draft.credits.document.issuedOn}`
      : null,
    issuedOn: formatDate(issue.on),
    taxPoint: formatDate(issue.on),
    dueOn: draft.dueOn ? formatDate(draft.dueOn) : null,
    lines: draft.lines.map((line, index) => ({
      description: line.description,
      quantity: String(line.quantityHundredths / 100),
      unit: "",
      unitPrice: formatMoney(line.unitPricePence),
      vatRate: registered ? `${line.vatRate}%` : "",
      amount: formatMoney(totals.lineAmountsPence[index] ?? 0),
    })),
    totals: totalRows(totals, registered, credit),
    vatNote: vatNote(draft, registered),
    account: draft.account,
    pay:
      !credit && issue.pay
        ? {
            accountName: issue.pay.accountName,
            sortCode: issue.pay.sortCode,
            accountNumber: issue.pay.accountNumber,
            reference: issue.number,
          }
        : null,
  };
}
