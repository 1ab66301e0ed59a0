import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { quoteRequestSchema } from "./quote-request";

// Zod would try `new Function` to see whether it may compile its checks: the site's content
// security policy forbids it, and the browser would report the attempt as an error.
z.config({ jitless: true });

/**
 * The browser's check of the quote form: the server's own schema. Loaded only when a visitor
 * starts on the form, so the pages themselves carry no validation code.
 */
export function validateQuote(formData: FormData) {
  return parseWithZod(formData, { schema: quoteRequestSchema });
}
