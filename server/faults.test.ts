import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../tests/support/cleanup";
import {
  countRows,
  postQuote,
  referenceIn,
  validRequest,
  waitFor,
} from "../tests/support/quote-posts";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { removeDir, startTestApp } from "../tests/support/test-app";

const cleanup = cleanupAfterEach();

async function start(env: Record<string, string> = {}) {
  const app = await startTestApp(env);
  cleanup.push(() => removeDir(app.dataDir));
  cleanup.push(() => app.stop());
  return app;
}

/**
 * Another process (as a backup job or a second server would be) that takes the database's
 * write lock and holds it until told to let go, or for `holdMs`.
 */
async function holdWriteLock(databaseFile: string, holdMs = 60_000) {
  const script = `
    const db = new (require("better-sqlite3"))(process.argv[1]);
    db.exec("BEGIN IMMEDIATE");
    process.stdout.write("locked\\n");
    const release = () => { db.exec("COMMIT"); db.close(); process.exit(0); };
    setTimeout(release, Number(process.argv[2]));
    process.stdin.on("data", release);
  `;
  const child: ChildProcess = spawn(
    process.execPath,
    ["-e", script, databaseFile, String(holdMs)],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const exited = once(child, "exit");
  await once(child.stdout as NodeJS.ReadableStream, "data");
  const release = async () => {
    if (child.exitCode === null) child.stdin?.write("go\n");
    await exited;
  };
  cleanup.push(release);
  return { release };
}

describe("when the mail server is slow", () => {
  it("the visitor is answered at once and the mail goes out when the server gets to it", async () => {
    const smtp = await startSmtpSink(0, { delayMs: 1500 });
    cleanup.push(smtp.close);
    const app = await start({ SMTP_URL: smtp.url });

    const response = await postQuote(app.url, validRequest);
    expect(response.status).toBe(200);
    expect(referenceIn(await response.text())).toBeDefined();
    expect(countRows(app)).toBe(1);
    expect(smtp.received).toHaveLength(0);

    await waitFor(() => app.services.outbox.counts().sent === 2, 15_000);
    expect(smtp.received).toHaveLength(2);
  }, 90_000);
});

describe("when the database is busy", () => {
  it("a write waits for a short lock to be released, then is stored", async () => {
    const app = await start({ DATABASE_BUSY_TIMEOUT_MS: "5000" });
    await holdWriteLock(path.join(app.dataDir, "site.db"), 300);

    const response = await postQuote(app.url, validRequest);
    expect(response.status).toBe(200);
    expect(referenceIn(await response.text())).toBeDefined();
    expect(countRows(app)).toBe(1);
  });

  it("past the bounded wait, answers 503 with a friendly message and the visitor's input, then takes the request once the lock is gone", async () => {
    const app = await start({ DATABASE_BUSY_TIMEOUT_MS: "200" });
    const lock = await holdWriteLock(path.join(app.dataDir, "site.db"));

    const refused = await postQuote(app.url, validRequest);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain("we could not save your request just now");
    expect(html).toContain('value="Sarah"');
    expect(html).not.toMatch(/SQLITE|at .*\.js:\d+/);

    await lock.release();
    expect(countRows(app)).toBe(0);
    const retried = await postQuote(app.url, validRequest);
    expect(retried.status).toBe(200);
    expect(countRows(app)).toBe(1);
    expect(countRows(app, "outbox")).toBe(2);
  });
});
