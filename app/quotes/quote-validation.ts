import { parseWithZod } from "@conform-to/zod/v4";
import { quoteRequestSchema } from "./quote-request";

/**
 * The browser's check of the quote form: the server's own schema. Loaded only when a visitor
 * starts on the form, so the pages themselves carry no validation code.
 */
export function validateQuote(formData: FormData) {
  return parseWithZod(formData, { schema: quoteRequestSchema });
}
