import { loadsWhenUsed } from "~/components/deferred";

/** The contact section (quote form, cards, map), its code loaded when the visitor reaches for it. */
export const DeferredContactSection = loadsWhenUsed(() =>
  import("./contact-section").then((module) => module.ContactSection),
);
