import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A UK phone number however people write it (`+44 1253 555012`, `(01253) 555012`,
 * `0044 1253-555-012`) in the one form the site stores and shows: `01253 555012`. Anything
 * that is not a UK number comes back as typed, for the content's schema to refuse in words.
 */
export function ukPhoneNumber(typed: string): string {
  const number = parsePhoneNumberFromString(typed, "GB");
  if (number?.country !== "GB" || !number.isPossible()) return typed;
  return number.formatNational();
}
