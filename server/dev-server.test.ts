import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/lib/bench-support";
import { postQuote, referenceIn, validRequest } from "../tests/support/quote-posts";
import { removeDir } from "../tests/support/test-app";

/** `npm run dev` (`node server/main.js --dev`): the whole product from the sources, through Vite. */
describe("the development server", () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;
  let exitCode: number | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "marram-dev-"));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["server/main.js", "--dev"], {
      env: {
        ...process.env,
        NODE_ENV: "",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        QUOTE_MIN_FILL_SECONDS: "0",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("exit", (code) => {
      exitCode = code;
    });
    // Vite transforms the server's modules on first use: wait for the server, not for a time.
    while (
      !(await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (exitCode !== null) throw new Error(`the development server exited (${exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    removeDir(dataDir);
  });

  it("stores a quote request and writes its two emails as files", async () => {
    const response = await postQuote(url, validRequest);
    expect(response.status).toBe(200);
    expect(referenceIn(await response.text())).toMatch(/^MC-\d{5}$/);
    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT first_name FROM quote_requests").pluck().all()).toEqual([
        validRequest.firstName,
      ]);
    } finally {
      db.close();
    }
    const outbox = path.join(dataDir, "outbox");
    await expect
      .poll(() => readdirSync(outbox).filter((file) => file.endsWith(".eml")).length, {
        timeout: 30_000,
      })
      .toBe(2);
  }, 60_000);

  it("serves the owner area: a stranger is sent to sign in", async () => {
    const inbox = await fetch(`${url}/owner`, { redirect: "manual" });
    expect(inbox.status).toBe(302);
    expect(inbox.headers.get("location")).toMatch(/\/owner\/sign-in/);
    const signIn = await fetch(`${url}/owner/sign-in`);
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("Sign in");
  }, 60_000);
});
