import { spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Drafts } from "../../app/publishing/drafts.server";
import { QuoteGuards } from "../../app/quote-requests/quote-guard.server";
import { freePort } from "../../scripts/lib/bench-support";
import { loadOrCreateSecret } from "../../server/secret";
import { referenceIn, validRequest } from "../support/quote-posts";
import { type RunningCaddy, startCaddy } from "./caddy";
import { guideCommand, guideSiteEnv, movePaths, projectRoot } from "./deploy-files";
import { type Reply, request } from "./http-client";
import { ownerOnTheServer, publishEnded } from "./owner-client";
import { type SiteService, siteService } from "./site-service";
import { requireTool } from "./tools";

/**
 * The whole deployment, for real on this machine: `npm run release`, the guide's commands to
 * unpack it and point `current` at it, the site started as its systemd unit starts it with
 * the guide's settings, and Caddy with deploy/Caddyfile in front. The server's folders
 * (/opt/marram, /var/lib/marram) live in a temporary folder, and /tmp/ (where the guide
 * copies the release) is the folder the release is made in.
 */
const work = mkdtempSync(path.join(tmpdir(), "marram-deploy-"));
const upload = path.join(work, "upload");
const moves = {
  "/opt/marram": path.join(work, "server", "opt", "marram"),
  "/var/lib/marram": path.join(work, "server", "var", "lib", "marram"),
  "/tmp/": `${upload}/`,
};
const releases = movePaths("/opt/marram/releases", moves);
const dataDir = movePaths(guideSiteEnv().DATA_DIR ?? "", moves);

let releaseName = "";
/** The unpacked release's files, before the site ran. */
let releaseFiles: string[] = [];
let settings: Record<string, string> = {};
let site: SiteService | undefined;
let caddy: RunningCaddy | undefined;

/** Runs one of the guide's commands here, with `release` set as the guide sets it. */
function runGuideCommand(pattern: RegExp, release: string) {
  const command = guideCommand(pattern, moves);
  const result = spawnSync("sh", ["-ec", command], {
    env: { ...process.env, release },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
}
const unpack = (release: string) =>
  runGuideCommand(/^sudo tar -xzf "\/tmp\/\$release\.tar\.gz"/, release);
const makeCurrent = (release: string) =>
  runGuideCommand(/^sudo ln -sfn .* \/opt\/marram\/current$/, release);

const https = (pathname: string, options: Parameters<typeof request>[1] = {}) => {
  if (!caddy) throw new Error("Caddy is not running");
  return request(`${caddy.httpsUrl}${pathname}`, { ca: caddy.rootCertificate, ...options });
};

function postQuote(index: string, localAddress: string, headers: Record<string, string> = {}) {
  return https("/contact", {
    method: "POST",
    localAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({
      ...validRequest,
      lastName: `Visitor ${index}`,
      email: `visitor-${index}@example.org`,
      idempotencyKey: `deploy-${index}`,
    }).toString(),
  });
}

function openDatabase() {
  return new Database(path.join(dataDir, "site.db"), { readonly: true });
}

/** Every file and folder under `folder`, relative to it. */
const listing = (folder: string) => readdirSync(folder, { recursive: true }).map(String).sort();

beforeAll(async () => {
  requireTool(["caddy", "version"], "caddy");

  const env = { ...process.env };
  // The build's own SITE_URL is used: a different one would make the release build again.
  delete env.SITE_URL;
  const made = spawnSync("npm", ["run", "release", "--", "--out", upload], {
    cwd: projectRoot,
    env,
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`npm run release failed:\n${made.stdout}${made.stderr}`);
  console.log(made.stdout.trim().split("\n").slice(-3).join("\n"));
  const archives = readdirSync(upload).filter((file) => file.endsWith(".tar.gz"));
  expect(archives).toHaveLength(1);
  releaseName = archives[0]?.replace(/\.tar\.gz$/, "") ?? "";

  runGuideCommand(/^sudo mkdir -p \/opt\/marram\/releases$/, releaseName);
  expect(readdirSync(releases)).toEqual([]);
  unpack(releaseName);
  releaseFiles = listing(path.join(releases, releaseName));
  makeCurrent(releaseName);
  mkdirSync(dataDir, { recursive: true });

  const [sitePort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  settings = {
    ...guideSiteEnv(),
    PORT: String(sitePort),
    DATA_DIR: dataDir,
    SITE_URL: `https://localhost:${httpsPort}`,
    // A low limit to reach; no wait before a post counts as a person's.
    QUOTE_RATE_LIMIT: "2",
    QUOTE_MIN_FILL_SECONDS: "0",
    LOG_LEVEL: "warn",
  };
  // No mail leaves this machine: the emails are written to the outbox folder instead.
  delete settings.SMTP_URL;
  site = await siteService(settings, moves);
  await site.start();
  caddy = await startCaddy(path.join(work, "caddy"), {
    http: httpPort,
    https: httpsPort,
    upstream: sitePort,
  });
}, 180_000);

afterAll(async () => {
  await caddy?.stop();
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("a release installed as docs/deploying.md says, behind Caddy", () => {
  it("serves the pages over HTTPS with HSTS, exactly as built, compressed by the server", async () => {
    const built = readFileSync(path.join(releases, releaseName, "build/client/index.html"));
    const page = await https("/");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body.equals(built)).toBe(true);
    expect(page.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    // The server saw the site's own name, not Caddy's address for it.
    expect(page.headers["x-robots-tag"]).toBeUndefined();

    const compressed = await https("/", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.body).equals(built)).toBe(true);
  });

  it("redirects plain HTTP to HTTPS", async () => {
    if (!caddy) throw new Error("Caddy is not running");
    const reply = await request(`${caddy.httpUrl}/contact?from=test`);
    expect(reply.status).toBe(308);
    // Caddy names no port: it takes its https port to be 443 outside, as on the server.
    expect(reply.headers.location).toBe("https://localhost/contact?from=test");
  });

  it("answers /healthz through the proxy", async () => {
    const reply = await https("/healthz");
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text())).toMatchObject({ status: "ok", database: "ok" });
  });

  it("limits quote requests per visitor's address, not per Caddy's, and stores them", async () => {
    const statuses: number[] = [];
    for (let post = 1; post <= 3; post++)
      statuses.push((await postQuote(`limit-${post}`, "127.0.0.2")).status);
    expect(statuses).toEqual([200, 200, 429]);
    // Caddy replaces the header a visitor sends, so it cannot buy a fresh allowance.
    const forged = await postQuote("limit-forged", "127.0.0.2", {
      "x-forwarded-for": "203.0.113.7",
    });
    expect(forged.status).toBe(429);

    const other = await postQuote("limit-other", "127.0.0.3");
    expect(other.status).toBe(200);
    const reference = referenceIn(other.text());
    expect(reference).toBeDefined();

    const db = openDatabase();
    try {
      const row = db
        .prepare("SELECT id, last_name, ip_hash FROM quote_requests WHERE reference = ?")
        .get(reference) as { id: number; last_name: string; ip_hash: string };
      expect(row.last_name).toBe("Visitor limit-other");
      const emails = db
        .prepare("SELECT kind FROM outbox WHERE quote_request_id = ? ORDER BY kind")
        .pluck()
        .all(row.id);
      expect(emails).toEqual(["customer-acknowledgement", "owner-notification"]);

      const guards = new QuoteGuards({
        secret: loadOrCreateSecret(undefined, path.join(dataDir, "form-secret")),
        rateLimit: 0,
        rateWindowMs: 1,
        minFillMs: 0,
        secureCookie: true,
      });
      expect(row.ip_hash).toBe(guards.ipHash("127.0.0.3"));
      const hashes = db
        .prepare("SELECT ip_hash FROM quote_requests WHERE last_name LIKE 'Visitor limit-_'")
        .pluck()
        .all();
      expect(hashes).toEqual([guards.ipHash("127.0.0.2"), guards.ipHash("127.0.0.2")]);
    } finally {
      db.close();
    }
  });

  it("keeps its data in DATA_DIR and writes nothing into the release", () => {
    expect(listing(dataDir)).toEqual(expect.arrayContaining(["form-secret", "site.db"]));
    expect(listing(path.join(releases, releaseName))).toEqual(releaseFiles);
  });

  // 150 MB until the written quotes' PDF engine (pdfkit, fontkit, hyphenation patterns: 24 MB
  // after source maps and type declarations are dropped); decision 049.
  it("is a lean upload: at most 165 MB unpacked, with no build tools and no sources", () => {
    const release = path.join(releases, releaseName);
    const bytes = readdirSync(release, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((total, entry) => total + lstatSync(path.join(entry.parentPath, entry.name)).size, 0);
    console.log(`release unpacked: ${(bytes / 1e6).toFixed(1)} MB`);
    expect(bytes).toBeLessThanOrEqual(165e6);
    for (const tool of ["vite", "tailwindcss", "tsx", "typescript", "@react-router/dev"])
      expect(existsSync(path.join(release, "node_modules", tool)), tool).toBe(false);
    expect(existsSync(path.join(release, "app"))).toBe(false);
  });
});

describe("updating and rolling back as the guide says, under a stream of visitors", () => {
  it("fails no page load or quote request, and loses no request", async () => {
    // The next release: this one under another name (hard links: nothing writes to it).
    const nextName = `${releaseName}-next`;
    const copied = spawnSync("cp", [
      "-al",
      path.join(releases, releaseName),
      path.join(releases, nextName),
    ]);
    expect(copied.status).toBe(0);
    const homePage = readFileSync(path.join(releases, releaseName, "build/client/index.html"));

    interface Outcome {
      kind: "page" | "quote";
      started: number;
      ended: number;
      error?: string;
      reference?: string;
    }
    const outcomes: Outcome[] = [];
    let streaming = true;
    let next = 0;
    const visitor = async () => {
      while (streaming) {
        const index = next++;
        const kind = index % 2 === 0 ? "page" : "quote";
        const started = Date.now();
        let reply: Reply | undefined;
        let error: string | undefined;
        try {
          // Each quote from its own address, so the rate limit never answers.
          reply =
            kind === "page"
              ? await https("/")
              : await postQuote(
                  `stream-${index}`,
                  `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
                );
        } catch (failure) {
          error = String(failure);
        }
        const reference = kind === "quote" && reply ? referenceIn(reply.text()) : undefined;
        if (!error && reply?.status !== 200) error = `status ${reply?.status}`;
        else if (!error && kind === "page" && !reply?.body.equals(homePage)) error = "wrong page";
        else if (!error && kind === "quote" && !reference) error = "no reference";
        outcomes.push({ kind, started, ended: Date.now(), error, reference });
      }
    };
    const visitors = Array.from({ length: 6 }, visitor);

    const gaps: { from: number; to: number }[] = [];
    /** Switches `current` and restarts the site, as `systemctl restart` does. */
    const switchTo = async (release: string) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      makeCurrent(release);
      expect(await site?.stop()).toBe(0);
      const from = Date.now();
      await site?.start();
      gaps.push({ from, to: Date.now() });
      const pid = site?.pid();
      expect(realpathSync(`/proc/${pid}/cwd`)).toBe(path.join(releases, release));
    };
    await switchTo(nextName);
    await switchTo(releaseName);
    await new Promise((resolve) => setTimeout(resolve, 400));
    streaming = false;
    await Promise.all(visitors);

    const failures = outcomes.filter((outcome) => outcome.error);
    const caddyErrors = caddy
      ?.log()
      .split("\n")
      .filter((line) => line.includes('"level":"error"'));
    expect(failures, caddyErrors?.join("\n")).toEqual([]);
    // Some were made while no server ran: they waited in the socket's queue for the next one.
    const heldOver = outcomes.filter((outcome) =>
      gaps.some((gap) => outcome.started < gap.to && outcome.ended > gap.from),
    );
    console.log(
      `${outcomes.length} requests during two restarts ` +
        `(${gaps.map((gap) => `${gap.to - gap.from} ms`).join(", ")} without a server); ` +
        `${heldOver.length} waited for one`,
    );
    expect(heldOver.length).toBeGreaterThan(0);

    const confirmed = outcomes.flatMap((outcome) => outcome.reference ?? []);
    expect(confirmed.length).toBeGreaterThan(10);
    const db = openDatabase();
    try {
      const emails = db.prepare(
        "SELECT COUNT(*) FROM outbox JOIN quote_requests q ON q.id = quote_request_id WHERE q.reference = ?",
      );
      for (const reference of confirmed) expect(emails.pluck().get(reference), reference).toBe(2);
    } finally {
      db.close();
    }
  });

  it("while the site is stopped outright, holds a page load until it is back", async () => {
    // `systemctl stop marram-site.socket marram-site`: now nothing listens on the port.
    await site?.close();
    const stopped = Date.now();
    const page = https("/");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    site = await siteService(settings, moves);
    await site.start();
    // Caddy tried again (lb_try_duration) until the site was back, instead of answering 502.
    expect((await page).status).toBe(200);
    expect(Date.now() - stopped).toBeGreaterThanOrEqual(1000);
  });
});

describe("the owner publishing on the deployed release", () => {
  const question = "Do you take on work on listed buildings in Lytham?";
  const newPhone = "01632 960 123";
  const release = () => path.join(releases, releaseName);
  const published = () => path.join(dataDir, "site", "content");

  it("builds the owner's change on the server and puts it live, the release untouched", async () => {
    const owner = await ownerOnTheServer({ releaseDir: release(), settings, https });
    // The FAQ editor's draft, as it saves one (its forms are tested in the browser tests).
    const drafts = new Drafts(path.join(dataDir, "drafts"), published());
    const faqs = drafts.read("faqs.yaml");
    drafts.save(
      "faqs.yaml",
      `${faqs.text}\n- question: ${question}\n  answer:\n    - Yes, we have repaired and extended several, with the council's listed building consent.\n`,
      { readHash: faqs.hash, by: "owner@example.org" },
    );
    expect((await owner.publish()).text()).toMatch(
      /Your changes are live now|Publishing has started/,
    );
    const outcome = await publishEnded(dataDir, "owner@example.org", 240_000);
    console.log(`The owner's FAQ was live ${outcome.seconds.toFixed(1)} s after Publish`);
    expect(outcome).toMatchObject({ status: "live", message: null });
    expect((await https("/faqs")).text()).toContain(question);
    expect(listing(release())).toEqual(releaseFiles);
  }, 300_000);

  it("keeps it live when the developer deploys a release with changes of their own", async () => {
    // The developer's next release: a new phone number in its content, and a build of its own.
    const nextName = `${releaseName}-phone`;
    const next = path.join(releases, nextName);
    expect(spawnSync("cp", ["-al", release(), next]).status).toBe(0);
    const rewrite = (file: string, change: (text: string) => string) => {
      const text = change(readFileSync(path.join(next, file), "utf8"));
      rmSync(path.join(next, file)); // a hard link to the first release's file
      writeFileSync(path.join(next, file), text);
    };
    rewrite("content/company.yaml", (text) => text.replace(/^phone: .*$/m, `phone: ${newPhone}`));
    rewrite("build/stamp.json", (text) =>
      text.replace(/"builtAt":(\d+)/, (_, at) => `"builtAt":${Number(at) + 1}`),
    );

    makeCurrent(nextName);
    expect(await site?.stop()).toBe(0);
    await site?.start();
    // The site starts on the release's own build, then puts the owner's changes back on it.
    const outcome = await publishEnded(dataDir, "Website", 300_000);
    console.log(
      `After the update, the owner's changes were back ${outcome.seconds.toFixed(1)} s after the start`,
    );
    expect(outcome).toMatchObject({ status: "live", message: null });
    expect((await https("/faqs")).text()).toContain(question);
    expect((await https("/contact")).text()).toContain(newPhone);
    expect(readFileSync(path.join(published(), "company.yaml"), "utf8")).toContain(newPhone);
  }, 420_000);
});
