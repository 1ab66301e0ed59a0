import { deferUntilUsed } from "~/components/deferred";

/** The contact section (quote form, cards, map), its code loaded when the visitor reaches for it. */
export const DeferredContactSection = deferUntilUsed(
  import.meta.env.SSR
    ? { component: (await import("./contact-section")).ContactSection }
    : { load: () => import("./contact-section").then((module) => module.ContactSection) },
);
