import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersFor, multipartBuffer, smallJpeg } from "./photos/test-photos";
import { addSignedUpUser, postForm, signIn, testPassword } from "./testing/owner-session";
import { postQuote, validRequest } from "./testing/quote-posts";
import { loadBuild, removeDir, startTestApp, type TestApp } from "./testing/test-app";

/** The security bar of the owner's area (shared/design/owner-area.md), one rule at a time. */
let app: TestApp;
let ownerCookie: string;
let leadId: number;
/** A lead with a photo, and that photo's id. */
let photoLeadId: number;
let photoId: number;
const hostile = {
  ...validRequest,
  firstName: "<script>alert('name')</script>",
  lastName: '=HYPERLINK("http://evil.example")',
  message: "<img src=x onerror=alert(1)> please quote",
  idempotencyKey: "0d9d3c1c-7c39-4b3f-8f7d-1f4b1d2c3e4f",
};

beforeAll(async () => {
  app = await startTestApp();
  await addSignedUpUser(app.services.db, "owner@example.com", "owner");
  await addSignedUpUser(app.services.db, "staff@example.com", "staff");
  expect((await postQuote(app.url, hostile)).status).toBe(200);
  leadId = app.services.db.prepare("SELECT max(id) FROM quote_requests").pluck().get() as number;
  ownerCookie = await signIn(app.url, "owner@example.com");
  const fields = Object.entries({ ...validRequest, idempotencyKey: "with-a-photo" }).map(
    ([name, value]) => ({ name, value }),
  );
  const withPhoto = await fetch(`${app.url}/contact`, {
    method: "POST",
    body: new Uint8Array(
      multipartBuffer([
        ...fields,
        { name: "photos", filename: "crack.jpg", content: await smallJpeg() },
      ]),
    ),
    headers: headersFor(),
  });
  expect(withPhoto.status).toBe(200);
  ({ photoLeadId, photoId } = app.services.db
    .prepare("SELECT quote_request_id AS photoLeadId, id AS photoId FROM quote_photos")
    .get() as { photoLeadId: number; photoId: number });
}, 60_000);

afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
});

const get = (pathname: string, cookie?: string) =>
  fetch(app.url + pathname, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/** Every page and file of the area, from the build's own route list, with sample parameters. */
async function ownerPaths(): Promise<string[]> {
  const build = await loadBuild();
  const paths = Object.values(build.routes)
    .map((route) => route?.path)
    .filter((routePath): routePath is string => Boolean(routePath?.startsWith("owner")))
    .map((routePath) =>
      `/${routePath}`
        .replace(":id/photos/:photoId", `${photoLeadId}/photos/${photoId}`)
        .replace(":id", String(leadId))
        .replace(":token", "x".repeat(43))
        .replace(":slug", "some-project")
        .replace("*", "anything"),
    );
  return [...new Set(paths)].flatMap((page) => [page, `${page}.data`]);
}

describe("without a session, the area gives nothing away", () => {
  const openToAll = new Set(["/owner/sign-in", "/owner/forgot-password"]);

  it("every /owner path answers a redirect within the area, a 4xx or a page with no lead data", async () => {
    const paths = await ownerPaths();
    expect(paths).toContain(`/owner/leads/${leadId}`);
    expect(paths).toContain(`/owner/leads/${photoLeadId}/photos/${photoId}`);
    for (const page of paths) {
      const response = await get(page);
      const body = await response.text();
      expect(body, page).not.toContain("HYPERLINK");
      expect(body, page).not.toContain(validRequest.email);
      if (response.status === 200)
        expect(openToAll.has(page.replace(/\.data$/, "")), `${page} answered 200`).toBe(true);
      else if (response.status >= 300 && response.status < 400)
        expect(response.headers.get("location"), page).toMatch(/^\/owner(\/|$)/);
      else if (page.endsWith(".data") && response.status === 202) {
        // React Router's data requests carry a redirect in the body instead of a 3xx.
        expect(body, page).toMatch(/"SingleFetchRedirect".*"redirect","\/owner(\/|")/);
      } else expect(response.status, page).toBeGreaterThanOrEqual(400);
    }
  });

  it("a forged session cookie is a stranger", async () => {
    const response = await get("/owner", "owner_session=AAAAAAAAAAAAAAAAAAAAAA");
    expect(response.status).toBe(302);
  });

  it("every answer from the area is kept out of caches and search engines", async () => {
    for (const page of ["/owner", "/owner/sign-in", `/owner/leads/${leadId}`]) {
      const response = await get(page, ownerCookie);
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag"), page).toContain("noindex");
    }
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /owner");
  });
});

describe("customers' photos", () => {
  const photoPath = () => `/owner/leads/${photoLeadId}/photos/${photoId}`;

  it("go only to a signed-in user, never to a cache, and are named after the request", async () => {
    for (const cookie of [undefined, "owner_session=AAAAAAAAAAAAAAAAAAAAAA"]) {
      const stranger = await get(photoPath(), cookie);
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get("location")).toMatch(/^\/owner\/sign-in/);
      expect(stranger.headers.get("content-type") ?? "").not.toMatch(/^image\//);
    }
    for (const size of ["", "?size=thumb"]) {
      const photo = await get(photoPath() + size, ownerCookie);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
      expect(photo.headers.get("cache-control")).toBe("private, no-store");
      expect(photo.headers.get("content-disposition")).toMatch(
        /^inline; filename="MC-\d{5}-photo-1(-small)?\.jpg"$/,
      );
      expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it("answer 404 under another lead's address, or for an address that is not a number", async () => {
    for (const wrong of [
      `/owner/leads/${leadId}/photos/${photoId}`,
      `/owner/leads/${photoLeadId}/photos/${photoId + 1000}`,
      `/owner/leads/${photoLeadId}/photos/..%2F..%2Fsite.db`,
      `/owner/leads/${photoLeadId}/photos/1e3`,
    ]) {
      const response = await get(wrong, ownerCookie);
      expect(response.status, wrong).toBe(404);
      expect(response.headers.get("content-type") ?? "", wrong).not.toMatch(/^image\//);
    }
  });
});

describe("sessions", () => {
  it("the cookie is HttpOnly, SameSite=Lax, for the whole site, and a new id at every sign-in", async () => {
    const planted = "owner_session=plantedplantedplanted00";
    const response = await postForm(
      app.url,
      "/owner/sign-in",
      { email: "owner@example.com", password: testPassword },
      { cookie: planted },
    );
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^owner_session=[\w-]{22};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain(planted.split("=")[1] ?? "");
  });

  it("the same answer for an unknown address and a wrong password", async () => {
    const unknown = await postForm(app.url, "/owner/sign-in", {
      email: "nobody@example.com",
      password: "wrong password 123",
    });
    const wrong = await postForm(app.url, "/owner/sign-in", {
      email: "staff@example.com",
      password: "wrong password 123",
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    const message = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(message(await unknown.text())).toBe(message(await wrong.text()));
  });

  it("signing out everywhere ends every session of that user", async () => {
    const first = await signIn(app.url, "staff@example.com");
    const second = await signIn(app.url, "staff@example.com");
    expect((await get("/owner", first)).status).toBe(200);
    const out = await postForm(
      app.url,
      "/owner/sign-out",
      { intent: "everywhere" },
      { cookie: second },
    );
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await get("/owner", first)).status).toBe(302);
    expect((await get("/owner", second)).status).toBe(302);
  });

  it("a GET never signs anyone out", async () => {
    const cookie = await signIn(app.url, "staff@example.com");
    await get("/owner/sign-out", cookie);
    expect((await get("/owner", cookie)).status).toBe(200);
  });
});

describe("state changes come only from the site's own pages", () => {
  const statusOf = () =>
    app.services.db.prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId);

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["a same-site but other host", { "Sec-Fetch-Site": "same-site" }],
    ["no Origin at all", {}],
  ])("a POST with %s is refused before anything changes", async (_name, headers) => {
    const before = statusOf();
    const response = await fetch(`${app.url}/owner/leads/${leadId}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: ownerCookie,
        ...headers,
      },
      body: new URLSearchParams({ intent: "status", status: "won" }),
    });
    expect(response.status).toBe(403);
    expect(statusOf()).toBe(before);
  });

  it("the same POST from the site's own page goes through", async () => {
    const response = await postForm(
      app.url,
      `/owner/leads/${leadId}`,
      { intent: "status", status: "contacted" },
      { cookie: ownerCookie },
    );
    expect(response.status).toBe(200);
    expect(statusOf()).toBe("contacted");
  });
});

describe("roles", () => {
  it("staff cannot open the team page or delete a lead", async () => {
    const staff = await signIn(app.url, "staff@example.com");
    expect((await get("/owner/team", staff)).status).toBe(403);
    const response = await postForm(
      app.url,
      `/owner/leads/${leadId}`,
      { intent: "delete", confirm: "yes" },
      { cookie: staff },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Only the owner can delete a lead.");
    expect(
      app.services.db
        .prepare("SELECT count(*) FROM quote_requests WHERE id = ?")
        .pluck()
        .get(leadId),
    ).toBe(1);
  });
});

describe("changing the website is the owner's alone", () => {
  it("staff get 403 on every Website page and their posts change nothing", async () => {
    const staff = await signIn(app.url, "staff@example.com");
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
      for (const intent of ["publish", "add", "save", "remove-samples", "restore", "discard"]) {
        const response = await postForm(
          app.url,
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
        const response = await fetch(app.url + page, {
          method: "POST",
          redirect: "manual",
          headers: { ...headersFor(), Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
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
    expect(app.services.publishing.drafts.changes()).toEqual({});
    expect(app.services.publishing.publisher.records.recent()).toEqual([]);
  });

  it("the preview of unpublished changes is the owner's alone, and shows only the preview's own files", async () => {
    const staff = await signIn(app.url, "staff@example.com");
    for (const page of ["/owner/preview/", "/owner/preview/faqs", "/owner/preview/img/a.avif"]) {
      expect((await get(page, staff)).status, page).toBe(403);
      expect((await get(page)).status, page).toBe(302);
    }
    // None made yet, and nothing outside the preview's pages, pictures and styles, ever.
    for (const wrong of [
      "/owner/preview/faqs",
      "/owner/preview/..%2F..%2Fsite.db",
      "/owner/preview/img/..%2Fstate.json",
      "/owner/preview/assets/..%2F..%2F..%2Fsite.db",
      "/owner/preview/state.json",
    ])
      expect((await get(wrong, ownerCookie)).status, wrong).toBe(404);
  });

  it("a project's photos are decoded, not trusted: a page named .jpg is refused and nothing is kept", async () => {
    const { drafts } = app.services.publishing;
    const service = drafts.list("services").find((file) => file.endsWith(".yaml")) ?? "";
    const details = {
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
    const posted = await fetch(`${app.url}/owner/site/projects/new`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headersFor(), Origin: app.url, Cookie: ownerCookie },
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
    expect(readdirSync(app.services.publishing.photoWorkDir)).toEqual([]);
  });

  it("a project's photo address shows only that project's photos, to the owner only", async () => {
    const { drafts } = app.services.publishing;
    const projectFile = drafts.list("projects").find((file) => file.endsWith("/project.yaml"));
    const slug = projectFile?.split("/")[1] ?? "";
    const photo = drafts.list(`projects/${slug}/gallery`)[0]?.split("/").pop() ?? "";
    const address = (src: string) =>
      `/owner/site/projects/${slug}/photo?${new URLSearchParams({ src, size: "thumb" })}`;

    const shown = await get(address(`gallery/${photo}`), ownerCookie);
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
      const response = await get(address(wrong), ownerCookie);
      expect(response.status, wrong).toBe(404);
      expect(response.headers.get("content-type") ?? "", wrong).not.toMatch(/^image\//);
    }
    expect(
      (await get(`/owner/site/projects/..%2F..%2Fcompany/photo?src=project.yaml`, ownerCookie))
        .status,
    ).toBe(404);
  });
});

describe("visitor text is text", () => {
  it("hostile names and messages are escaped on the inbox and the lead page", async () => {
    for (const page of ["/owner", `/owner/leads/${leadId}`]) {
      const html = await (await get(page, ownerCookie)).text();
      expect(html, page).toContain("&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;");
      expect(html, page).not.toContain("<script>alert('name')");
      expect(html, page).not.toContain("<img src=x");
    }
  });

  it("the CSV export neutralises cells that a spreadsheet would run as a formula", async () => {
    const response = await get("/owner/leads.csv", ownerCookie);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quote-requests-[\d-]+\.csv"$/,
    );
    const csv = await response.text();
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe("public pages never load the owner's code", () => {
  it("no prerendered page names an owner module, stylesheet or manifest", () => {
    const clientDir = path.resolve("build", "client");
    const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".html"),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = readFileSync(path.join(clientDir, page), "utf8");
      expect(html, page).not.toMatch(/routes\/owner|owner-[\w-]+\.(js|css)|owner\.webmanifest/);
    }
  });
});
