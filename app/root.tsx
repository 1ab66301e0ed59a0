import chrome from "virtual:site-chrome";
import headingFont from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url";
import type * as React from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteChrome } from "./components/layout/site-chrome";
import { NotFoundPage, ServerErrorPage } from "./components/status-page";
import { pageMeta } from "./lib/seo";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({ title: notFound ? "Page not found" : "Something went wrong" });
};

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2238" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteChrome {...chrome}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <SiteChrome {...chrome}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ServerErrorPage
          status={isRouteErrorResponse(error) && error.status >= 400 ? error.status : 500}
        />
      )}
    </SiteChrome>
  );
}
