import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScripts } from "../app/lib/content-security-policy";
import { loadBuild, removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

let app: TestApp;
let secureApp: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  secureApp = await startTestApp({ SITE_URL: "https://www.example.co.uk" });
});

afterAll(async () => {
  for (const running of [app, secureApp]) {
    await running.stop();
    removeDir(running.dataDir);
  }
});

const asset =
  readdirSync(path.resolve("build/client/assets")).find((name) => name.endsWith(".js")) ?? "";
const picture =
  readdirSync(path.resolve("build/client/img")).find((name) => name.endsWith(".avif")) ?? "";
const form = new URLSearchParams({ firstName: "Sarah" });

/** Every kind of response the server gives, and how to get it. */
const responses: [string, (base: string) => Promise<Response>][] = [
  ["a prerendered page", (base) => fetch(`${base}/about`)],
  ["a page rendered on request", (base) => fetch(`${base}/projects?category=commercial`)],
  ["a script", (base) => fetch(`${base}/assets/${asset}`)],
  ["a picture", (base) => fetch(`${base}/img/${picture}`)],
  ["page data", (base) => fetch(`${base}/about.data`)],
  ["the 404 page", (base) => fetch(`${base}/no-such-page`)],
  ["a form reply with errors", (base) => fetch(`${base}/contact`, { method: "POST", body: form })],
  ["a refused method", (base) => fetch(`${base}/about`, { method: "DELETE" })],
  [
    "a body too large",
    (base) => fetch(`${base}/contact`, { method: "POST", body: "x".repeat(70_000) }),
  ],
  ["the health check", (base) => fetch(`${base}/healthz`)],
];

describe("security headers", () => {
  for (const [kind, get] of responses) {
    it(`are on ${kind}`, async () => {
      const response = await get(app.url);
      const policy = response.headers.get("content-security-policy") ?? "";
      // One policy only: a browser enforces every one it is sent, so a second would block the page's scripts.
      expect(policy.match(/default-src/g)).toHaveLength(1);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("frame-src https://www.openstreetmap.org;");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
      expect(policy).not.toContain("unsafe-inline' 'sha");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(response.headers.get("strict-transport-security")).toBeNull();
    });
  }

  it("list, by hash, exactly the inline scripts each page runs", async () => {
    for (const url of [
      `${app.url}/`,
      `${app.url}/faqs`,
      `${app.url}/no-such-page`,
      `${app.url}/contact?service=roofing`,
    ]) {
      const response = await fetch(url);
      const html = await response.text();
      const listed =
        (response.headers.get("content-security-policy") ?? "").match(/'sha256-[^']+'/g) ?? [];
      const needed = inlineScripts(html).map(
        (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
      );
      expect(needed.length, url).toBeGreaterThan(0);
      expect(new Set(listed), url).toEqual(new Set(needed));
    }
  });

  it("add HSTS and upgrade insecure requests when the site is on HTTPS", async () => {
    const response = await fetch(`${secureApp.url}/about`);
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  for (const [what, failure] of [
    ["a loader", { loader: () => Promise.reject(new Error("secret detail at /srv/app.js:42")) }],
    [
      "rendering",
      {
        default: () => {
          throw new Error("secret detail at /srv/app.js:42");
        },
      },
    ],
  ] as const) {
    it(`are on the branded error page when ${what} fails, which shows no detail of the failure`, async () => {
      const build = await loadBuild();
      // A page asked for with a query it reads is rendered, not served from its file.
      const projects = build.routes["routes/projects/route"];
      if (!projects) throw new Error("no projects route in the build");
      const broken = {
        ...build,
        routes: {
          ...build.routes,
          "routes/projects/route": { ...projects, module: { ...projects.module, ...failure } },
        },
      };
      const failing = await startTestApp(
        { LOG_LEVEL: "silent" },
        { build: broken as typeof build },
      );
      try {
        const response = await fetch(`${failing.url}/projects?category=test`);
        expect(response.status).toBe(500);
        const html = await response.text();
        expect(html).toContain("Something went wrong");
        expect(html).toContain('href="/"');
        expect(html).not.toContain("secret detail");
        expect(html).not.toMatch(/\bat \S+:\d+/);
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      } finally {
        await failing.stop();
        removeDir(failing.dataDir);
      }
    });
  }
});

describe("behind a proxy", () => {
  it("uses the forwarded address only when TRUST_PROXY says to", async () => {
    const trusting = await startTestApp({ TRUST_PROXY: "1", QUOTE_RATE_LIMIT: "1" });
    const untrusting = await startTestApp({ QUOTE_RATE_LIMIT: "1" });
    try {
      const post = (base: string, address: string) =>
        fetch(`${base}/contact`, {
          method: "POST",
          body: form,
          headers: { "x-forwarded-for": address },
        });
      expect((await post(trusting.url, "203.0.113.1")).status).toBe(400);
      expect((await post(trusting.url, "203.0.113.2")).status).toBe(400);
      expect((await post(untrusting.url, "203.0.113.1")).status).toBe(400);
      expect((await post(untrusting.url, "203.0.113.2")).status).toBe(429);
    } finally {
      for (const running of [trusting, untrusting]) {
        await running.stop();
        removeDir(running.dataDir);
      }
    }
  });
});
