import type * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A page's heading and, under it, what the page is for. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children ? <p className="mt-2 text-muted">{children}</p> : null}
    </div>
  );
}

/** A titled card of a page, its heading the section's name for screen readers. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id={id} className="mb-3 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page a page belongs to, above its heading (the Website page above its editors). */
export function UpLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="mb-2">
      <Link to={to} className="inline-flex min-h-11 items-center underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

export function SubmitButton({
  children,
  variant = "primary",
  className,
  ...props
}: React.ComponentProps<"button"> & { variant?: "primary" | "secondary" | "outline" }) {
  return (
    <button
      type="submit"
      className={cn(buttonVariants({ variant, size: "lg" }), "w-full sm:w-auto", className)}
      {...props}
    >
      {children}
    </button>
  );
}

/** A message about the whole form or page: an error (read out at once) or good news. */
export function Notice({
  tone = "error",
  children,
}: {
  tone?: "error" | "success" | "info";
  children: React.ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-5 rounded-md border-l-4 p-4",
        tone === "error" && "border-danger bg-red-50 text-danger",
        tone === "success" && "border-success bg-green-50 text-success",
        tone === "info" && "border-navy-500 bg-navy-50 text-navy-900",
      )}
    >
      {children}
    </div>
  );
}

/** A page of the owner's area: its title, and no search engine to list it. */
export const ownerMeta = (title: string) => [
  { title: `${title} · Owner area` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Pages to open, each a card: its title, and a line about it. */
export function LinkCards({
  links,
  className = "block min-h-12 rounded-md border-2 border-navy-200 p-3 hover:border-navy-500",
}: {
  links: { to: string; title: string; about: React.ReactNode }[];
  className?: string;
}) {
  return (
    <ul className="grid gap-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={className}>
            <span className="font-semibold text-lg underline underline-offset-4">{link.title}</span>
            <span className="block text-muted">{link.about}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A photo's thumbnail that opens it at full size: a plain link, so it works without JavaScript
 * and the phone can zoom and save it.
 */
export function ThumbnailLink({
  href,
  thumb,
  width,
  height,
  alt,
  className,
}: {
  href: string;
  thumb: string;
  width: number;
  height: number;
  alt: string;
  className: string;
}) {
  return (
    <a href={href} className="block overflow-hidden rounded-md border border-navy-100 bg-sand-50">
      <img
        src={thumb}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        className={cn("w-full object-cover", className)}
      />
    </a>
  );
}
