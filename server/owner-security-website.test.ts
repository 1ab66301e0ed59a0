import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";
import { headersFor, multipartBuffer, smallJpeg } from "../tests/support/test-photos";

/** The owner's area's security bar for the website editors, their preview and projects' photos. */
const area = ownerAreaServer();
const { get, ownerPaths } = area;

describe("changing the website is the owner's alone", () => {
  it("staff get 403 on every Website page and their posts change nothing", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    const pages = (await ownerPaths()).filter(
      (page) => page.startsWith("/owner/site") && !page.endsWith(".data"),
    );
    expect(pages).toEqual(
      expect.arrayContaining([
        "/owner/site",
        "/owner/site/company",
        "/owner/site/reviews",
        "/owner/site/faqs",
      ]),
    );
    for (const page of pages) {
      expect((await get(page, staff)).status, page).toBe(403);
      for (const intent of [
        "publish",
        "add",
        "save",
        "checked",
        "remove-samples",
        "restore",
        "discard",
      ]) {
        const response = await postForm(
          area.app.url,
          page,
          { intent, version: "none", phone: "01253 600700", id: "1", index: "0" },
          { cookie: staff },
        );
        // 405: a page with nothing to post to (a list of links).
        expect([403, 405], `${intent} on ${page}`).toContain(response.status);
      }
    }
    // Photos posted to a project by staff, or by nobody, are never read, let alone kept.
    for (const cookie of [staff, undefined])
      for (const page of ["/owner/site/projects/new", "/owner/site/projects/some-project"]) {
        const response = await fetch(area.app.url + page, {
          method: "POST",
          redirect: "manual",
          headers: { ...headersFor(), Origin: area.app.url, ...(cookie ? { Cookie: cookie } : {}) },
          body: new Uint8Array(
            multipartBuffer([
              { name: "title", value: "Staff Project" },
              { name: "photos", filename: "site.jpg", content: await smallJpeg() },
            ]),
          ),
        });
        expect(response.status, `${page} ${cookie ? "staff" : "no session"}`).toBe(
          cookie ? 403 : 302,
        );
      }
    expect(area.app.services.publishing.drafts.changes()).toEqual({});
    expect(area.app.services.publishing.publisher.records.recent()).toEqual([]);
  });

  it("the preview of unpublished changes is the owner's alone, and shows only pages and drafted photos", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    for (const page of ["/owner/preview/", "/owner/preview/faqs", "/owner/preview/picture/a.jpg"]) {
      expect((await get(page, staff)).status, page).toBe(403);
      expect((await get(page)).status, page).toBe(302);
    }
    const preview = await get("/owner/preview/faqs", area.ownerCookie);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Preview of your unpublished changes");
    expect(preview.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    // Nothing outside the site's pages and the drafts' photos, ever.
    for (const wrong of [
      "/owner/preview/..%2F..%2Fsite.db",
      "/owner/preview/picture/..%2F..%2F..%2Fsite.db",
      "/owner/preview/picture/..%2F..%2F..%2F..%2Fsite.db",
      "/owner/preview/picture/faqs.yaml",
      "/owner/preview/picture/company.yaml",
      "/owner/preview/no-such-page",
      "/owner/preview/owner/site",
    ])
      expect((await get(wrong, area.ownerCookie)).status, wrong).toBe(404);
  });

  it("a project's photos are decoded, not trusted: a page named .jpg is refused and nothing is kept", async () => {
    const { drafts } = area.app.services.publishing;
    const service = drafts.list("services").find((file) => file.endsWith(".yaml")) ?? "";
    const details = {
      section: "details",
      title: "Hostile Upload House",
      category: "Renovation",
      location: "Fleetwood",
      type: "A renovation that never was",
      completed: "2026",
      duration: "2 weeks",
      summary: "A project posted with a web page dressed up as a photo, to see it refused.",
      description: "A paragraph long enough for the schema's sixty characters, about nothing.",
      features: "One\nTwo\nThree\nFour",
      servicesProvided: path.basename(service, ".yaml"),
      seoDescription: "A project that must never reach the site, posted by the security test.",
    };
    const posted = await fetch(`${area.app.url}/owner/site/projects/new`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headersFor(), Origin: area.app.url, Cookie: area.ownerCookie },
      body: new Uint8Array(
        multipartBuffer([
          ...Object.entries(details).map(([name, value]) => ({ name, value })),
          { name: "photos", filename: "roof.jpg", content: await smallJpeg() },
          {
            name: "photos",
            filename: "crack.jpg",
            content: Buffer.from("<html><script>alert(1)</script></html>"),
          },
        ]),
      ),
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain("No photo was added");
    expect(drafts.changes()).toEqual({});
    expect(readdirSync(area.app.services.publishing.photoWorkDir)).toEqual([]);
  });

  it("a project's photo address shows only that project's photos, to the owner only", async () => {
    const { drafts } = area.app.services.publishing;
    const projectFile = drafts.list("projects").find((file) => file.endsWith("/project.yaml"));
    const slug = projectFile?.split("/")[1] ?? "";
    const photo = drafts.list(`projects/${slug}/gallery`)[0]?.split("/").pop() ?? "";
    const address = (src: string) =>
      `/owner/site/projects/${slug}/photo?${new URLSearchParams({ src, size: "thumb" })}`;

    const shown = await get(address(`gallery/${photo}`), area.ownerCookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/jpeg");
    expect(shown.headers.get("cache-control")).toMatch(/private.*no-store|no-store.*private/);
    expect((await get(address(`gallery/${photo}`))).status).toBe(302);

    for (const wrong of [
      "../../company.yaml",
      "project.yaml",
      `../${slug}/project.yaml`,
      "gallery/../../../../data/site.db",
      "/etc/passwd",
      "gallery/nothing-here.jpg",
    ]) {
      const response = await get(address(wrong), area.ownerCookie);
      expect(response.status, wrong).toBe(404);
      expect(response.headers.get("content-type") ?? "", wrong).not.toMatch(/^image\//);
    }
    expect(
      (await get(`/owner/site/projects/..%2F..%2Fcompany/photo?src=project.yaml`, area.ownerCookie))
        .status,
    ).toBe(404);
  });
});
