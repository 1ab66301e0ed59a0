import { BadgeCheck, MapPin, Phone } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { Company } from "~/company/company";
import { openingHoursInWords } from "~/company/opening-hours";
import { CallLink } from "~/components/contact-links";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { mainNav } from "~/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/**
 * On a phone the strip of claims scrolls away and the call bar (call-bar.tsx) takes the phone
 * number, so the header keeps little of the screen once the visitor reads on.
 */
export function SiteHeader({ company }: { company: Company }) {
  return (
    <header id="top" tabIndex={-1} className="sticky top-0 z-40 outline-none max-md:-top-9">
      <div className="bg-navy-900 text-white">
        <div className="container-site flex h-9 items-center justify-center gap-x-6 text-[0.8125rem] font-medium max-[400px]:gap-x-3 max-[400px]:text-xs sm:justify-between">
          <p className="flex items-center gap-1.5 md:shrink-0">
            <MapPin aria-hidden="true" className="size-4 text-hivis-400" />
            North West Specialists
          </p>
          <p className="flex items-center gap-1.5 md:shrink-0">
            <BadgeCheck aria-hidden="true" className="size-4 text-hivis-400" />
            Free Quotes Available
          </p>
          {/* Long hours (several days with their own times) are cut short here, never wrapped out
              of the strip: the contact page and the foot of every page give them in full. */}
          <p className="hidden min-w-0 truncate md:block">
            Phones open {openingHoursInWords(company.openingHours)}
          </p>
        </div>
      </div>
      <div className="border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="container-site flex h-14 items-center gap-4 md:h-16 lg:h-20">
          {/* Named by its visible words plus a hidden "home page": what a voice-control user sees is
              what they can say (WCAG 2.5.3), which an aria-label would not guarantee. */}
          <Link to="/" className="mr-auto rounded-md">
            <Logo tradingName={company.tradingName} hiddenSuffix="home page" />
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      cn(
                        "relative block rounded-md px-3 py-2 font-semibold hover:bg-navy-50",
                        isActive
                          ? "text-navy-950 after:absolute after:inset-x-3 after:-bottom-0.5 after:h-[3px] after:rounded-full after:bg-hivis-500"
                          : "text-navy-800",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <CallLink
            phone={company.phone}
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md font-semibold text-navy-900 hover:bg-navy-50 max-md:hidden xl:px-3"
          >
            <Phone aria-hidden="true" className="size-5 text-navy-600" />
            <span className="sr-only xl:not-sr-only xl:flex xl:flex-col xl:leading-tight">
              <span className="xl:text-xs xl:font-medium xl:uppercase xl:tracking-wider xl:text-navy-600">
                Call Now{" "}
              </span>
              <span>{company.phone}</span>
            </span>
          </CallLink>
          <ButtonLink to="/contact" className="max-sm:hidden">
            Get Free Quote
          </ButtonLink>
          <MobileMenu company={company} />
        </div>
      </div>
    </header>
  );
}
