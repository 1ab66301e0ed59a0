import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";
import { siteContent } from "~/content/site-content.server";
import type { QuoteReply } from "./quote-reply";
import { quoteRequestSchema } from "./quote-request";

/**
 * Takes a posted quote request (the action of every page with the form). Bot defences first:
 * their verdict (`server/quotes/quote-guard.ts`) is acted on here. Too many posts: 429. A bot:
 * a calm reply and nothing kept. Bad input: 400 with the messages. Accepted: handed to the desk,
 * which stores it with both emails queued before the reply says so.
 */
export async function quoteAction({ request, context }: ActionFunctionArgs) {
  const { phone } = siteContent.company;
  const formData = await readForm(request);
  if (typeof formData === "number") {
    return data<QuoteReply>(
      {
        status: "refused",
        result: { status: "error", error: { "": ["Please send the form from the page."] } },
      },
      { status: formData },
    );
  }
  const submission = parseWithZod(formData, { schema: quoteRequestSchema });
  const refuse = (status: number, message: string, retryAfterSeconds: number) =>
    data<QuoteReply>(
      { status: "refused", result: submission.reply({ formErrors: [message] }) },
      { status, headers: { "Retry-After": String(retryAfterSeconds) } },
    );

  const { quoteGuard: guard, quoteDesk: desk } = context;
  if (!guard || !desk) {
    return refuse(
      503,
      `Sorry, we cannot take requests online just now. Please call us on ${phone}.`,
      60,
    );
  }
  const verdict = guard.verdict(formData);
  if (verdict.kind === "rate-limited") {
    return refuse(
      429,
      `You have sent several requests in a short time. Please wait a few minutes and try again, or call us on ${phone}.`,
      verdict.retryAfterSeconds,
    );
  }
  if (verdict.kind === "bot") {
    return data<QuoteReply>({
      status: "sent",
      result: submission.reply({ resetForm: true }),
      reference: "received",
      firstName: String(formData.get("firstName") ?? "").slice(0, 100),
      email: String(formData.get("email") ?? "").slice(0, 254),
    });
  }
  if (submission.status !== "success") {
    return data<QuoteReply>({ status: "invalid", result: submission.reply() }, { status: 400 });
  }

  const idempotencyKey = String(formData.get("idempotencyKey") ?? "").slice(0, 100);
  const receipt = desk.receive(submission.value, idempotencyKey, verdict.sender);
  if (receipt.status === "unavailable") {
    return refuse(
      503,
      `Sorry, we could not save your request just now. Please try again in a minute, or call us on ${phone}.`,
      30,
    );
  }
  return data<QuoteReply>({
    status: "sent",
    result: submission.reply({ resetForm: true }),
    reference: receipt.reference,
    firstName: submission.value.firstName,
    email: submission.value.email,
  });
}

/** Routes with the form pass the action's headers (e.g. Retry-After on a 429) to the response. */
export function quoteHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

/** The posted form, or the status to refuse it with: 415 when it is not a form, 400 when it is broken. */
async function readForm(request: Request): Promise<FormData | 400 | 415> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return 415;
  try {
    return await request.formData();
  } catch {
    return 400;
  }
}
