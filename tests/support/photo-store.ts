/**
 * Test helpers for the photo store: a fresh database, photo folder and upload folder for each
 * test, uploads to store, and helper scripts run in a fresh Node process.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach } from "vitest";
import { type Db, openDatabase } from "../../app/db/database.server";
import {
  commitPhotos,
  type PreparedPhoto,
  processPhotos,
} from "../../app/photos/photo-store.server";
import { removeDir } from "./test-app";
import { insertLead } from "./test-leads";

/** What each test works on; `db`, `photosDir` and `uploadsDir` are new for every test. */
export interface PhotoStoreEnv {
  /** The temporary folder of the whole test file, removed after its tests. */
  root: string;
  db: Db;
  photosDir: string;
  uploadsDir: string;
}

/** Call at the top of a test file: registers the hooks that make and remove the folders. */
export function photoStoreFixture(prefix: string) {
  const env = { root: mkdtempSync(path.join(tmpdir(), prefix)) } as PhotoStoreEnv;
  afterAll(() => removeDir(env.root));

  let run = 0;
  beforeEach(() => {
    const dir = path.join(env.root, `run-${++run}`);
    env.photosDir = path.join(dir, "photos");
    env.uploadsDir = path.join(dir, "uploads");
    mkdirSync(env.uploadsDir, { recursive: true });
    env.db = openDatabase(path.join(dir, "site.db"));
    return () => env.db.close();
  });

  let uploads = 0;
  /** An upload as the multipart parser leaves it: a temporary file and the visitor's name. */
  function upload(content: Buffer | string, originalName = `photo-${uploads + 1}.jpg`) {
    const tempPath = path.join(
      env.uploadsDir,
      `upload-${String(++uploads).padStart(32, "0")}.part`,
    );
    writeFileSync(tempPath, content);
    return { tempPath, originalName };
  }

  async function prepare(files: { tempPath: string; originalName: string }[]) {
    const result = await processPhotos(files, { photosDir: env.photosDir, most: 6 });
    if (!result.ok) throw new Error(result.refusals.map((refusal) => refusal.message).join("; "));
    return result.photos;
  }

  /** Stores a request and its photos in one transaction, as the quote store will. */
  function storeWithPhotos(prepared: PreparedPhoto[]) {
    const id = env.db.transaction(() => {
      const leadId = insertLead(env.db);
      commitPhotos(env.db, leadId, prepared);
      return leadId;
    })();
    return id;
  }

  return { env, upload, prepare, storeWithPhotos };
}

/** A file next to this one (the helper scripts). */
export const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Runs a helper script in a fresh Node process; resolves to what it printed. */
export function runChild(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ["--expose-gc", "--import", "tsx", here(script), ...args],
      {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...env },
      },
    );
    let output = "";
    let errors = "";
    proc.stdout.on("data", (chunk) => {
      output += chunk;
    });
    proc.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    proc.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(errors))));
  });
}
