import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that signs form cookies and hashes addresses: FORM_SECRET if set, else one made on
 * first start and kept beside the database, so it survives restarts without any set-up.
 */
export function loadOrCreateSecret(configured: string | undefined, file: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  const secret = randomBytes(32);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret.toString("base64"), { mode: 0o600 });
  return secret;
}
