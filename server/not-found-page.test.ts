import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBuild, startTestApp, type TestApp } from "../tests/support/test-app";
import { prepareNotFoundPage } from "./not-found-page";

describe("the 404 page rendered ahead", () => {
  it("answers only addresses no page could claim", async () => {
    const { isUnclaimed } = await prepareNotFoundPage(await loadBuild(), { https: false });
    expect(isUnclaimed("/wp-admin/setup.php")).toBe(true);
    expect(isUnclaimed("/no-such-page")).toBe(true);
    expect(isUnclaimed("/about")).toBe(false);
    // A project or service page decides for itself whether the slug exists.
    expect(isUnclaimed("/projects/not-a-project")).toBe(false);
    expect(isUnclaimed("/__manifest")).toBe(false);
    // A route that takes everything below its path: the owner's preview of any page.
    expect(isUnclaimed("/owner/preview/projects/a-new-project")).toBe(false);
  });

  describe("served", () => {
    let site: TestApp;
    beforeAll(async () => {
      site = await startTestApp();
    });
    afterAll(() => site.stop());

    it("is the branded page with status 404, compressed", async () => {
      const response = await fetch(`${site.url}/no-such-page`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(await response.text()).toContain("Page not found");
    });

    it("leaves React Router's manifest requests alone, so links from the 404 page work", async () => {
      const build = await loadBuild();
      const response = await fetch(
        `${site.url}/__manifest?paths=${encodeURIComponent("/about")}&version=${build.assets.version}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
    });
  });
});
