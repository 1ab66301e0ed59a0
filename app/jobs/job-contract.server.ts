import { formatAddress } from "~/company/contact-format";
import { formatMoney } from "~/lib/pounds";
import { quoteById } from "~/written-quotes/written-quote-store.server";
import { customerOf } from "./job-emails.server";
import { JobError } from "./job-error";
import type { JobServices } from "./job-services.server";
import type { Job } from "./job-store.server";

/**
 * What a job's receipts name: the firm, the customer and the work, the reference, and the
 * share of VAT in the price. For a job from a quote, all as the accepted quote says (the
 * contract); for a job started by hand, the firm's details now, the lead's name, and the VAT the
 * owner said the agreed price includes.
 */
export interface Contract {
  firm: { legalName: string; address: string; vatNumber: string | null };
  customer: string;
  title: string;
  /** "Q-0001", or "J-0007" for a job started by hand. */
  reference: string;
  grossPence: number;
  vatPence: number;
}

const handJobReference = (jobId: number) => `J-${String(jobId).padStart(4, "0")}`;

export function contractOf(services: JobServices, job: Job): Contract {
  const quote = job.quoteId === null ? null : quoteById(services.db, job.quoteId);
  if (quote?.cancelledAt) throw new JobError("The customer cancelled this contract.", 410);
  if (quote?.document) {
    const { document } = quote;
    return {
      firm: {
        legalName: document.firm.legalName,
        address: document.firm.address.join(", "),
        vatNumber: document.firm.vatNumber,
      },
      customer: `${document.customer.name}, ${document.customer.siteAddress}`,
      title: document.title,
      reference: document.number,
      grossPence: quote.grossPence,
      vatPence: quote.grossPence - quote.netPence,
    };
  }
  const { company } = services.mail();
  const lead = customerOf(services, job);
  return {
    firm: {
      legalName: company.legalName,
      address: formatAddress(company.address),
      vatNumber: company.vatNumber ? `VAT number ${company.vatNumber}` : null,
    },
    customer: `${lead.firstName} ${lead.lastName}`,
    title: job.title,
    reference: handJobReference(job.id),
    grossPence: job.agreedPence,
    vatPence: job.agreedVatPence ?? 0,
  };
}

/** The VAT a payment includes, in the contract's own share, rounded down to the penny. */
export const vatIncluded = (
  paidPence: number,
  contract: Pick<Contract, "grossPence" | "vatPence">,
) =>
  contract.grossPence === 0 ? 0 : Math.floor((paidPence * contract.vatPence) / contract.grossPence);

/** The receipt's words, as emailed and as kept with the payment. */
export function receiptLines(
  contract: Contract,
  {
    reference,
    stage,
    pence,
    vat,
    on,
  }: { reference: string; stage: string; pence: number; vat: number; on: string },
): string[] {
  const { firm } = contract;
  return firm.vatNumber !== null
    ? [
        `VAT receipt ${reference}. ${firm.legalName}, ${firm.address}. ${firm.vatNumber}.`,
        `Paid by ${contract.customer}, for ${contract.title} (${stage}). Date of payment (tax point): ${on}. Amount paid: ${formatMoney(pence)}, of which VAT ${formatMoney(vat)}.`,
      ]
    : [
        `Receipt ${reference} from ${firm.legalName}, ${firm.address}, for ${contract.title} (${stage}). Paid by ${contract.customer} on ${on}: ${formatMoney(pence)}. No VAT is charged: we are not VAT registered.`,
      ];
}
