import { cn } from "~/lib/cn";
import type { IconName } from "./icon-names";

/**
 * A decorative icon: one empty element painted through a CSS mask in the text colour, rather
 * than an inline SVG of three to six elements. The home page drew ~330 SVG elements (46 kB of
 * its HTML) before this; see decision 015. Size it with `size-*`, colour it with `text-*`.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={cn("icon", `icon-${name}`, className)} />;
}
