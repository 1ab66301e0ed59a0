import path from "node:path";
import type { ComponentType } from "react";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import type { ResponsiveImage } from "../../app/content/responsive-image";
import type { SiteContent } from "../../app/content/site-content.server";
import { type BuiltContent, withContent } from "../../app/content/site-content.server";
import { type PublishedReview, publishedReviewSchema } from "../../app/reviews/published-review";
import { readSiteContent } from "../../app/site/read-site-content.server";
import { siteChrome } from "../../app/site/site-chrome.server";

const fixtures = readSiteContent(path.resolve("tests/fixtures/content"));

/** A picture's variants as a build would list them, without processing any picture. */
const stubPicture = (key: string): ResponsiveImage => {
  const file = `/img/${key.replace(/\.\w+$/, "")}.jpg`;
  return {
    width: 1200,
    height: 800,
    color: "#808080",
    avif: "",
    webp: "",
    jpeg: file,
    src: file,
    full: file,
  };
};

/**
 * The tests' own content (tests/fixtures/content) as the pages read it, with `reviews` as the
 * verified customers' reviews a publish would add, and any part of the content changed.
 */
export function fixtureContent({
  reviews = [],
  content = {},
}: {
  reviews?: PublishedReview[];
  content?: Partial<SiteContent>;
} = {}): BuiltContent {
  return {
    content: {
      ...fixtures.content,
      customerReviews: reviews.map((review) => publishedReviewSchema.parse(review)),
      ...content,
    },
    images: Object.fromEntries(fixtures.images.map(({ key }) => [key, stubPicture(key)])),
    pages: [],
    placeholders: [],
  };
}

/** What a test needs of a route module: its loader and its page. */
export interface PageModule {
  loader?: (args: never) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each route's own props type
  default: ComponentType<any>;
}

/** A route's page with its loader's data, as React Router's framework mode renders it. */
function Page({ module }: { module: PageModule }) {
  const Component = module.default;
  return <Component loaderData={useLoaderData()} params={{}} matches={[]} />;
}

/**
 * The HTML of the page at `url`, rendered by the route module `page` (matched at `path`) under a
 * root that loads what the real root does (the header's and footer's data), with its loaders
 * reading `content`. Only the page itself, not the document around it; deferred parts in full,
 * as the server renders them.
 */
export async function renderPage(
  { url, path: routePath, page }: { url: string; path: string; page: PageModule },
  content: BuiltContent,
): Promise<string> {
  const loader = page.loader as RouteObject["loader"];
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => siteChrome(),
      Component: Outlet,
      children: [
        routePath === "/"
          ? { id: "page", index: true, loader, element: <Page module={page} /> }
          : { id: "page", path: routePath.slice(1), loader, element: <Page module={page} /> },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await withContent(content, () =>
    handler.query(new Request(new URL(url, "http://localhost"))),
  );
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  // Whole, as the server sends pages (app/entry.server.tsx): no section put off into a template.
  const { prelude } = await prerender(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes("<template")) throw new Error(`${url}: a section was put off into a template`);
  return html;
}

/** A verified customer's review as a publish puts it in the content; `changes` make it the test's own. */
export function verifiedReview(
  changes: Partial<PublishedReview> & { id: number },
): PublishedReview {
  return {
    rating: 5,
    text: `Review ${changes.id}: they turned up when they said and left the site tidy every day.`,
    name: `Customer ${changes.id}`,
    town: "Cleveleys",
    job: "Walls",
    serviceSlug: "walls",
    projectSlug: null,
    month: "2026-10",
    reply: null,
    photos: [],
    ...changes,
  };
}

/** A page's words as a visitor reads them: the HTML's text, its spaces collapsed. */
export const wordsOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** A page of the tests' own content with these verified reviews published (none unless said). */
export const pageWithReviews =
  (route: Parameters<typeof renderPage>[0]) =>
  (reviews: PublishedReview[] = []) =>
    renderPage(route, fixtureContent({ reviews }));
