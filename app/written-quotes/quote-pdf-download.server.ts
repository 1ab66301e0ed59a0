import type { RouterContextProvider } from "react-router";
import { formatFullDateTime } from "~/lib/uk-time";
import { openLink } from "~/private-links/private-page.server";
import { quoteLinkPurpose } from "./quote-links.server";
import { quotePdf, quotePdfFilename } from "./quote-pdf.server";
import { quotesContext } from "./quote-services.server";
import { quoteById } from "./written-quote-store.server";

const privateFile = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The PDF of the quote a link opens: the signed copy once accepted. 404 for no such link. */
export async function quotePdfResponse(
  token: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const { db } = context.get(quotesContext);
  const opened = openLink(context, quoteLinkPurpose, token);
  const quote = opened.problem ? null : quoteById(db, opened.opens);
  if (!quote?.document)
    return opened.problem === "busy"
      ? new Response("Too many requests", {
          status: 429,
          headers: { ...privateFile, "Retry-After": "600" },
        })
      : new Response("Not found", { status: 404, headers: privateFile });
  const accepted = quote.acceptedAt
    ? {
        name: quote.acceptedName ?? "",
        at: formatFullDateTime(quote.acceptedAt),
        startEarly: quote.startEarly === true,
      }
    : undefined;
  const pdf = await quotePdf(quote.document, accepted);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...privateFile,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfFilename(quote.document, Boolean(accepted))}"`,
    },
  });
}
