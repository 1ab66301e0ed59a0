import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/database.server";
import { loadConfig } from "../../server/config";

/** For the backup tests: a data folder as a server leaves it, with `requests` quote requests. */
export function makeDataDir(requests: number, dataDir = tempDir("backup-data-")) {
  const config = loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: "3" });
  const db = openDatabase(config.DATABASE_PATH);
  const insertRequest = db.prepare(
    `INSERT INTO quote_requests (reference, dedupe_key, received_at, first_name, last_name, email,
       phone, project_type, message, ip_hash)
     VALUES (?, ?, ?, 'Test', ?, ?, '01000 000000', 'extension', 'A message', 'hash')`,
  );
  const insertEmail = db.prepare(
    `INSERT INTO outbox (quote_request_id, kind, about, message, next_attempt_at, created_at)
     VALUES (@lead, 'owner-notification', 'lead ' || @lead, '{}', @at, @at)`,
  );
  for (let index = 1; index <= requests; index++) {
    const at = new Date(Date.UTC(2026, 0, index)).toISOString();
    const { lastInsertRowid } = insertRequest.run(
      `MC-${String(index).padStart(5, "0")}`,
      `key-${index}`,
      at,
      `Person ${index}`,
      `person-${index}@example.org`,
    );
    insertEmail.run({ lead: lastInsertRowid, at });
  }
  mkdirSync(config.OUTBOX_DIR, { recursive: true });
  writeFileSync(path.join(config.OUTBOX_DIR, "message-1.eml"), "Subject: one\r\n\r\nHello");
  mkdirSync(path.join(dataDir, "photos", "2026"), { recursive: true });
  writeFileSync(path.join(dataDir, "photos", "2026", "roof.jpg"), Buffer.from([0xff, 0xd8, 1, 2]));
  writeFileSync(path.join(dataDir, "form-secret"), "c2VjcmV0LXNlY3JldC1zZWNyZXQ=", {
    mode: 0o600,
  });
  return { config, db };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** Every file under `dir` with a hash of its contents and its mode, to show nothing changed. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const visit = (relative: string) => {
    const full = path.join(dir, relative);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      files[`${relative}/`] = (stat.mode & 0o777).toString(8);
      for (const name of readdirSync(full)) visit(path.join(relative, name));
    } else {
      const hash = createHash("sha256").update(readFileSync(full)).digest("hex").slice(0, 16);
      files[relative] = `${hash} ${(stat.mode & 0o777).toString(8)}`;
    }
  };
  for (const name of readdirSync(dir)) visit(name);
  return files;
}
