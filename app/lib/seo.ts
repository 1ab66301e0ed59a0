import chrome from "virtual:site-chrome";
import type { MetaDescriptor } from "react-router";

/** "Page title | tagline", the spec's title format for every page. */
export function pageTitle(title: string): string {
  return `${title} | ${chrome.company.tagline}`;
}

export interface PageMetaInput {
  title: string;
  description?: string;
}

export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
