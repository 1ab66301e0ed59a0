import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useOnPrivatePage } from "~/components/layout/private-page";
import { useSiteChrome } from "~/site/use-company";
import { arrivalOf } from "~/traffic/arrival";
import { type ContactKind, contactTapPath } from "~/traffic/contact-taps";

/** The page's path as the site names it: a prerendered page is served at "/faqs/" too. */
export const usePagePath = () => useLocation().pathname.replace(/(.)\/$/, "$1");

const unchanging = () => () => {};

/**
 * The `ping` address for a Call or WhatsApp link on this page: the browser posts to it as the
 * visitor taps, without delaying the call and without a cookie (decision 035). The page as
 * served names the site's own address (a ping must be a full `https:` address); once the
 * site's script has run it names where the visit arrived, so the tap is counted under the
 * visit's source, and the address the page was loaded from. None on a customer's private page:
 * only the site's public pages are counted, and its address is a key no report should carry.
 */
export function useContactPing(kind: ContactKind): string | undefined {
  const pathname = usePagePath();
  const siteUrl = useSiteChrome().site.url;
  const arrival = useSyncExternalStore(unchanging, arrivalOf, () => undefined);
  const privatePage = useOnPrivatePage();
  if (privatePage) return undefined;
  const query = new URLSearchParams({ kind, page: pathname });
  if (!arrival) return `${siteUrl}${contactTapPath}?${query}`;
  query.set("landing", arrival.landing);
  query.set("referrer", arrival.referrer);
  return `${location.origin}${contactTapPath}?${query}`;
}
