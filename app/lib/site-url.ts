import { z } from "zod";

/**
 * The public address of the site, e.g. https://www.example.com. Canonical links, sitemap and
 * structured data are built from it, never from the request's Host header: pages are
 * prerendered, so there is no request to ask.
 */
export const siteUrlSchema = z
  .url({
    protocol: /^https?$/,
    message: "must be a full http(s) address such as https://www.example.com",
  })
  .transform((url) => url.replace(/\/+$/, ""));

export const defaultSiteUrl = "http://localhost:3000";
