import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashSessionId, sessionPolicy } from "../app/accounts/sessions.server";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn, testPassword } from "../tests/support/owner-session";
import { validRequest } from "../tests/support/quote-posts";

/**
 * The security bar of the owner's area (shared/design/owner-area.md), one rule at a time: here
 * the area as a whole; its leads and its website editors have files of their own.
 */
const area = ownerAreaServer();
const { get, ownerPaths } = area;

describe("without a session, the area gives nothing away", () => {
  const openToAll = new Set(["/owner/sign-in", "/owner/forgot-password"]);

  it("every /owner path answers a redirect within the area, a 4xx or a page with no lead data", async () => {
    const paths = await ownerPaths();
    expect(paths).toContain(`/owner/leads/${area.leadId}`);
    expect(paths).toContain(`/owner/leads/${area.photoLeadId}/photos/${area.photoId}`);
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

  it("a real session's cookie with one character changed is a stranger", async () => {
    const cookie = await signIn(area.app.url, "staff@example.com");
    expect((await get("/owner", cookie)).status).toBe(200);
    const tampered = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const response = await get("/owner", tampered);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/owner\/sign-in/);
  });

  it("a session past its idle or its absolute limit is a stranger, and is deleted", async () => {
    const { db } = area.app.services;
    for (const [column, ago] of [
      ["last_used_at", sessionPolicy.idleMs + 60_000],
      ["expires_at", 60_000],
    ] as const) {
      const cookie = await signIn(area.app.url, "staff@example.com");
      const idHash = hashSessionId(cookie.split("=")[1] ?? "");
      db.prepare(`UPDATE sessions SET ${column} = ? WHERE id_hash = ?`).run(
        new Date(Date.now() - ago).toISOString(),
        idHash,
      );
      const response = await get(`/owner/leads/${area.leadId}`, cookie);
      expect(response.status, column).toBe(302);
      expect(await response.text(), column).not.toContain(validRequest.email);
      expect(
        db.prepare("SELECT count(*) FROM sessions WHERE id_hash = ?").pluck().get(idHash),
      ).toBe(0);
    }
  });

  it("every answer from the area is kept out of caches and search engines", async () => {
    for (const page of ["/owner", "/owner/sign-in", `/owner/leads/${area.leadId}`]) {
      const response = await get(page, area.ownerCookie);
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag"), page).toContain("noindex");
    }
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /owner");
  });
});

describe("sessions", () => {
  it("the cookie is HttpOnly, SameSite=Lax, for the whole site, and a new id at every sign-in", async () => {
    const planted = "owner_session=plantedplantedplanted00";
    const response = await postForm(
      area.app.url,
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
    const unknown = await postForm(area.app.url, "/owner/sign-in", {
      email: "nobody@example.com",
      password: "wrong password 123",
    });
    const wrong = await postForm(area.app.url, "/owner/sign-in", {
      email: "staff@example.com",
      password: "wrong password 123",
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    const message = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(message(await unknown.text())).toBe(message(await wrong.text()));
  });

  it("signing out everywhere ends every session of that user", async () => {
    const first = await signIn(area.app.url, "staff@example.com");
    const second = await signIn(area.app.url, "staff@example.com");
    expect((await get("/owner", first)).status).toBe(200);
    const out = await postForm(
      area.app.url,
      "/owner/sign-out",
      { intent: "everywhere" },
      { cookie: second },
    );
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await get("/owner", first)).status).toBe(302);
    expect((await get("/owner", second)).status).toBe(302);
  });

  it("a GET never signs anyone out", async () => {
    const cookie = await signIn(area.app.url, "staff@example.com");
    await get("/owner/sign-out", cookie);
    expect((await get("/owner", cookie)).status).toBe(200);
  });
});

describe("state changes come only from the site's own pages", () => {
  const statusOf = () =>
    area.app.services.db
      .prepare("SELECT status FROM quote_requests WHERE id = ?")
      .pluck()
      .get(area.leadId);

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["a same-site but other host", { "Sec-Fetch-Site": "same-site" }],
    ["no Origin at all", {}],
  ])("a POST with %s is refused before anything changes", async (_name, headers) => {
    const before = statusOf();
    const response = await fetch(`${area.app.url}/owner/leads/${area.leadId}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: area.ownerCookie,
        ...headers,
      },
      body: new URLSearchParams({ intent: "status", status: "won" }),
    });
    expect(response.status).toBe(403);
    expect(statusOf()).toBe(before);
  });

  it("the same POST from the site's own page goes through", async () => {
    const response = await postForm(
      area.app.url,
      `/owner/leads/${area.leadId}`,
      { intent: "status", status: "contacted" },
      { cookie: area.ownerCookie },
    );
    expect(response.status).toBe(200);
    expect(statusOf()).toBe("contacted");
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

describe("the monthly summary on the Account page", () => {
  const wants = (email: string) =>
    area.app.services.db
      .prepare("SELECT monthly_summary FROM users WHERE email = ?")
      .pluck()
      .get(email);
  const checkbox = (html: string) => /<input[^>]*name="monthly-summary"[^>]*>/.exec(html)?.[0];

  it("an owner unticks it and ticks it again, and is told it is saved", async () => {
    const page = await (await get("/owner/account", area.ownerCookie)).text();
    expect(page).toContain("Email me a summary of last month on the 1st");
    expect(checkbox(page)).toContain("checked");
    const off = await postForm(
      area.app.url,
      "/owner/account",
      { intent: "monthly-summary" },
      { cookie: area.ownerCookie },
    );
    expect(off.status).toBe(200);
    const offPage = await off.text();
    expect(offPage).toContain("Saved: no more monthly summaries.");
    expect(checkbox(offPage)).not.toContain("checked");
    expect(wants("owner@example.com")).toBe(0);
    const on = await postForm(
      area.app.url,
      "/owner/account",
      { intent: "monthly-summary", "monthly-summary": "on" },
      { cookie: area.ownerCookie },
    );
    expect(await on.text()).toContain("Saved: you will get a summary of last month on the 1st.");
    expect(wants("owner@example.com")).toBe(1);
  });

  it("staff do not see it, and their post is refused with a 403", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    const page = await (await get("/owner/account", staff)).text();
    expect(page).not.toContain("Monthly summary");
    expect(checkbox(page)).toBeUndefined();
    const response = await postForm(
      area.app.url,
      "/owner/account",
      { intent: "monthly-summary" },
      { cookie: staff },
    );
    expect(response.status).toBe(403);
    expect(wants("staff@example.com")).toBe(1);
  });
});
