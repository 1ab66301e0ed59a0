/**
 * The numbers an invoice and a credit note carry: one sequence per firm for each, with no gaps
 * (a full VAT invoice shows "a unique sequential number": VAT Regulations 1995, reg. 14(1); VAT
 * Notice 700/21, 4.3.1). The numbers are taken in the write that issues the document (`takeNumber`
 * in app/db, decision 051: never reused, given back when the write fails); these only print them,
 * four digits at least, as quotes (Q-0001) are printed.
 */

const printed = (prefix: string, n: number) => {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a document number: ${n}`);
  return `${prefix}-${String(n).padStart(4, "0")}`;
};

/** 1 → "INV-0001"; 12345 → "INV-12345". */
export const invoiceNumber = (n: number) => printed("INV", n);

/** 1 → "CN-0001". */
export const creditNoteNumber = (n: number) => printed("CN", n);
