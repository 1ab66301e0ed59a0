import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/database.server";
import { cleanupAfterEach } from "../../tests/support/cleanup";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { removeDir, startTestApp } from "../../tests/support/test-app";
import { loadConfig } from "../config";
import { runDoctorChecks } from "./doctor-checks";
import { checkHealth, stuckAfterMs } from "./health-check";
import { setupWarnings } from "./setup-warnings";

const cleanup = cleanupAfterEach();

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "marram-health-"));
  cleanup.push(() => removeDir(dir));
  return dir;
}

/** A stored request with one email queued at `queuedAt`. */
function queueEmail(db: Database.Database, queuedAt: Date) {
  const at = queuedAt.toISOString();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO quote_requests (dedupe_key, received_at, first_name, last_name, email, phone, project_type, message, ip_hash)
       VALUES (?, ?, 'Ann', 'Lee', 'ann@example.org', '01253 000000', 'roofing', 'A leaking valley gutter.', 'x')`,
    )
    .run(`key-${Math.random()}`, at);
  db.prepare(
    "INSERT INTO outbox (quote_request_id, kind, about, message, next_attempt_at, created_at) VALUES (@lead, 'owner-notification', 'lead ' || @lead, '{}', @at, @at)",
  ).run({ lead: lastInsertRowid, at });
}

describe("checkHealth", () => {
  it("is healthy with a writable database and mail going out", () => {
    const db = openDatabase(path.join(tempDir(), "site.db"));
    cleanup.push(() => {
      db.close();
    });
    queueEmail(db, new Date());
    expect(checkHealth(db)).toEqual({
      healthy: true,
      database: "ok",
      outbox: { pending: 1 },
      problems: [],
    });
  });

  it("names emails that have waited too long to go out", () => {
    const db = openDatabase(path.join(tempDir(), "site.db"));
    cleanup.push(() => {
      db.close();
    });
    queueEmail(db, new Date(Date.now() - stuckAfterMs - 60_000));
    const health = checkHealth(db);
    expect(health.healthy).toBe(false);
    expect(health.problems).toEqual([
      "1 email(s) queued more than 30 minutes ago have not been sent",
    ]);
  });

  it("names a disk under the margin, given its reading", () => {
    const db = openDatabase(path.join(tempDir(), "site.db"));
    cleanup.push(() => {
      db.close();
    });
    const disk = { freeBytes: 612_000_000, totalBytes: 20e9, databaseBytes: 4_300_000 };
    expect(checkHealth(db, { disk })).toEqual({
      healthy: false,
      database: "ok",
      outbox: {},
      disk,
      problems: [
        "the data folder's disk has only 612 MB free, under the 1 GB kept for quote requests (the database is 4.3 MB)",
      ],
    });
    expect(checkHealth(db, { disk: { ...disk, freeBytes: 5e9 } }).healthy).toBe(true);
  });

  it("says the database cannot be written when another process holds it", () => {
    const file = path.join(tempDir(), "site.db");
    const db = openDatabase(file, { busyTimeoutMs: 50 });
    const other = new Database(file);
    cleanup.push(() => {
      other.close();
      db.close();
    });
    other.exec("BEGIN IMMEDIATE");
    expect(checkHealth(db)).toMatchObject({
      healthy: false,
      database: "unavailable",
      problems: ["the database cannot be written to"],
    });
    other.exec("ROLLBACK");
    expect(checkHealth(db).healthy).toBe(true);
  });
});

describe("GET /healthz", () => {
  it("answers 200, then 503 with the reason once an email is stuck, and says nothing sensitive", async () => {
    const app = await startTestApp();
    cleanup.push(() => removeDir(app.dataDir));
    cleanup.push(() => app.stop());
    const healthy = await fetch(`${app.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("cache-control")).toBe("no-store");
    expect(await healthy.json()).toMatchObject({ status: "ok", database: "ok", problems: [] });

    queueEmail(app.services.db, new Date(Date.now() - 2 * stuckAfterMs));
    const stuck = await fetch(`${app.url}/healthz`);
    expect(stuck.status).toBe(503);
    const body = await stuck.text();
    expect(JSON.parse(body)).toMatchObject({
      status: "degraded",
      problems: ["1 email(s) queued more than 30 minutes ago have not been sent"],
    });
    expect(body).not.toMatch(/ann@example\.org|Lee|01253|smtp|secret/i);
  });
});

describe("setupWarnings", () => {
  it("warns of mail only on disk, an http address and each placeholder", () => {
    const warnings = setupWarnings(loadConfig({ DATA_DIR: "/srv/site" }), [
      "phone is fictional",
      "3 sample reviews",
    ]);
    expect(warnings).toEqual([
      "SMTP_URL is not set: quote emails are only written as files to /srv/site/outbox, nobody is emailed",
      "SITE_URL http://localhost:3000 is not https: browsers will mark the site and its quote form as not secure",
      "placeholders still in the content: phone is fictional; 3 sample reviews",
    ]);
  });

  it("has nothing to say about a finished set-up", () => {
    const config = loadConfig({
      SITE_URL: "https://www.example.co.uk",
      SMTP_URL: "smtps://site:pw@mail.example.co.uk:465",
    });
    expect(setupWarnings(config, [])).toEqual([]);
  });
});

describe("runDoctorChecks", () => {
  function stamp(siteUrl: string) {
    const file = path.join(tempDir(), "stamp.json");
    writeFileSync(file, JSON.stringify({ builtAt: Date.now(), siteUrl }));
    return file;
  }

  const diskWith = (free: number) => () => ({
    bavail: free / 4096,
    bsize: 4096,
    blocks: 5e10 / 4096,
  });

  it("passes a finished set-up, logging in to its mail server", async () => {
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const dataDir = tempDir();
    const results = await runDoctorChecks({
      config: loadConfig({
        DATA_DIR: dataDir,
        SITE_URL: "https://www.example.co.uk",
        SMTP_URL: smtp.url,
      }),
      contentPlaceholders: [],
      stampFile: stamp("https://www.example.co.uk/"),
      nodeVersion: "24.21.0",
      statfs: diskWith(41.2e9),
    });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.text)).toContain(
      `mail server 127.0.0.1:${smtp.port} accepts the login`,
    );
    expect(results.map((result) => result.text)).toContain(
      "data folder's disk: 41.2 GB free of 50 GB; no database yet",
    );
  });

  it("reports a disk under the margin, with the database's size", async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: "https://www.example.co.uk" });
    const database = openDatabase(config.DATABASE_PATH);
    database.close();
    const results = await runDoctorChecks({
      config,
      contentPlaceholders: [],
      stampFile: stamp("https://www.example.co.uk/"),
      nodeVersion: "24.21.0",
      statfs: diskWith(450e6),
    });
    expect(results.filter((result) => !result.ok).map((result) => result.text)).toContainEqual(
      expect.stringMatching(
        /^the data folder's disk has only 450 MB free, under the 1 GB kept for quote requests \(the database is \d+ kB\): free some space/,
      ),
    );
  });

  it("fails on an old Node, pages built for another address, a dead mail server and a missing data folder", async () => {
    const dead = await startSmtpSink();
    await dead.close();
    const results = await runDoctorChecks({
      config: loadConfig({
        DATA_DIR: path.join(tempDir(), "missing"),
        SITE_URL: "https://www.example.co.uk",
        SMTP_URL: dead.url,
      }),
      contentPlaceholders: [],
      stampFile: stamp(""),
      nodeVersion: "20.19.0",
      smtpTimeoutMs: 2000,
    });
    const problems = results.filter((result) => !result.ok).map((result) => result.text);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^Node 20\.19\.0 is past its support/);
    expect(problems[1]).toMatch(
      /^pages were built for http:\/\/localhost:3000 but SITE_URL is https:\/\/www\.example\.co\.uk/,
    );
    expect(problems[2]).toMatch(/missing does not exist/);
    expect(problems[3]).toMatch(
      new RegExp(`^mail server 127\\.0\\.0\\.1:${dead.port}: .*ECONNREFUSED`),
    );
  });
});
