import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/backup-test-data";
import { postQuote, referenceIn, validRequest, waitFor } from "../../tests/support/quote-posts";
import { removeDir, startTestApp } from "../../tests/support/test-app";
import { loadConfig } from "../config";
import { createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function visitor(index: number) {
  return {
    ...validRequest,
    firstName: `Round ${index}`,
    lastName: `Trip ${index}`,
    email: `round-trip-${index}@example.org`,
    idempotencyKey: `round-trip-${index}`,
  };
}

interface Answer {
  reference: string;
  index: number;
  answeredAt: number;
}

describe("a backup taken while the server takes a burst of quote requests", () => {
  it("restores, into an empty data folder, every request answered before it started", async () => {
    const app = await startTestApp({ QUOTE_RATE_LIMIT: "0" });
    cleanup.push(() => removeDir(app.dataDir));
    cleanup.push(() => app.stop());
    const config = loadConfig({ DATA_DIR: app.dataDir, BACKUP_KEEP: "2" });

    const answers: Answer[] = [];
    const total = 240;
    let next = 0;
    const send = async () => {
      while (next < total) {
        const index = next++;
        const response = await postQuote(app.url, visitor(index));
        // The reply is sent only once the request is committed: from here it must be in any backup.
        const answeredAt = performance.now();
        const reference = referenceIn(await response.text());
        if (response.status === 200 && reference) answers.push({ reference, index, answeredAt });
      }
    };
    let backupStartedAt = Number.POSITIVE_INFINITY;
    const takeBackup = async () => {
      // However slowly a busy machine answers: the test's own time limit catches a hang.
      await waitFor(() => answers.length >= 80 || next >= total, Number.POSITIVE_INFINITY);
      backupStartedAt = performance.now();
      return createBackup(config);
    };
    const [backup] = await Promise.all([takeBackup(), ...Array.from({ length: 12 }, send)]);
    const backupDoneAt = backupStartedAt + backup.ms;

    const before = answers.filter((answer) => answer.answeredAt < backupStartedAt);
    const after = answers.filter((answer) => answer.answeredAt > backupDoneAt);
    expect(answers).toHaveLength(total);
    expect(before.length).toBeGreaterThanOrEqual(80);
    // The burst went on around the backup, not just before it.
    expect(after.length).toBeGreaterThan(0);

    const target = loadConfig({ DATA_DIR: path.join(tempDir("backup-round-trip-"), "data") });
    cleanup.push(() => removeDir(path.dirname(target.DATA_DIR)));
    const restored = await restoreBackup(backup.file, target);
    expect(restored.keptAside).toBeUndefined();

    const db = new Database(target.DATABASE_PATH, { readonly: true });
    cleanup.push(() => db.close());
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const rows = db.prepare("SELECT COUNT(*) FROM quote_requests").pluck().get() as number;
    const emailRows = db.prepare("SELECT COUNT(*) FROM outbox").pluck().get() as number;
    const stored = db.prepare("SELECT last_name FROM quote_requests WHERE reference = ?").pluck();
    const emails = db
      .prepare(
        "SELECT COUNT(*) FROM outbox JOIN quote_requests q ON q.id = quote_request_id WHERE q.reference = ?",
      )
      .pluck();
    for (const { reference, index } of before) {
      expect(stored.get(reference), reference).toBe(`Trip ${index}`);
      expect(emails.get(reference), reference).toBe(2);
    }
    expect(rows).toBe(backup.database.quoteRequests);
    expect(emailRows).toBe(2 * rows);
    // The outbox's .eml files, the form secret and the push keys came along with the database.
    const emlFiles = readdirSync(target.OUTBOX_DIR).filter((name) => name.endsWith(".eml"));
    expect(emlFiles.length).toBe(backup.dataFiles - 2);
    expect(emlFiles.length).toBeGreaterThan(0);
    for (const file of ["form-secret", "vapid-keys.json"]) {
      const read = (config: { DATA_DIR: string }) =>
        readFileSync(path.join(config.DATA_DIR, file), "utf8");
      expect(read(target), file).toBe(read(config));
    }

    // A server started on the restored folder serves, and finds the restored requests.
    const second = await startTestApp({ QUOTE_RATE_LIMIT: "0" }, { dataDir: target.DATA_DIR });
    cleanup.push(() => second.stop());
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    const resent = await postQuote(second.url, visitor(before[0]?.index ?? 0));
    expect(referenceIn(await resent.text())).toBe(before[0]?.reference);

    console.log(
      `backup round trip: ${total} posts, ${before.length} answered before the backup started, ` +
        `${after.length} after it ended; backup holds ${rows} requests and ${emailRows} emails ` +
        `(${emlFiles.length} .eml files, ${(backup.bytes / 1024).toFixed(1)} KB), ` +
        `backup ${backup.ms.toFixed(0)} ms, restore ${restored.ms.toFixed(0)} ms`,
    );
  }, 120_000);
});
