import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { addUser } from "./accounts.server";

/**
 * The owner's command line adds a user while the site writes to the same database. A
 * transaction that reads first and writes second must wait for the site's write, not fail at
 * once with "database is locked" (SQLITE_BUSY: its snapshot went stale), as it did in CI.
 */
it("adding a user waits for the site's write in progress instead of failing", async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "accounts-busy-")), "site.db");
  const db = openDatabase(file, { busyTimeoutMs: 5000 });
  // The site: holds the write lock for half a second, then commits a write of its own.
  const site = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(${JSON.stringify(file)});
       db.exec("BEGIN IMMEDIATE");
       db.prepare("INSERT INTO audit_log (at, event) VALUES (?, 'site-write')").run(new Date().toISOString());
       console.log("locked");
       setTimeout(() => { db.exec("COMMIT"); db.close(); }, 500);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => site.stdout.once("data", () => resolve()));
  const { user } = addUser(db, { email: "staff@example.com", role: "staff" });
  expect(user.email).toBe("staff@example.com");
  await new Promise((resolve) => site.once("exit", resolve));
  db.close();
});
