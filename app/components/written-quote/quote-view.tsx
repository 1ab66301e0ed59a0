import type { QuoteDocument, Section } from "~/written-quotes/quote-document";

/**
 * A written quote as the customer reads it on a phone: the same `QuoteDocument` the PDF prints,
 * so the page and the PDF say the same. Lines are a list, not a table: five columns do not fit
 * a phone's width, and a list reads in order with a screen reader.
 */
export function QuoteView({ document }: { document: QuoteDocument }) {
  const { firm, customer } = document;
  return (
    <article aria-labelledby="quote-title" className="mt-6 grid gap-6 rounded-card bg-white p-5">
      <header className="grid gap-1">
        <p className="text-muted text-sm">
          Quote {document.number}, version {document.version} · issued {document.issuedOn}
        </p>
        <h2 id="quote-title" className="text-2xl text-navy-900">
          {document.title}
        </h2>
        <p>
          For {customer.name}, {customer.siteAddress}
        </p>
        <p className="font-semibold">The price holds until {document.validUntil}.</p>
      </header>
      <section aria-labelledby="quote-lines">
        <h3 id="quote-lines" className="text-lg text-navy-900">
          The work and its price
        </h3>
        <ol className="mt-2 divide-y divide-navy-100">
          {document.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are a fixed list, never reordered
            <li key={index} className="flex flex-wrap justify-between gap-x-6 py-3">
              <span className="min-w-0 flex-1 whitespace-pre-line">{line.description}</span>
              <span className="shrink-0 text-right font-semibold">{line.amount}</span>
              <span className="w-full text-muted text-sm">
                {line.quantity}
                {line.unit ? ` ${line.unit}` : ""} × {line.unitPrice}
                {line.vatRate ? ` · VAT ${line.vatRate}` : ""}
              </span>
            </li>
          ))}
        </ol>
        <dl className="mt-2 grid gap-1 border-navy-800 border-t pt-2">
          {document.totals.map((total, index) => (
            <div
              key={total.label}
              className={`flex justify-between gap-4 ${index === document.totals.length - 1 ? "font-bold text-lg text-navy-900" : ""}`}
            >
              <dt>{total.label}</dt>
              <dd>{total.amount}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-muted text-sm">{document.vatNote}</p>
      </section>
      {document.payments.length > 0 ? (
        <section aria-labelledby="quote-payments">
          <h3 id="quote-payments" className="text-lg text-navy-900">
            When you pay
          </h3>
          <dl className="mt-2 grid gap-1">
            {document.payments.map((payment) => (
              <div key={payment.label} className="flex justify-between gap-4">
                <dt>{payment.label}</dt>
                <dd>{payment.amount}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <Words title="What is included" text={document.included} />
      <Words title="What is not included" text={document.excluded} />
      <Words title="When we could start" text={document.startWindow} />
      <footer className="text-muted text-sm">
        {firm.legalName}, {firm.address.join(", ")}. {firm.registration}.
        {firm.vatNumber ? ` ${firm.vatNumber}.` : ""}
      </footer>
    </article>
  );
}

function Words({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <section>
      <h3 className="text-lg text-navy-900">{title}</h3>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </section>
  );
}

/** Headed sections of plain text: the terms, the cancellation information. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div className="grid gap-4">
      {sections.map((section) => (
        <section key={section.heading}>
          <h4 className="font-semibold text-navy-900">{section.heading}</h4>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-1">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
