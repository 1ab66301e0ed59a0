import type * as React from "react";
import { cn } from "~/lib/cn";

const tones = {
  white: "bg-white",
  sand: "bg-sand-50",
  navy: "blueprint-grid text-navy-100 [&_h2]:text-white [&_h3]:text-white",
} as const;

/** A full-width band of the page with the site's spacing. */
const spacings = { default: "py-16 sm:py-20", compact: "py-12 sm:py-14" } as const;

export function Section({
  tone = "white",
  spacing = "default",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  tone?: keyof typeof tones;
  spacing?: keyof typeof spacings;
}) {
  return (
    <section className={cn(spacings[spacing], tones[tone], className)} {...props}>
      <div className="container-site">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  align?: "left" | "center";
  tone?: "dark" | "light";
  className?: string;
}

/** Eyebrow, heading and a line of introduction at the head of a section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = "center",
  tone = "dark",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className={cn("eyebrow", tone === "light" && "text-hivis-400")}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={cn("mt-2 text-4xl sm:text-5xl", tone === "light" && "text-white")}>
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-lg", tone === "light" ? "text-navy-100" : "text-muted")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
