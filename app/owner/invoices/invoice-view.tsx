import type { InvoiceDocument } from "~/invoices/invoice-document";

/** Rows of a label and an amount, the last in bold when `strong`. */
function Figures({ rows, strong = false }: { rows: InvoiceDocument["totals"]; strong?: boolean }) {
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map((row, index) => {
        const bold = strong && index === rows.length - 1 ? "font-semibold" : "";
        return (
          <div key={row.label} className="contents">
            <dt className={bold}>{row.label}</dt>
            <dd className={`text-right tabular-nums ${bold}`}>{row.amount}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * An invoice or a credit note as the owner checks it before issuing: every figure the PDF
 * prints, from the same document.
 */
export function InvoiceView({ document }: { document: InvoiceDocument }) {
  const facts = [
    ["Number", document.number],
    ["Date of issue and tax point", document.issuedOn],
    ...(document.dueOn ? [["To pay by", document.dueOn]] : []),
  ];
  return (
    <article className="rounded-md border border-navy-200 bg-white p-4">
      <h2 className="text-xl">
        {document.heading}: {document.title}
      </h2>
      {document.credits ? <p className="mt-1">{document.credits}</p> : null}
      <dl className="mt-3 grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
        <dt className="text-muted">To</dt>
        <dd>
          <span className="font-semibold">{document.customer.name}</span>,{" "}
          {document.customer.address}
          {document.customer.vatNumber ? `, ${document.customer.vatNumber}` : ""}
        </dd>
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="mt-2 text-muted sm:mt-0">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 grid gap-1 border-navy-100 border-t pt-3">
        {document.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are only their place and words
          <li key={index} className="flex flex-wrap justify-between gap-x-3">
            <span className="wrap-anywhere">
              {line.description}
              {line.vatRate ? ` (VAT ${line.vatRate})` : ""}
            </span>
            <span className="tabular-nums">{line.amount}</span>
          </li>
        ))}
      </ul>
      <Figures rows={document.totals} strong />
      <p className="mt-2 text-sm">{document.vatNote}</p>
      {document.account.length > 0 ? (
        <>
          <h3 className="mt-4 font-sans font-semibold text-base">The job's account</h3>
          <Figures rows={document.account} />
        </>
      ) : null}
      {document.pay ? (
        <p className="mt-4 text-sm">
          Pay to {document.pay.accountName}, sort code {document.pay.sortCode}, account{" "}
          {document.pay.accountNumber}, reference {document.pay.reference}.
        </p>
      ) : null}
    </article>
  );
}
