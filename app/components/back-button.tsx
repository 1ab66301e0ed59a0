import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";

/**
 * "Back": one step back through the visitor's own path on this site; the parent page when
 * they arrived from elsewhere (a search result, a shared link) or JavaScript is off.
 */
export function BackButton({ parent, className }: { parent: string; className?: string }) {
  const navigate = useNavigate();

  function goBack(event: React.MouseEvent<HTMLAnchorElement>) {
    // The router numbers its history entries; 0 is the page the visitor landed on.
    const stepsIntoSite = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (stepsIntoSite === 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(-1);
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
