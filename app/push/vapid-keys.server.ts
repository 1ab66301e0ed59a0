import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";

/** The server's identity towards push services; browsers subscribe with the public key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const base64url = (bytes: number) =>
  z
    .string()
    .refine((value) => /^[\w-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes);
const vapidKeysSchema = z.object({ publicKey: base64url(65), privateKey: base64url(32) });

export const vapidKeysFile = (dataDir: string) => path.join(dataDir, "vapid-keys.json");

/**
 * The keys made on first start and kept in DATA_DIR: new keys would silently end every
 * subscription, so a damaged file is an error to fix (or delete), never replaced.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = vapidKeysFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`, {
      mode: 0o600,
    });
    // A hard link appears whole or not at all, and fails if another process got there first,
    // whose keys then win.
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    parsed = undefined;
  }
  const keys = vapidKeysSchema.safeParse(parsed);
  if (!keys.success)
    throw new Error(
      `${file} is damaged. Restore it from a backup, or delete it to make new keys (every phone then has to turn alerts on again).`,
    );
  return keys.data;
}
