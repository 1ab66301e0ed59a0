import { deferUntilUsed } from "./deferred";

/** Project cards where they are not the page's main business: code loaded on first use. */
export const DeferredProjectGrid = deferUntilUsed(
  import.meta.env.SSR
    ? { component: (await import("./project-grid")).ProjectGrid }
    : { load: () => import("./project-grid").then((module) => module.ProjectGrid) },
);
