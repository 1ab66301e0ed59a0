import { ClipboardList, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { CallLink, WhatsAppLink } from "~/components/contact-links";
import { cn } from "~/lib/cn";
import type { SiteChromeData } from "~/site/site-chrome";

const button =
  "flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-sm font-semibold leading-tight [&_svg]:size-5 [&_svg]:shrink-0";

/**
 * Call, WhatsApp and Get a quote, fixed at the bottom of a phone's screen, where a thumb
 * reaches. HTML and CSS only (`.call-bar` in app.css): the page keeps room for it, and it steps
 * aside while a form field has the focus, so it never covers what the visitor types. On a
 * customer's private page (`callOnly`), the call alone: they already have a request, a quote or
 * a job, and a WhatsApp greeting would carry their private address to the chat.
 */
export function CallBar({
  company,
  services,
  site,
  callOnly = false,
}: SiteChromeData & { callOnly?: boolean }) {
  return (
    <nav
      aria-label="Call or message us"
      className="call-bar fixed inset-x-0 bottom-0 z-40 border-navy-100 border-t bg-white md:hidden"
    >
      <ul className="grid auto-cols-fr grid-flow-col gap-1.5 px-1.5 pt-1.5">
        <li>
          <CallLink phone={company.phone} className={cn(button, "bg-navy-800 text-white")}>
            <Phone aria-hidden="true" />
            Call<span className="sr-only"> {company.phone}</span>
          </CallLink>
        </li>
        {company.whatsApp && !callOnly ? (
          <li>
            <WhatsAppLink
              number={company.whatsApp}
              chrome={{ services, site }}
              className={cn(button, "border-2 border-navy-800 text-navy-900")}
            >
              <MessageCircle aria-hidden="true" className="text-[#0b7a3e]" />
              WhatsApp
            </WhatsAppLink>
          </li>
        ) : null}
        {callOnly ? null : (
          <li>
            <Link to="/contact" className={cn(button, "bg-hivis-400 text-navy-950")}>
              <ClipboardList aria-hidden="true" />
              Get a quote
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
