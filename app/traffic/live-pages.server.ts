import { sitePages } from "~/content/site-content.server";

/** Whether a path is one of the live site's pages; the set is made again only when a publish changes the list. */
export function livePages() {
  let list: ReturnType<typeof sitePages> | undefined;
  let paths = new Set<string>();
  return (path: string) => {
    const pages = sitePages();
    if (pages !== list) {
      list = pages;
      paths = new Set(pages.map((page) => page.path));
    }
    return paths.has(path);
  };
}
