import { townSlug } from "../../app/town-pages/town-pages";
import { content, sitePages } from "../support/site-content";
import { expect, test } from "./fixtures";

/** The one h1 each page should open with, from the same content the build used. */
function expectedHeading(path: string): string {
  const { pages, services, projects, blogPosts, legalPages } = content;
  const [, section, slug] = path.split("/");
  if (path === "/") return pages.home.hero.title;
  if (section === "services" && slug)
    return services.find((service) => service.slug === slug)?.hero.title ?? "";
  if (section === "projects" && slug)
    return projects.find((project) => project.slug === slug)?.title ?? "";
  if (section === "blog" && slug) return blogPosts.find((post) => post.slug === slug)?.title ?? "";
  if (section === "areas-we-cover" && slug)
    return `Builders in ${content.serviceAreas.find((area) => townSlug(area.name) === slug)?.name}`;
  const legal = legalPages.find((page) => page.slug === section);
  if (legal) return legal.title;
  const pageKey = { "areas-we-cover": "areas" }[section ?? ""] ?? section;
  return pages[pageKey as keyof typeof pages].hero.title;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

test.describe("server HTML, before any JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML does not depend on the device");

  for (const { path } of sitePages) {
    test(`${path} answers 200 with its one h1 and a titled page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
        decode(match[1] ?? ""),
      );
      expect(headings).toEqual([expectedHeading(path)]);
      expect(html).toMatch(new RegExp(`<title>[^<]+ \\| ${content.company.tagline}</title>`));
      // Hydration waits for load (docs/decisions/011): React Router's boot script was rewritten.
      expect(html).toContain("Promise.all([loaded, painted])");
      expect(html).not.toMatch(/<script type="module"[^>]*>\s*;?\s*import \* as/);
      expect(html).not.toContain('rel="modulepreload"');
      // Nothing left in a hidden template for a script to reveal.
      expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    });
  }

  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("404");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>[\s\S]*?Return to Home/);
  });

  test("an unknown service, project or article answers 404", async ({ request }) => {
    for (const path of ["/services/plumbing", "/projects/no-such-job", "/blog/no-such-article"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
