import type * as React from "react";
import { telHref, whatsAppHref } from "~/company/contact-format";
import { legalLinks, mainNav, moreLinks } from "~/navigation";
import type { SiteChromeData } from "~/site/site-chrome";
import { useContactPing, usePagePath } from "./contact-ping";

type LinkProps = Omit<React.ComponentProps<"a">, "href" | "ping">;

/** A link that rings the firm; the tap is counted (cookieless) under the page it was on. */
export function CallLink({ phone, ...props }: LinkProps & { phone: string }) {
  return <a href={telHref(phone)} ping={useContactPing("call")} {...props} />;
}

/** A WhatsApp chat with the firm, its first line naming the page the visitor was reading. */
export function WhatsAppLink({
  number,
  chrome,
  ...props
}: LinkProps & { number: string; chrome: Pick<SiteChromeData, "services" | "site"> }) {
  const pathname = usePagePath();
  return (
    <a
      href={whatsAppHref(number, whatsAppGreeting(pathname, chrome))}
      ping={useContactPing("whatsapp")}
      {...props}
    />
  );
}

/** "Hello, I'm looking at your Roofing page (https://…/services/roofing). " */
export function whatsAppGreeting(
  pathname: string,
  { services, site }: Pick<SiteChromeData, "services" | "site">,
): string {
  const named = [...mainNav, ...moreLinks, ...legalLinks].find(
    (link) => link.to === pathname && link.to !== "/",
  )?.label;
  const service = services.find((each) => pathname === `/services/${each.slug}`)?.title;
  const page = service ?? named;
  const address = `${site.url}${pathname === "/" ? "/" : pathname}`;
  return page
    ? `Hello, I'm looking at your ${page} page (${address}). `
    : `Hello, I'm looking at your website (${address}). `;
}
