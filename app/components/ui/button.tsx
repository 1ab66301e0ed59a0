import type * as React from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-hivis-400 text-navy-950 shadow-sm hover:bg-hivis-300",
  secondary: "bg-navy-800 text-white hover:bg-navy-700",
  outline: "border-2 border-navy-800 text-navy-900 hover:bg-navy-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
  ghost: "text-navy-800 hover:bg-navy-50",
  /** On the amber call-to-action band. */
  light: "border-2 border-navy-950 bg-white text-navy-950 hover:bg-sand-50",
};

const sizes = {
  sm: "min-h-10 px-3.5 py-2 text-sm",
  md: "min-h-11 px-5 py-2.5",
  lg: "min-h-13 px-7 py-3 text-lg",
};

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** The classes of a button, for anything that should look like one (a link, a `tel:` link). */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: ButtonStyle & { className?: string } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold leading-tight transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonStyle) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}

/** A link that looks like a button: for moving to another page, where a `<button>` would be wrong. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** The link under a section to the page with all of it ("View All Services"), centred. */
export function SeeAllLink(props: React.ComponentProps<typeof Link>) {
  return (
    <div className="mt-10 text-center">
      <ButtonLink variant="outline" {...props} />
    </div>
  );
}
