/**
 * A written quote as the customer reads it, every figure and sentence already worked out: the
 * customer's page, the PDF and the emails all render this one object, so they say the same, and
 * its hash is the record of exactly what was accepted.
 */
export interface QuoteDocument {
  firm: {
    tradingName: string;
    legalName: string;
    /** The office address, one line each. */
    address: string[];
    phone: string;
    email: string;
    /** "Registered in England and Wales, company number 01234567". */
    registration: string;
    /** "VAT number GB123456789", or null when the firm is not VAT registered. */
    vatNumber: string | null;
  };
  customer: { name: string; siteAddress: string };
  /** "Q-0007". */
  number: string;
  version: number;
  /** "Rear single-storey extension". */
  title: string;
  /** Long UK dates: "3 March 2027". */
  issuedOn: string;
  validUntil: string;
  lines: {
    description: string;
    /** "2.5", "1". */
    quantity: string;
    unit: string;
    unitPrice: string;
    /** "20%", "5%", "0%", or "" when the firm is not VAT registered. */
    vatRate: string;
    amount: string;
  }[];
  /** "Total before VAT", "VAT at 20% on £1,000.00", …, "Total to pay": the last is the total. */
  totals: { label: string; amount: string }[];
  /** How VAT was worked out, or that no VAT is charged. */
  vatNote: string;
  included: string;
  excluded: string;
  startWindow: string;
  /** Deposit on acceptance, stage payments, the balance on completion. */
  payments: { label: string; amount: string }[];
  /** The firm's terms, from the website's terms and conditions, as headed paragraphs. */
  terms: Section[];
  cancellation: {
    applies: boolean;
    /** The cancellation information (or why there is none), in plain words. */
    information: Section[];
    /** The model cancellation form, line by line; empty when the right does not apply. */
    form: string[];
  };
}

export interface Section {
  heading: string;
  paragraphs: string[];
}
