import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Company } from "~/company/company";
import type { SiteChromeData } from "~/site/site-chrome";
import { useSiteChrome } from "~/site/use-company";
import { CallBar } from "./call-bar";
import { privatePageHandle, useOnPrivatePage } from "./private-page";

const company = { phone: "01253 123456", whatsApp: "07811 123456" } as Company;
const chrome: SiteChromeData = {
  company,
  services: [{ slug: "roofing", title: "Roofing" }],
  builtIn: 2026,
  site: { tradingName: "Test Builders", tagline: "Builders", url: "https://www.example.com" },
  cover: [],
};
/** The bar as the root route renders it, from the root route's data and its page's frame. */
function Bar() {
  return <CallBar {...useSiteChrome()} callOnly={useOnPrivatePage()} />;
}
/** A customer's private page sits in the frame whose handle says so (`routes/customer-pages.tsx`). */
const Page = createRoutesStub([
  {
    id: "root",
    path: "/",
    Component: Bar,
    children: [
      { path: "job/:token", handle: privatePageHandle, Component: () => null },
      { path: "*", Component: () => null },
    ],
  },
]);

function bar(path: string, changes: Partial<Company> = {}) {
  const root = { ...chrome, company: { ...company, ...changes } };
  return renderToStaticMarkup(
    <Page initialEntries={[path]} hydrationData={{ loaderData: { root } }} />,
  );
}
const whatsAppHref = (html: string) =>
  new URL(
    (/href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1] ?? "")
      .replaceAll("&amp;", "&")
      .replaceAll("&#x27;", "'"),
  );

describe("the call bar", () => {
  it("calls the firm's number and counts the tap under the page", () => {
    const html = bar("/services/roofing/");
    expect(html).toContain('href="tel:+441253123456"');
    expect(html).toContain(
      'ping="https://www.example.com/contact-tap?kind=call&amp;page=%2Fservices%2Froofing"',
    );
  });

  it("opens WhatsApp with a first line naming the page, by its title or else its address", () => {
    const roofing = whatsAppHref(bar("/services/roofing"));
    expect(roofing.pathname).toBe("/447811123456");
    expect(roofing.searchParams.get("text")).toBe(
      "Hello, I'm looking at your Roofing page (https://www.example.com/services/roofing). ",
    );
    expect(whatsAppHref(bar("/faqs")).searchParams.get("text")).toContain("your FAQs page");
    expect(whatsAppHref(bar("/projects/a-loft")).searchParams.get("text")).toBe(
      "Hello, I'm looking at your website (https://www.example.com/projects/a-loft). ",
    );
  });

  it("has no WhatsApp button without a WhatsApp number", () => {
    const html = bar("/", { whatsApp: undefined });
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("WhatsApp");
    expect(html).toContain("Get a quote");
  });

  it("on a customer's private page offers the call only, and its report names no page", () => {
    const html = bar(`/job/${"t".repeat(43)}`);
    expect(html).toContain('href="tel:+441253123456"');
    expect(html).not.toContain("ping=");
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("Get a quote");
    expect(html).not.toContain("t".repeat(43));
  });
});
