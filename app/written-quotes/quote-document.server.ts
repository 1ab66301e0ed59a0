import type { Company } from "~/company/company";
import { formatAddress } from "~/company/contact-format";
import { formatMoney } from "~/lib/pounds";
import { formatDate } from "~/lib/uk-time";
import { cancellationRight, noRightBecause } from "./cancellation-rights";
import {
  cancellationInformation,
  modelCancellationForm,
  termsOfTheContract,
} from "./cancellation-words";
import { paymentSchedule } from "./payment-schedule";
import type { QuoteContent } from "./quote-content";
import type { QuoteDocument, Section } from "./quote-document";
import { quoteTotals } from "./quote-totals";

/** "Q-0007": quotes are numbered per firm, a revision keeps its number. */
export const quoteNumber = (number: number) => `Q-${String(number).padStart(4, "0")}`;

/** 250 hundredths as "2.5". */
const quantityText = (hundredths: number) => (hundredths / 100).toFixed(2).replace(/\.?0+$/, "");

export interface QuoteToShow {
  number: number;
  version: number;
  content: QuoteContent;
  /** UK calendar days, YYYY-MM-DD. */
  issuedOn: string;
  validUntil: string;
  customerName: string;
  /** The firm's terms when the quote was sent (`terms-sections.server.ts`). */
  terms: Section[];
}

const vatNote = (registered: boolean) =>
  registered
    ? "VAT is worked out on the total at each rate and rounded down to the penny."
    : "We are not registered for VAT, so no VAT is charged.";

/** Who a document is from, as a quote and an invoice name the firm. */
export const firmOfCompany = (company: Company): QuoteDocument["firm"] => ({
  tradingName: company.tradingName,
  legalName: company.legalName,
  address: formatAddress(company.address).split(", "),
  phone: company.phone,
  email: company.email,
  registration: `Registered in ${company.registeredIn}, company number ${company.companyNumber}`,
  vatNumber: company.vatNumber ? `VAT number ${company.vatNumber}` : null,
});

/** The quote as the customer reads it: every figure worked out on the server, from the lines. */
export function quoteDocument(company: Company, quote: QuoteToShow): QuoteDocument {
  const { content } = quote;
  const registered = Boolean(company.vatNumber);
  const totals = quoteTotals(content.lines);
  const schedule = paymentSchedule(content, totals.grossPence);
  const firm = {
    legalName: company.legalName,
    address: formatAddress(company.address),
    phone: company.phone,
    email: company.email,
  };
  const number = quoteNumber(quote.number);
  const right = cancellationRight(content);
  return {
    firm: firmOfCompany(company),
    customer: { name: quote.customerName, siteAddress: content.siteAddress },
    number,
    version: quote.version,
    title: content.title,
    issuedOn: formatDate(quote.issuedOn),
    validUntil: formatDate(quote.validUntil),
    lines: content.lines.map((line, index) => ({
      description: line.description,
      quantity: quantityText(line.quantityHundredths),
      unit: line.unit,
      unitPrice: formatMoney(line.unitPricePence),
      vatRate: line.vatRate === "none" ? "" : `${line.vatRate}%`,
      amount: formatMoney(totals.lineAmountsPence[index] ?? 0),
    })),
    totals: [
      ...(registered ? [{ label: "Total before VAT", amount: formatMoney(totals.netPence) }] : []),
      ...totals.vat.map((rate) => ({
        label: `VAT at ${rate.rate}% on ${formatMoney(rate.netPence)}`,
        amount: formatMoney(rate.vatPence),
      })),
      { label: "Total to pay", amount: formatMoney(totals.grossPence) },
    ],
    vatNote: vatNote(registered),
    included: content.included,
    excluded: content.excluded,
    startWindow: content.startWindow,
    payments: schedule
      ? [
          ...(schedule.depositPence > 0
            ? [{ label: "Deposit, when you accept", amount: formatMoney(schedule.depositPence) }]
            : []),
          ...schedule.stages.map((stage) => ({
            label: stage.label,
            amount: formatMoney(stage.pence),
          })),
          {
            label: "The balance, when the work is finished",
            amount: formatMoney(schedule.balancePence),
          },
        ]
      : [],
    terms: termsOfTheContract(quote.terms, right),
    cancellation: right.applies
      ? {
          applies: true,
          information: cancellationInformation(firm),
          form: modelCancellationForm(firm, {
            what: `${content.title} (quote ${number}, version ${quote.version})`,
            orderedOn: "____________________",
            customer: quote.customerName,
            address: content.siteAddress,
          }),
        }
      : {
          applies: false,
          information: [{ heading: "Cancelling", paragraphs: [noRightBecause[right.reason]] }],
          form: [],
        },
  };
}
