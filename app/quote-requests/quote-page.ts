import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * What a route whose page carries the quote form exports besides its action: this `handle`,
 * from which the server learns which pages carry the form (to stamp them with the form's
 * timing cookie and let them take posts), and `shouldRevalidate`.
 */
/**
 * A page that carries the quote form. Its contact section reads `?service=` and `?town=` (the
 * form starts with that service and town), `?guide=` (with the price guide's answer) and
 * `?map=show` (the map drawn at once): any other query, such as a campaign's tags, is the page
 * as prerendered (`query`, decision 036).
 */
export const quoteFormHandle = {
  quoteForm: true,
  query: ["service", "town", "guide", "map"],
} as const;
export type QuoteFormHandle = typeof quoteFormHandle;

/** Sending a quote changes nothing on the page: no need to reload its data afterwards. */
export function keepDataAfterQuote({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
