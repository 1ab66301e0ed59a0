import { Mail, MessageCircle, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { emailLink, telLink, whatsAppLink } from "~/lib/contact-links";

/** Call, email or WhatsApp the visitor in one tap. */
export function LeadContact({
  lead,
}: {
  lead: { name: string; phone: string; email: string; reference: string; companyName: string };
}) {
  const call = telLink(lead.phone);
  const whatsApp = whatsAppLink(lead.phone);
  const button = buttonVariants({ variant: "secondary", size: "lg", className: "w-full" });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {call ? (
        <a href={call} className={button}>
          <Phone aria-hidden="true" />
          Call {lead.phone}
        </a>
      ) : null}
      <a
        href={emailLink(lead.email, { reference: lead.reference, companyName: lead.companyName })}
        className={button}
      >
        <Mail aria-hidden="true" />
        Email
      </a>
      {whatsApp ? (
        <a href={whatsApp} className={button} rel="noreferrer" target="_blank">
          <MessageCircle aria-hidden="true" />
          WhatsApp
        </a>
      ) : null}
    </div>
  );
}
