/** Test helpers for the multipart tests: a folder per test for uploads, and the refusal. */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { UploadResult } from "../../app/photos/multipart.server";
import { removeDir } from "./test-app";

/**
 * Call at the top of a test file: each call of the function it returns makes a new empty
 * folder, under one temporary folder removed after the file's tests.
 */
export function uploadDirs(prefix: string): () => string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => removeDir(root));
  let counter = 0;
  return () => {
    const dir = path.join(root, `uploads-${++counter}`);
    mkdirSync(dir);
    return dir;
  };
}

/** The refusal of an upload that was meant to be refused. */
export function refusalOf(result: UploadResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.files.length} file(s)`);
  return result.refusal;
}
