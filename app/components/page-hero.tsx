import type * as React from "react";
import type { Picture } from "~/content/responsive-image";
import { cn } from "~/lib/cn";
import { BackButton } from "./back-button";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { ResponsiveImage } from "./responsive-image";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  text?: string;
  /** Where "Back" leads when there is no step to go back to. */
  parent: string;
  breadcrumb?: Crumb[];
  image?: Picture;
  /**
   * On a phone the text fills the first screen and the picture only begins at its foot (a
   * service's page under its quote buttons, an article's under its excerpt): the text is what
   * the phone paints largest, so the picture waits for what the text needs and is preloaded
   * only where it sits beside the headline (1024 px and wider), as on the home page. Left out
   * where the picture is the largest thing a phone shows (a project's cover, the About page).
   */
  textFirstOnPhones?: boolean;
  children?: React.ReactNode;
}

/** The head of every inner page: back link, eyebrow, the page's one h1, a line of text. */
export function PageHero({
  eyebrow,
  title,
  text,
  parent,
  breadcrumb,
  image,
  textFirstOnPhones = false,
  children,
}: PageHeroProps) {
  return (
    <section className="blueprint-grid text-white">
      <div
        className={cn(
          "container-site grid gap-10 py-10 sm:py-14",
          image && "lg:grid-cols-2 lg:items-center",
        )}
      >
        <div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <BackButton parent={parent} className="-ml-1" />
            {breadcrumb ? <Breadcrumb trail={breadcrumb} /> : null}
          </div>
          <p className="eyebrow mt-6 text-hivis-400">{eyebrow}</p>
          <h1 className="mt-3 text-4xl text-white sm:text-5xl lg:text-6xl">{title}</h1>
          {text ? <p className="mt-5 max-w-2xl text-lg text-navy-100">{text}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {image ? (
          <ResponsiveImage
            image={image}
            priority
            preloadMedia={textFirstOnPhones ? "(min-width: 1024px)" : undefined}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, calc(100vw - 2rem)"
            className="overflow-hidden rounded-card shadow-lift ring-1 ring-white/10"
          />
        ) : null}
      </div>
    </section>
  );
}
