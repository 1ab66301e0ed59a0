import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * "Back": one step back whenever the page before was on this site, whether the visitor came
 * from it in the app or by a full page load (a link tapped before the scripts had loaded);
 * the parent page when they arrived from elsewhere (a search result, a shared link, a typed
 * address) or JavaScript is off.
 */
export function BackButton({ parent, className }: { parent: string; className?: string }) {
  function goBack(event: React.MouseEvent<HTMLAnchorElement>) {
    const steps = stepsBackToPreviousPage();
    if (steps === 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.go(-steps);
  }

  return (
    <Link
      to={parent}
      onClick={goBack}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md pr-3 font-semibold text-navy-100 hover:text-white hover:underline",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Back
    </Link>
  );
}

const withoutHash = (url: string | null | undefined) => url?.split("#")[0];

/**
 * How many history entries back the previous page of this site is (jumps within this page,
 * such as the skip link's, do not count); 0 when the entry before is not on this site.
 */
function stepsBackToPreviousPage(): number {
  // The Navigation API lists only the entries of this site that adjoin the current one.
  const current = window.navigation?.currentEntry;
  if (current) {
    const entries = navigation.entries();
    for (let index = current.index - 1; index >= 0; index--) {
      if (withoutHash(entries[index]?.url) !== withoutHash(current.url)) {
        return current.index - index;
      }
    }
    return 0;
  }
  // Without it (older Safari and Firefox): the router numbers its entries within this page
  // load (a jump within the page has no number); at the first, the page this load came from.
  // A reload keeps the referrer; a page that sent itself (a form posted without JavaScript)
  // or a new tab (one entry) has no step back worth taking.
  const routerIndex = (history.state as { idx?: number } | null)?.idx;
  if (routerIndex === undefined) return 0;
  if (routerIndex > 0) return 1;
  const from = document.referrer;
  return history.length > 1 &&
    from.startsWith(`${location.origin}/`) &&
    from !== withoutHash(location.href)
    ? 1
    : 0;
}
