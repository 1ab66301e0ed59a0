import { createContext } from "react-router";
import type { Company } from "~/company/company";
import { firmMail } from "~/company/firm-mail.server";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { legalPage } from "~/legal/legal.server";
import type { MailContext } from "~/mail/message.server";
import type { LeadAlertPayload } from "~/push/new-lead-alert.server";
import type { Section } from "./quote-document";
import { termsSections } from "./terms-sections.server";
import type { WrittenQuote } from "./written-quote-store.server";

/**
 * What a contract made online sets off in jobs (`app/jobs/`) and its invoices (`app/invoices/`),
 * handed in by the server.
 */
export interface QuoteJobs {
  /** Starts the job of a quote being accepted (inside its transaction): its page's path. */
  start: (quote: WrittenQuote, now: number) => string;
  /** The page of the job an accepted quote started, if there is one. */
  pageOf: (quoteId: number) => string | null;
  /** What the contract's cancellation sets off (inside its transaction): its invoices credited. */
  cancelled: (quoteId: number) => void;
}

/** What the quote pages need of the server: the customer's (`/quote/…`) and the owner's. */
export interface QuoteServices {
  db: Db;
  /** The site's secret the links are derived with. */
  secret: Buffer;
  /** Who the emails are from, the firm they name, and where the firm's copies go. */
  mail: () => MailContext<Company> & { notifyTo: string };
  /** The firm's terms on the website now, as a quote carries them (`termsSections`). */
  terms: () => Section[];
  wakeOutbox: () => void;
  alert: (payload: LeadAlertPayload) => void;
  now: () => number;
  jobs: QuoteJobs;
}

export function createQuoteServices({
  mailFrom,
  notifyTo,
  siteUrl,
  ...given
}: Pick<QuoteServices, "db" | "secret" | "wakeOutbox" | "alert" | "jobs"> & {
  mailFrom: string;
  notifyTo?: string;
  siteUrl: string;
  now?: () => number;
}): QuoteServices {
  return {
    now: Date.now,
    ...given,
    mail: () => firmMail({ mailFrom, siteUrl, notifyTo }),
    terms: () =>
      // As the website shows the page: its placeholders ({email}, {phone}) filled in.
      siteContent().legalPages.some((legal) => legal.slug === "terms-conditions")
        ? termsSections(legalPage("terms-conditions").html)
        : [],
  };
}

/** Requests for a customer's quote page and the owner's area only. */
export const quotesContext = createContext<QuoteServices>();
