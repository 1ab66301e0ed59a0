import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations } from "./migrations.server";

export type Db = Database.Database;

export interface OpenOptions {
  /** How long a write waits for a lock held by another connection before giving up. */
  busyTimeoutMs?: number;
}

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date. WAL lets pages
 * read while a request is written; `synchronous = FULL` means a committed request is on disk
 * before the visitor is told it was received.
 */
export function openDatabase(file: string, { busyTimeoutMs = 2000 }: OpenOptions = {}): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  applyMigrations(db);
  return db;
}
