import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatAddress } from "~/company/contact-format";
import { bankHolidaysInWords, openingHoursInWords } from "~/company/opening-hours";
import { CallLink } from "~/components/contact-links";
import { PostalAddress } from "~/components/postal-address";
import { ButtonLink } from "~/components/ui/button";
import { legalLinks, type NavItem, quickLinks } from "~/navigation";
import type { SiteChromeData } from "~/site/site-chrome";
import { BackToTop } from "./back-to-top";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

export function SiteFooter({ company, services, builtIn, cover }: Omit<SiteChromeData, "site">) {
  return (
    // Laid out and drawn only when it comes near the screen (decision 014); `auto` remembers
    // its real height once drawn.
    <footer className="site-footer blueprint-grid text-navy-100 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <div className="container-site grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-12 lg:gap-8">
        <div className="col-span-2 lg:col-span-4">
          <Logo tradingName={company.tradingName} tone="light" />
          <p className="mt-4 max-w-sm">{company.blurb}</p>
          <ul className="mt-6 space-y-3">
            <li>
              <CallLink
                phone={company.phone}
                className="inline-flex items-center gap-3 font-semibold text-white hover:underline"
              >
                <Phone aria-hidden="true" className="size-5 text-hivis-400" />
                {company.phone}
              </CallLink>
            </li>
            <li>
              <a
                href={`mailto:${company.email}`}
                className="inline-flex items-center gap-3 font-semibold text-white hover:underline"
              >
                <Mail aria-hidden="true" className="size-5 text-hivis-400" />
                {company.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-hivis-400" />
              <PostalAddress address={company.address} />
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-hivis-400" />
              <span>
                {openingHoursInWords(company.openingHours)}
                {bankHolidaysInWords(company.openingHours) ? (
                  <>
                    <br />
                    {bankHolidaysInWords(company.openingHours)}
                  </>
                ) : null}
              </span>
            </li>
          </ul>
        </div>

        <FooterLinks
          title="Our Services"
          className="col-span-2 min-[400px]:col-span-1 lg:col-span-3"
          links={services.map((service) => ({
            label: service.title,
            to: `/services#${service.slug}`,
          }))}
        />
        <FooterLinks
          title="Quick Links"
          className="col-span-2 min-[400px]:col-span-1 lg:col-span-2"
          links={[...quickLinks, ...legalLinks]}
        />

        <div className="col-span-2 lg:col-span-3">
          <h2 className="font-display text-2xl text-white">Planning a project?</h2>
          <p className="mt-2">
            Tell us what you have in mind and we will come back with a free, no-obligation quote.
          </p>
          <ButtonLink to="/contact" className="mt-4">
            Get Free Quote
          </ButtonLink>
          <h2 className="mt-8 font-display text-xl text-white">Follow us</h2>
          <ul className="mt-3 flex gap-3">
            {company.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  rel="noopener"
                  className="flex size-11 items-center justify-center rounded-md border border-white/25 text-white hover:bg-white/10"
                >
                  <SocialIcon network={link.network} />
                  <span className="sr-only">{`${company.tradingName} on ${link.network}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-white/15 border-t">
        <div className="container-site flex flex-col gap-6 py-8 text-sm md:flex-row md:items-end md:justify-between">
          <div className="space-y-2">
            <p>
              {company.legalName} is registered in {company.registeredIn}, company number{" "}
              {company.companyNumber}. Registered office: {formatAddress(company.registeredOffice)}.
              {company.vatNumber ? ` VAT number ${company.vatNumber}.` : ""}
            </p>
            {cover.length > 0 ? <p>{cover.join(" ")}</p> : null}
            <p>
              © <CopyrightYear builtIn={builtIn} /> {company.legalName}. All rights reserved.
            </p>
          </div>
          <BackToTop />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
  className,
}: {
  title: string;
  links: NavItem[];
  className?: string;
}) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="font-display text-2xl text-white">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-8 items-center hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Pages are built ahead of time; the browser corrects the year if the build is older. */
function CopyrightYear({ builtIn }: { builtIn: number }) {
  const [year, setYear] = useState(builtIn);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span>{year}</span>;
}
