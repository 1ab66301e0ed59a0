import { Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { Company } from "~/company/company";
import { CallLink } from "~/components/contact-links";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { mainNav, moreLinks } from "~/navigation";

/**
 * The small-screen menu. It is a native popover, so it opens, closes on Escape and on a tap
 * outside without JavaScript; once hydrated it also reports its state with `aria-expanded`
 * and closes when a link is chosen or the page changes.
 */
export function MobileMenu({ company }: { company: Company }) {
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    // The menu works before its code loads: it may already be open.
    setOpen(element.matches(":popover-open"));
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    // The page behind an open menu should not scroll under the visitor's thumb.
    document.documentElement.style.overflow = open ? "hidden" : "";
  }, [open]);

  // Closes on a new page, not when the code arrives (the visitor may have opened it just before).
  const shownOn = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new path
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname]);

  function close() {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }

  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-controls="mobile-menu"
        aria-expanded={hydrated ? open : undefined}
        className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-navy-900 hover:bg-navy-50 lg:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="text-sm">Menu</span>
      </button>
      <div
        ref={panel}
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-[6.25rem] bottom-auto m-0 max-h-[calc(100dvh-6.25rem)] w-full max-w-none overflow-y-auto border-navy-100 border-t bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/40 lg:hidden"
      >
        <nav aria-label="Main menu" className="container-site py-3">
          <ul className="divide-y divide-navy-100">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-12 items-center rounded-md pr-2 font-semibold text-lg text-navy-900",
                      isActive ? "border-hivis-500 border-l-4 bg-sand-100 pl-3" : "pl-2",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-2 flex flex-wrap gap-x-5 border-navy-100 border-t pt-2">
            {moreLinks.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className="flex min-h-11 items-center px-2 font-medium text-navy-700 aria-[current=page]:underline"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 pb-3 sm:grid-cols-2">
            <CallLink
              phone={company.phone}
              className={buttonVariants({ variant: "secondary", size: "lg" })}
            >
              <Phone aria-hidden="true" />
              Call Now {company.phone}
            </CallLink>
            <ButtonLink to="/contact" size="lg" onClick={close}>
              Get Free Quote
            </ButtonLink>
          </div>
        </nav>
      </div>
    </>
  );
}
