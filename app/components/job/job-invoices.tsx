import { FileDown } from "lucide-react";
import type { InvoiceState } from "~/invoices/invoice-ledger.server";

export interface InvoiceShown {
  number: string;
  heading: string;
  title: string;
  issuedOn: string;
  total: string;
  state: InvoiceState;
  stateWords: string;
  /** "due by 12 April 2027", "£500.00 still to pay, overdue since …", "against INV-0001". */
  standing: string;
  file: string;
}

const stateClass: Record<InvoiceState, string> = {
  paid: "bg-success/10 text-success",
  overdue: "bg-danger/10 text-danger",
  due: "bg-hivis-300 text-navy-900",
  credited: "bg-navy-50 text-navy-800",
  credit: "bg-navy-50 text-navy-800",
};

/**
 * The job's invoices and credit notes, each with its PDF (`files`, the address its name is added
 * to), its total and whether it is paid, due or overdue. Pay an invoice with its number as the
 * reference.
 */
export function JobInvoices({ invoices, files }: { invoices: InvoiceShown[]; files: string }) {
  return (
    <ul className="mt-3 grid gap-2">
      {invoices.map((invoice) => (
        <li key={invoice.number} className="rounded-md border border-navy-200 bg-white p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <a
              href={`${files}/${invoice.file}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
            >
              <FileDown aria-hidden="true" className="size-5 shrink-0" />
              {invoice.heading} {invoice.number} (PDF)
            </a>
            <span className="font-semibold tabular-nums">{invoice.total}</span>
          </p>
          <p className="wrap-anywhere text-sm">
            {invoice.title}, {invoice.issuedOn}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className={`rounded px-2 py-0.5 font-semibold ${stateClass[invoice.state]}`}>
              {invoice.stateWords}
            </span>
            {invoice.standing}
          </p>
        </li>
      ))}
    </ul>
  );
}
