import { ArrowUp } from "lucide-react";
import type * as React from "react";

/**
 * A plain link to the top of the page (it works without JavaScript); with JavaScript it
 * scrolls smoothly, or instantly for visitors who asked for reduced motion, and puts keyboard
 * focus back at the top.
 */
export function BackToTop() {
  function scrollToTop(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  }

  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #top, so it also works without JavaScript
    <a
      href="#top"
      onClick={scrollToTop}
      className="inline-flex min-h-11 shrink-0 items-center whitespace-nowrap gap-2 rounded-md border border-white/25 px-4 font-semibold text-white hover:bg-white/10"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      Back to Top
    </a>
  );
}
