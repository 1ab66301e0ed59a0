import { Clock, Mail, MapPin, Phone, PhoneCall } from "lucide-react";
import type * as React from "react";
import { bankHolidaysInWords, openingHoursInWords } from "~/company/opening-hours";
import { CallLink } from "~/components/contact-links";
import { PostalAddress } from "~/components/postal-address";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useCompany } from "~/site/use-company";

/** Phone, email, address and hours, each a card a visitor can act on. */
export function ContactCards() {
  const company = useCompany();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <ContactCard icon={Phone} title="Call us">
        <CallLink
          phone={company.phone}
          className="inline-flex min-h-11 items-center font-semibold text-lg text-navy-900 hover:underline"
        >
          {company.phone}
        </CallLink>
      </ContactCard>
      <ContactCard icon={Mail} title="Email us">
        <a
          href={`mailto:${company.email}`}
          className="inline-flex min-h-11 items-center break-all font-semibold text-navy-900 hover:underline"
        >
          {company.email}
        </a>
      </ContactCard>
      <ContactCard icon={MapPin} title="Visit our office">
        <PostalAddress address={company.address} className="text-ink" />
      </ContactCard>
      <ContactCard icon={Clock} title="Opening hours">
        <p className="text-ink">{openingHoursInWords(company.openingHours)}</p>
        {bankHolidaysInWords(company.openingHours) ? (
          <p className="text-ink">{bankHolidaysInWords(company.openingHours)}</p>
        ) : null}
      </ContactCard>
    </ul>
  );
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Phone;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full gap-4 p-5 sm:flex-col sm:gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-sans font-semibold text-base text-muted">{title}</h3>
          <div className="mt-0.5">{children}</div>
        </div>
      </Card>
    </li>
  );
}

/** For the visitor who cannot wait for a reply. */
export function UrgentCallCard({
  title,
  text,
  className,
}: {
  title: string;
  text: string;
  className?: string;
}) {
  const company = useCompany();
  return (
    <div className={cn("rounded-card bg-navy-900 p-6 text-navy-100 shadow-card", className)}>
      <div className="flex items-center gap-3">
        <PhoneCall aria-hidden="true" className="size-7 text-hivis-400" />
        <h3 className="text-2xl text-white">{title}</h3>
      </div>
      <p className="mt-3">{text}</p>
      <CallLink
        phone={company.phone}
        className={buttonVariants({ size: "lg", className: "mt-5 w-full sm:w-auto" })}
      >
        <Phone aria-hidden="true" />
        Call {company.phone}
      </CallLink>
      <p className="mt-3 text-sm">{openingHoursInWords(company.openingHours)}</p>
    </div>
  );
}
