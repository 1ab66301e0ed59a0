import { z } from "zod";
import { formatPounds, maxWonValuePence, parsePounds } from "~/lib/pounds";
import {
  defaultValidDays,
  maxLines,
  type PaymentShare,
  type QuoteContent,
  type QuoteLine,
  type StagePayment,
} from "./quote-content";
import { quoteTotals, type VatRate, vatRates } from "./quote-totals";

/**
 * The owner's quote form, as sent: every field a string (a phone's form, no JavaScript needed),
 * read into a `QuoteContent` with each problem beside its field. Rows left blank are dropped.
 * Prices are only read here; totals are worked out from them on the server (`quote-totals.ts`).
 */

export const quoteFormId = "quote";
const quoteIntents = ["save", "preview", "template"] as const;

/** The button that adds rows for lines: answered before the form is checked (`withMoreLines`). */
export const moreLinesIntent = "more-lines";
/** Rows "More lines" adds at a time. */
export const moreLineRows = 3;

/** The VAT rate a new line starts with. */
export const newLineVat = (vatRegistered: boolean) => (vatRegistered ? "20" : "none");

/**
 * "More lines": the form as it was typed, with blank rows after its lines (up to the most a
 * quote has), and how many were added. Nothing in it is checked: the other fields may be half
 * typed, and stay so.
 */
export function withMoreLines(
  sent: FormData,
  vatRegistered: boolean,
): { typed: FormData; added: number } {
  const typed = new FormData();
  let rows = 0;
  for (const [name, value] of sent) {
    if (name === "intent") continue;
    typed.append(name, value);
    const row = /^lines\[(\d+)\]\./.exec(name);
    if (row) rows = Math.max(rows, Number(row[1]) + 1);
  }
  const upTo = Math.min(rows + moreLineRows, maxLines);
  for (let row = rows; row < upTo; row++) {
    for (const field of ["description", "quantity", "unit", "price"])
      typed.append(`lines[${row}].${field}`, "");
    typed.append(`lines[${row}].vat`, newLineVat(vatRegistered));
  }
  return { typed, added: Math.max(upTo - rows, 0) };
}

const text = (most: number, what: string) =>
  z
    .string()
    .trim()
    .max(most, `${what}: at most ${most} characters.`)
    .optional()
    .transform((value) => value ?? "");

const lineRow = z.object({
  description: text(300, "The description"),
  quantity: text(12, "The quantity"),
  unit: text(20, "The unit"),
  price: text(30, "The price"),
  vat: text(4, "The VAT rate"),
});
const stageRow = z.object({ label: text(80, "When it is due"), amount: text(30, "The amount") });

/** "2", "2.5", "0.25": a positive quantity with at most 2 decimals, as hundredths. */
export function quantityHundredths(typed: string): number | string {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return "Type a number, like 1, 2.5 or 12.";
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths > 0 ? hundredths : "A quantity is more than 0.";
}

const sumTooLarge = `The quote comes to more than ${formatPounds(maxWonValuePence)}: check the zeros.`;

/** The form's schema: with VAT rates when the firm is VAT registered, without when not. */
export function quoteFormSchema(vatRegistered: boolean) {
  return z
    .object({
      intent: z.enum(quoteIntents).optional().default("save"),
      templateName: text(80, "The template's name"),
      title: text(120, "What the work is"),
      siteAddress: text(300, "The address"),
      lines: z.array(lineRow).max(maxLines, `At most ${maxLines} lines.`).optional().default([]),
      included: text(3000, "What is included"),
      excluded: text(3000, "What is not included"),
      startWindow: text(120, "When we could start"),
      validDays: text(3, "Days the price holds"),
      depositKind: z.enum(["none", "amount", "share"]).optional().default("none"),
      deposit: text(30, "The deposit"),
      stages: z.array(stageRow).max(6).optional().default([]),
      customerIsBusiness: z.string().optional(),
      newBuilding: z.string().optional(),
    })
    .transform((sent, ctx) => {
      const problem = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: "custom", path, message });
      const lines = readLines(sent.lines, vatRegistered, problem);
      if (lines.length === 0)
        problem(["lines"], "A quote has at least one line: describe the work.");
      if (quoteTotals(lines).grossPence > maxWonValuePence) problem(["lines"], sumTooLarge);
      if (sent.title === "") problem(["title"], "Say what the work is, in a line.");
      const validDays = sent.validDays === "" ? defaultValidDays : Number(sent.validDays);
      if (!Number.isInteger(validDays) || validDays < 7 || validDays > 180)
        problem(["validDays"], "A price holds from 7 to 180 days.");
      const content: QuoteContent & {
        intent: (typeof quoteIntents)[number];
        templateName: string;
      } = {
        intent: sent.intent,
        templateName: sent.templateName,
        title: sent.title,
        siteAddress: sent.siteAddress,
        lines,
        included: sent.included,
        excluded: sent.excluded,
        startWindow: sent.startWindow,
        validDays,
        deposit: readDeposit(sent.depositKind, sent.deposit, problem),
        stages: readStages(sent.stages, problem),
        customerIsBusiness: sent.customerIsBusiness === "on",
        newBuilding: sent.newBuilding === "on",
      };
      if (sent.intent === "template" && sent.templateName === "")
        problem(["templateName"], "Name the template, like “Roof repair”.");
      if (sent.intent === "preview" && sent.siteAddress === "")
        problem(["siteAddress"], "Give the address of the work: the contract names it.");
      return content;
    });
}

type Problem = (path: (string | number)[], message: string) => void;

function readLines(
  rows: z.infer<typeof lineRow>[],
  vatRegistered: boolean,
  problem: Problem,
): QuoteLine[] {
  const lines: QuoteLine[] = [];
  rows.forEach((row, index) => {
    if (!row.description && !row.quantity && !row.price && !row.unit) return;
    const at = (field: string, message: string) => problem(["lines", index, field], message);
    if (!row.description) at("description", "Describe this line.");
    const quantity = row.quantity === "" ? 100 : quantityHundredths(row.quantity);
    if (typeof quantity === "string") at("quantity", quantity);
    const price = parsePounds(row.price);
    if (!price.ok) at("price", price.message.replace("The value", "A price"));
    else if (price.pence === null) at("price", "Give this line's price, like 450 or 1,250.50.");
    const vatRate = readVatRate(row.vat, vatRegistered);
    if (vatRate === null)
      at("vat", vatRegistered ? "Choose 20%, 5% or 0%." : "We are not VAT registered: no VAT.");
    if (typeof quantity === "number" && price.ok && price.pence !== null && vatRate !== null)
      lines.push({
        description: row.description,
        quantityHundredths: quantity,
        unit: row.unit,
        unitPricePence: price.pence,
        vatRate,
      });
  });
  return lines;
}

function readVatRate(typed: string, vatRegistered: boolean): VatRate | null {
  if (!vatRegistered) return typed === "" || typed === "none" ? "none" : null;
  return vatRates.find((rate) => rate === typed) ?? null;
}

function readDeposit(kind: "none" | "amount" | "share", typed: string, problem: Problem) {
  if (kind === "none") return null;
  if (kind === "share") {
    const percent = Number(typed.replace(/%$/, "").trim());
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
      problem(["deposit"], "A share is a whole per cent from 1 to 100, like 10.");
      return null;
    }
    return { kind, percent } satisfies PaymentShare;
  }
  const amount = parsePounds(typed);
  if (!amount.ok || amount.pence === null || amount.pence === 0) {
    problem(["deposit"], amount.ok ? "Give the deposit in pounds, like 500." : amount.message);
    return null;
  }
  return { kind, pence: amount.pence } satisfies PaymentShare;
}

function readStages(rows: z.infer<typeof stageRow>[], problem: Problem): StagePayment[] {
  const stages: StagePayment[] = [];
  rows.forEach((row, index) => {
    if (!row.label && !row.amount) return;
    if (!row.label) problem(["stages", index, "label"], "Say when this payment is due.");
    const amount = parsePounds(row.amount);
    if (!amount.ok) problem(["stages", index, "amount"], amount.message);
    else if (!amount.pence) problem(["stages", index, "amount"], "Give the amount in pounds.");
    else if (row.label) stages.push({ label: row.label, pence: amount.pence });
  });
  return stages;
}
