import { Link } from "react-router";
import type { InvoiceState } from "~/invoices/invoice-ledger.server";
import type { OwnerInvoices as Shown } from "~/invoices/owner-invoices.server";

const stateClass: Record<InvoiceState, string> = {
  paid: "bg-success/10 text-success",
  overdue: "bg-danger/10 text-danger",
  due: "bg-hivis-300 text-navy-900",
  credited: "bg-navy-50 text-navy-800",
  credit: "bg-navy-50 text-navy-800",
};

const linkClass = "inline-flex min-h-11 items-center font-semibold underline";

/**
 * The Invoices section of a job's page: what can be invoiced now, one tap to its preview; each
 * invoice and credit note with where it stands, its PDF and a credit note; the totals.
 */
export function OwnerInvoices({ invoices }: { invoices: Shown }) {
  return (
    <>
      {invoices.toInvoice.length > 0 ? (
        <ul className="mb-4 grid gap-2">
          {invoices.toInvoice.map((stage) => (
            <li key={stage.href}>
              <Link
                to={stage.href}
                className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-4 font-semibold text-white"
              >
                Make the invoice: {stage.label}, {stage.amount}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {invoices.documents.length === 0 ? (
        <p>No invoices yet. Ask for a payment above, then make its invoice here.</p>
      ) : (
        <ul className="grid gap-2">
          {invoices.documents.map((each) => (
            <li key={each.id} className="rounded-md border border-navy-200 p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <a href={each.pdf} className="font-semibold underline">
                  {each.number}
                </a>
                <span className="font-semibold tabular-nums">{each.total}</span>
              </p>
              <p className="wrap-anywhere text-sm">{each.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded px-2 py-0.5 font-semibold ${stateClass[each.state]}`}>
                  {each.stateWords}
                </span>
                {each.standing}
              </p>
              {each.lateNote ? <p className="mt-1 text-sm">{each.lateNote}</p> : null}
              {each.credit ? (
                <Link to={each.credit} className={linkClass}>
                  Credit note
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        Invoiced {invoices.totals.invoiced}
        {invoices.totals.vat ? ` (VAT ${invoices.totals.vat})` : ""} · still to pay{" "}
        {invoices.totals.toPay}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6">
        <Link to={invoices.byHand} className={linkClass}>
          Make an invoice by hand
        </Link>
        <Link to={invoices.customer} className={linkClass}>
          Who the invoices are to
        </Link>
      </p>
    </>
  );
}
