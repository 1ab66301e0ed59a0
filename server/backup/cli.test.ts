import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type ProductionServer,
  startQuietServer,
  storedQuotes,
} from "../../scripts/lib/production-server";
import { tempDir } from "../../tests/support/backup-test-data";
import { postQuote, referenceIn, validRequest } from "../../tests/support/quote-posts";
import { removeDir } from "../../tests/support/test-app";

/** The bundled commands, as `npm run backup` and `npm run restore FILE` run them. */
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

beforeAll(() => {
  if (!existsSync("build/server/server.js"))
    throw new Error("These tests run the built commands: run `npm run build` first.");
});

function run(command: "backup" | "restore", dataDir: string, args: string[] = []) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of ["DATABASE_PATH", "OUTBOX_DIR", "BACKUP_DIR", "BACKUP_KEEP", "INIT_CWD"])
    delete env[name];
  const result = spawnSync(process.execPath, ["server/main.js", command, ...args], {
    env,
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function startServer(dataDir?: string): Promise<ProductionServer> {
  const server = await startQuietServer(dataDir);
  cleanup.push(() => server.stop());
  return server;
}

function folder(name: string): string {
  const dir = tempDir(`backup-cli-${name}-`);
  cleanup.push(() => removeDir(dir));
  return path.join(dir, "data");
}

describe("npm run backup and npm run restore FILE", () => {
  it("back up a running site and restore it into another data folder", async () => {
    const site = await startServer(folder("site"));
    const references = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const response = await postQuote(site.url, {
          ...validRequest,
          lastName: `Cli ${index}`,
          email: `cli-${index}@example.org`,
          idempotencyKey: `cli-${index}`,
        });
        expect(response.status).toBe(200);
        return referenceIn(await response.text());
      }),
    );
    expect(references.every(Boolean)).toBe(true);

    const backup = run("backup", site.dataDir);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written: .*\/backups\/site-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz \([\d.]+ KB\)$/m,
    );
    expect(backup.stdout).toMatch(
      /It holds 20 quote requests \(received [\d-]+( to [\d-]+)?\) and 40 emails \(sent or waiting\), plus \d+ other files from /,
    );
    expect(backup.stdout).toContain("passed SQLite's integrity check");
    expect(backup.stdout).toMatch(/^Took \d+ ms\.$|^Took [\d.]+ s\.$/m);
    const archives = readdirSync(path.join(site.dataDir, "backups"));
    expect(archives).toHaveLength(1);
    const archive = path.join(site.dataDir, "backups", archives[0] ?? "");

    const refused = run("restore", site.dataDir, [archive]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The restore failed: The site's server is running on ${site.dataDir} (process ${site.process.pid})`,
    );

    const target = folder("target");
    const restored = run("restore", target, [archive]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored the backup taken 20`);
    expect(restored.stdout).toMatch(
      /now holds 20 quote requests .* and 40 emails \(sent or waiting\); \d+ other files? restored into /,
    );
    expect(restored.stdout).toContain("There was no data there before.");
    expect(storedQuotes(path.join(target, "site.db"))).toEqual({ requests: 20, emails: 40 });

    const again = run("restore", target, [archive]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      new RegExp(`kept in ${target}/before-restore-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ;`),
    );

    const took = (output: string) => /^Took (.*?)\.( |$)/m.exec(output)?.[1];
    console.log(
      `built commands: backup of a running site ${took(backup.stdout)}, restore ${took(restored.stdout)}`,
    );

    // The restore procedure ends with a server that starts on the restored data.
    const second = await startServer(target);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
  }, 90_000);

  it("fail with a clear message and a non-zero exit", () => {
    const empty = folder("empty");
    const noDatabase = run("backup", empty);
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toMatch(/^The backup failed: No database at .*site\.db yet/);

    const usage = run("restore", empty);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run restore FILE");

    const notes = path.join(path.dirname(empty), "notes.tar.gz");
    writeFileSync(notes, "not a backup\n".repeat(100));
    const notABackup = run("restore", empty, [notes]);
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toContain(`The restore failed: ${notes} is not a backup`);
    expect(notABackup.stderr).toContain("nothing was changed");
    expect(existsSync(empty)).toBe(false);
  });
});
