import { type RouterContextProvider, redirect } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { answerForm } from "~/forms/read-form.server";
import { formatDate, formatFullDateTime, localDate } from "~/lib/uk-time";
import {
  clientOf,
  linkRefusal,
  openLink,
  readPrivatePost,
} from "~/private-links/private-page.server";
import {
  acceptQuote,
  askQuestion,
  cancelContract,
  cancellableUntil,
} from "./customer-answers.server";
import { QuoteError } from "./quote-error";
import { linkOfQuote, quoteLinkPurpose } from "./quote-links.server";
import { acceptFormId, cancelFormId, questionFormId, quotePostSchema } from "./quote-post";
import { quotesContext } from "./quote-services.server";
import {
  currentQuoteOf,
  markOpened,
  quoteById,
  quoteState,
  type WrittenQuote,
} from "./written-quote-store.server";

/**
 * The customer's page of a written quote (`/quote/{token}`): the quote, a question, accepting
 * (terms, cancellation information, when to start, a typed name), then how to pay the deposit
 * and, within the 14 days, cancelling. Plain HTML forms: it works the same without JavaScript.
 */

type Context = Readonly<RouterContextProvider>;

/** The quote version a link opens, as it was sent. */
function openQuoteLink(context: Context, token: string | undefined) {
  const services = context.get(quotesContext);
  const opened = openLink(context, quoteLinkPurpose, token);
  if (opened.problem) return opened;
  const quote = quoteById(services.db, opened.opens);
  if (!quote?.document) return { problem: "unknown" as const };
  return { problem: null, quote, services };
}

const doneWords = ["asked", "accepted", "cancelled"] as const;

/** What the page shows of a quote that was sent, for its state on the day. */
function pageOf(context: Context, quote: WrittenQuote, request: Request) {
  const services = context.get(quotesContext);
  const now = services.now();
  const state = quoteState(quote, localDate(now));
  const { company } = siteContent();
  const current = state === "replaced" ? currentQuoteOf(services.db, quote.leadId) : null;
  const accepted = state === "accepted";
  const lastDay = cancellableUntil(quote, now);
  const query = new URL(request.url).searchParams;
  return {
    problem: null,
    phone: company.phone,
    state,
    document: quote.document as NonNullable<WrittenQuote["document"]>,
    shown: quote.documentHash ?? "",
    currentLink: current ? linkOfQuote(services.db, services.secret, current.id) : null,
    acceptance: quote.acceptedAt
      ? {
          name: quote.acceptedName ?? "",
          at: formatFullDateTime(quote.acceptedAt),
          startEarly: quote.startEarly === true,
        }
      : null,
    cancelledAt: quote.cancelledAt ? formatFullDateTime(quote.cancelledAt) : null,
    cancelUntil: lastDay ? formatDate(lastDay) : null,
    jobPage: accepted ? services.jobs.pageOf(quote.id) : null,
    done: doneWords.find((word) => query.has(word)) ?? null,
  };
}

export function quotePage(token: string | undefined, request: Request, context: Context) {
  const opened = openQuoteLink(context, token);
  if (opened.problem) return linkRefusal(opened.problem);
  const { quote, services } = opened;
  if (!quote.openedAt) markOpened(services.db, quote.id, services.now());
  return pageOf(context, quote, request);
}

const formOf = (sent: Record<string, unknown>) =>
  sent.intent === "accept"
    ? acceptFormId
    : sent.intent === "cancel"
      ? cancelFormId
      : questionFormId;

/**
 * A post from the page. Bad answers: 400 beside each field. A quote that cannot take it (replaced,
 * expired, already accepted, past the period): its 4xx with what is current, nothing changed.
 */
export async function answerQuote(token: string | undefined, request: Request, context: Context) {
  const opened = openQuoteLink(context, token);
  if (opened.problem) return linkRefusal(opened.problem);
  const { refusal, submission } = await readPrivatePost(context, request, quotePostSchema);
  if (refusal) return refusal;
  const { quote, services } = opened;
  const page = new URL(request.url).pathname;
  return answerForm(
    submission,
    async (sent) => {
      try {
        if (sent.intent === "ask") askQuestion(services, quote.id, sent.question);
        else if (sent.intent === "cancel") cancelContract(services, quote.id);
        else
          await acceptQuote(services, {
            quoteId: quote.id,
            shownHash: sent.shown,
            name: sent.name,
            startEarly: sent.startEarly === "early",
            ipHash: clientOf(context).ipHash,
            userAgent: request.headers.get("user-agent") ?? "",
          });
      } catch (error) {
        if (!(error instanceof QuoteError)) throw error;
        return {
          ok: false,
          status: error.status,
          message: error.message,
          fresh: error.problem !== "too-many-questions",
        };
      }
      throw redirect(
        `${page}?${sent.intent === "ask" ? "asked" : sent.intent === "accept" ? "accepted" : "cancelled"}`,
      );
    },
    { form: formOf, refused: "Please correct the answers marked below." },
  );
}
