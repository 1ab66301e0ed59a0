import { type CancellationRight, cancellationDays, noRightBecause } from "./cancellation-rights";
import type { Section } from "./quote-document";

/**
 * The cancellation information the Consumer Contracts Regulations 2013 ask for before a
 * contract made at a distance (Schedule 2, and the model instructions and form of Schedule 3), in the
 * words of the model, filled in with the firm's details. The page, the PDF and the emails all
 * show these words (decision 049).
 */

export interface CancellingTo {
  legalName: string;
  address: string;
  phone: string;
  email: string;
}

/** The heading of the cancellation information, which the terms point to. */
const rightToCancel = "Your right to cancel";

export function cancellationInformation(firm: CancellingTo): Section[] {
  return [
    {
      heading: rightToCancel,
      paragraphs: [
        "You have the right to cancel this contract within 14 days without giving any reason.",
        "The cancellation period will expire after 14 days from the day the contract is made: the day you accept this quote.",
        `To cancel, you must tell us (${firm.legalName}, ${firm.address}, telephone ${firm.phone}, email ${firm.email}) of your decision to cancel this contract by a clear statement, for example a letter sent by post, an email, or the "Cancel this contract" button on your quote's page. You may use the model cancellation form below, but you do not have to.`,
        "To meet the cancellation deadline, it is enough for you to send your message about cancelling before the cancellation period has expired. If you use the button on your quote's page, we will email you straight away to confirm we have it.",
      ],
    },
    {
      heading: "What happens if you cancel",
      paragraphs: [
        "If you cancel this contract, we will pay back all payments we have received from you, without undue delay and not later than 14 days after the day we are told of your decision to cancel. We will pay you back by the same means you paid us, unless you have expressly agreed otherwise; in any event, you will not pay any fees because of the refund.",
        "If you asked us to start the work during the cancellation period, you will pay us an amount in proportion to what has been done until you tell us you are cancelling, compared with the whole of the work in the contract.",
        "If, at your request, the work is finished within the cancellation period, you can no longer cancel once it is finished.",
      ],
    },
  ];
}

/** "Start within the 14 days": what the choice means, in plain words. */
export const startEarlyWords = {
  wait: "Wait: start after the 14 days. You can cancel in the 14 days and pay nothing.",
  early:
    "Start sooner: you may start within the 14 days. If you then cancel within them, you pay for the work done up to then, in proportion to the whole price.",
} as const;

/** The model cancellation form (Schedule 3, Part B), for the customer to fill in and send. */
export function modelCancellationForm(
  firm: CancellingTo,
  contract: { what: string; orderedOn: string; customer: string; address: string },
): string[] {
  return [
    "Model cancellation form",
    "(Complete and return this form only if you wish to cancel the contract.)",
    `To: ${firm.legalName}, ${firm.address}, ${firm.email}`,
    `I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract for the supply of the following service [*]: ${contract.what}`,
    `Ordered on [*]: ${contract.orderedOn}`,
    `Name of consumer(s): ${contract.customer}`,
    `Address of consumer(s): ${contract.address}`,
    "Signature of consumer(s) (only if this form is sent on paper): ____________________",
    "Date: ____________________",
    "[*] Delete as appropriate.",
  ];
}

const theDays = new RegExp(`\\b(${cancellationDays}|fourteen)[- ]days?\\b`, "i");

/**
 * Whether a section of the firm's terms is about the 14-day right to cancel: its heading says
 * so, or it speaks of cancelling within the 14 days (the firm's terms page is written for every
 * customer, so it says "if you are a consumer").
 */
const aboutTheRightToCancel = ({ heading, paragraphs }: Section) =>
  /right to cancel|cancellation (period|rights?)\b/i.test(heading) ||
  paragraphs.some((paragraph) => /\bcancel/i.test(paragraph) && theDays.test(paragraph));

/**
 * The firm's terms as this contract carries them: their part about the right to cancel says
 * what the quote says for this customer (the right, and where the quote sets it out; or why
 * there is none), never the general rule, which told a business "you have 14 days".
 */
export function termsOfTheContract(terms: Section[], right: CancellationRight): Section[] {
  const forThisContract = right.applies
    ? `You have the right to cancel this contract within ${cancellationDays} days without giving any reason. How to cancel, and what happens if you do, are set out in this quote under “${rightToCancel}”.`
    : noRightBecause[right.reason];
  return terms.map((section) =>
    aboutTheRightToCancel(section) ? { ...section, paragraphs: [forThisContract] } : section,
  );
}
