import { amountForField } from "~/lib/pounds";
import { defaultValidDays, type QuoteContent, type QuoteTemplate } from "./quote-content";

/** A quote's content as its form shows it to edit, which `quoteFormSchema` reads back. */
export type QuoteFormValues = {
  title: string;
  siteAddress: string;
  lines: { description: string; quantity: string; unit: string; price: string; vat: string }[];
  included: string;
  excluded: string;
  startWindow: string;
  validDays: string;
  depositKind: "none" | "amount" | "share";
  deposit: string;
  stages: { label: string; amount: string }[];
  customerIsBusiness: string;
  newBuilding: string;
};

const quantity = (hundredths: number) => (hundredths / 100).toFixed(2).replace(/\.?0+$/, "");

/** At least this many rows of lines, blank ones at the end for the next lines. */
const blankLines = 2;
const stageRows = 3;

export function quoteFormValues(
  content: QuoteContent | (QuoteTemplate & { siteAddress?: string }) | null,
  { siteAddress = "", vatRate = "20" }: { siteAddress?: string; vatRate?: string },
): QuoteFormValues {
  const lines: QuoteFormValues["lines"] = (content?.lines ?? []).map((line) => ({
    description: line.description,
    quantity: quantity(line.quantityHundredths),
    unit: line.unit,
    price: amountForField(line.unitPricePence),
    vat: line.vatRate,
  }));
  const blanks = Math.max(blankLines, 3 - lines.length);
  for (let index = 0; index < blanks; index++)
    lines.push({ description: "", quantity: "", unit: "", price: "", vat: vatRate });
  const stages: QuoteFormValues["stages"] = (content?.stages ?? []).map((stage) => ({
    label: stage.label,
    amount: amountForField(stage.pence),
  }));
  while (stages.length < stageRows) stages.push({ label: "", amount: "" });
  const deposit = content?.deposit ?? null;
  return {
    title: content?.title ?? "",
    siteAddress: content?.siteAddress || siteAddress,
    lines,
    included: content?.included ?? "",
    excluded: content?.excluded ?? "",
    startWindow: content?.startWindow ?? "",
    validDays: String(content?.validDays ?? defaultValidDays),
    depositKind: deposit?.kind ?? "none",
    deposit: !deposit
      ? ""
      : deposit.kind === "amount"
        ? amountForField(deposit.pence)
        : String(deposit.percent),
    stages,
    customerIsBusiness: content?.customerIsBusiness ? "on" : "",
    newBuilding: content?.newBuilding ? "on" : "",
  };
}
