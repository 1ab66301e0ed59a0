import type { MetaDescriptor } from "react-router";

/** "Page title | tagline", the spec's title format for every page. */
export function pageTitle(title: string, tagline: string): string {
  return `${title} | ${tagline}`;
}

export interface PageMetaInput {
  title: string;
  description?: string;
}

/** The root route's data, as every route's `meta` sees it in `matches`. */
export function taglineFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { company?: { tagline?: string } }
    | undefined;
  return root?.company?.tagline ?? "";
}

export function pageMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  { title, description }: PageMetaInput,
): MetaDescriptor[] {
  const tagline = taglineFrom(matches);
  return [
    { title: tagline ? pageTitle(title, tagline) : title },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
