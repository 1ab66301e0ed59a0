import { siteContent } from "~/content/site-content.server";
import type { MailContext } from "~/mail/message.server";
import type { Company } from "./company";

/**
 * Who a customer's email is from (the firm, at MAIL_FROM), the site its links point to, and
 * where the firm's own copies go (QUOTE_NOTIFY_TO, else the firm's email): the live company
 * details, read each time an email is written.
 */
export function firmMail({
  mailFrom,
  siteUrl,
  notifyTo,
}: {
  mailFrom: string;
  siteUrl: string;
  notifyTo?: string;
}): MailContext<Company> & { notifyTo: string } {
  const { company } = siteContent();
  return {
    company,
    from: { name: company.tradingName, address: mailFrom },
    siteUrl,
    notifyTo: notifyTo ?? company.email,
  };
}
