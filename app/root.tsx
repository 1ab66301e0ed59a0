import type * as React from "react";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useMarkAppHydrated } from "./components/deferred";
import { ErrorPage, refusalWords } from "./components/error-page";
import { useOnPrivatePage } from "./components/layout/private-page";
import { SiteChrome } from "./components/layout/site-chrome";
import { pageMeta } from "./lib/seo";
import { siteChrome } from "./site/site-chrome.server";
import { useSiteChrome } from "./site/use-company";
import { rememberArrival } from "./traffic/arrival";

// Where the visit arrived, before any move inside the site changes the address.
if (typeof document !== "undefined") rememberArrival();

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The owner's area (routes/owner/layout.tsx) brings its own stylesheet, manifest and frame. */
const useInOwnerArea = () => /^\/owner(\/|$)/.test(useLocation().pathname);

/**
 * A page whose route says `handle = { scripts: false }` is sent as plain HTML: its forms and
 * links need nothing more, and a long list of leads took React longer to hydrate on a slow
 * phone than the page took to load (decision 020). The deepest route that says decides: every
 * owner's page is plain HTML (the area's layout says so) but those that say otherwise.
 */
const useWantsScripts = () =>
  (
    useMatches().findLast((match) => scriptsOf(match.handle) !== undefined)?.handle as
      | { scripts: boolean }
      | undefined
  )?.scripts ?? true;
const scriptsOf = (handle: unknown) => (handle as { scripts?: boolean } | undefined)?.scripts;

/** The header's and footer's content, and how the site names itself, for every page. */
export function loader() {
  return siteChrome();
}

// Loaded with the first page of a visit and kept: moving between pages fetches only the pages'
// own data, and a page whose data fails still has its header, footer and phone number.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound
    ? "Page not found"
    : (refusalWords(error)?.title ?? "Something went wrong");
  return loaderData ? pageMeta(loaderData.site, { title }) : [{ title }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const ownerArea = useInOwnerArea();
  const scripts = useWantsScripts();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2238" />
        {/* With a precedence, React puts the stylesheet ahead of everything else it adds to the head. */}
        {ownerArea ? null : <link rel="stylesheet" href={stylesheet} precedence="default" />}
        <Meta />
        <Links />
        {ownerArea ? null : <ManifestOnceHydrated />}
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * The web app manifest (a name and icons for a phone's home screen), linked once the page has
 * hydrated, after it loaded: in the HTML, a phone fetched it before the first paint, beside
 * the stylesheet and the hero picture (decision 038).
 */
function ManifestOnceHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <link rel="manifest" href="/site.webmanifest" /> : null;
}

export default function App() {
  useMarkAppHydrated();
  const chrome = useSiteChrome();
  const privatePage = useOnPrivatePage();
  if (useInOwnerArea()) return <Outlet />;
  return (
    <SiteChrome {...chrome} callOnly={privatePage}>
      <Outlet />
    </SiteChrome>
  );
}

/**
 * A page's error, in the site's frame. It needs the root's data (the header, footer and phone
 * number), which React Router does not load when this boundary itself catches a failed form
 * post: the customers' pages have a boundary of their own below the root for that reason
 * (`routes/customer-pages.tsx`).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useMarkAppHydrated();
  const chrome = useSiteChrome();
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <SiteChrome {...chrome}>
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
