import type { ActingUser } from "~/leads/lead-deletion.server";
import { formatDate } from "~/lib/uk-time";
import { linesAndButton } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { money } from "./quote-document.server";
import { quoteLead } from "./quote-emails.server";
import { QuoteError } from "./quote-error";
import { linkOfQuote } from "./quote-links.server";
import type { QuoteServices } from "./quote-services.server";
import { quoteById } from "./written-quote-store.server";

/**
 * The deposit received on an accepted quote, recorded once by an owner, and the customer's
 * receipt. A payment in advance is a tax point (VAT Notice 700, section 14.2): when the firm is
 * VAT registered the receipt is a VAT receipt, stating the VAT the payment includes, in the
 * quote's own proportion of VAT to total, rounded down to the penny.
 */

export const vatIncluded = (paidPence: number, quote: { grossPence: number; netPence: number }) =>
  quote.grossPence === 0
    ? 0
    : Math.floor((paidPence * (quote.grossPence - quote.netPence)) / quote.grossPence);

export function recordDeposit(
  services: QuoteServices,
  { quoteId, pence, on, user }: { quoteId: number; pence: number; on: string; user: ActingUser },
) {
  const { db } = services;
  const now = services.now();
  db.transaction(() => {
    const quote = quoteById(db, quoteId);
    if (!quote?.acceptedAt || !quote.document)
      throw new QuoteError(
        "not-accepted",
        "The quote has not been accepted: no deposit is due yet.",
      );
    if (quote.cancelledAt) throw new QuoteError("cancelled", "This contract was cancelled.", 410);
    if (quote.depositReceivedOn)
      throw new QuoteError(
        "deposit-recorded",
        `The deposit was already recorded as received on ${formatDate(quote.depositReceivedOn)}.`,
      );
    db.prepare(
      `UPDATE written_quotes SET deposit_pence = ?, deposit_received_on = ?, deposit_recorded_by = ?
       WHERE id = ?`,
    ).run(pence, on, user.email, quote.id);
    const lead = quoteLead(db, quote.leadId);
    const mail = services.mail();
    const link = linkOfQuote(db, services.secret, quote.id);
    if (!lead || !link) throw new Error(`Quote ${quote.id} has no lead or link`);
    const { document } = quote;
    const vat = vatIncluded(pence, quote);
    const registered = document.firm.vatNumber !== null;
    const lines = [
      `Dear ${lead.firstName},`,
      `Thank you: we received your deposit of ${money(pence)} on ${formatDate(on)} for ${document.title} (quote ${document.number} v${document.version}).`,
      ...(registered
        ? [
            `VAT receipt ${document.number}-D. ${document.firm.legalName}, ${document.firm.address.join(", ")}. ${document.firm.vatNumber}.`,
            `Paid by ${document.customer.name}, ${document.customer.siteAddress}. Date of payment (tax point): ${formatDate(on)}. Amount paid: ${money(pence)}, of which VAT ${money(vat)}.`,
          ]
        : [
            `Receipt ${document.number}-D from ${document.firm.legalName}. No VAT is charged: we are not VAT registered.`,
          ]),
      "Keep this email as your receipt.",
    ];
    queueEmail(db, {
      kind: `quote-deposit-${quote.id}`,
      leadId: lead.id,
      now,
      message: {
        ...linesAndButton(
          { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
          {
            subject: `${registered ? "VAT receipt" : "Receipt"} for your deposit: ${document.title}`,
            lines,
            button: [new URL(link, mail.siteUrl).href, "See your quote"],
          },
          mail,
        ),
        replyTo: { name: mail.company.tradingName, address: mail.company.email },
      },
    });
  }).immediate();
  services.wakeOutbox();
}
