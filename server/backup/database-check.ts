import Database from "better-sqlite3";
import { BackupError } from "./backup-error";

export interface DatabaseSummary {
  quoteRequests: number;
  emails: number;
  /** received_at of the first and the last quote request, if any. */
  oldest?: string;
  newest?: string;
}

const expectedTables = ["schema_migrations", "quote_requests", "outbox"];

/**
 * Checks a copy of the site's database the way SQLite itself can (`PRAGMA integrity_check`),
 * that it has the site's tables, and says what is in it. Throws a BackupError naming what is
 * wrong.
 */
export function checkDatabase(file: string): DatabaseSummary {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`the database in it cannot be opened: ${(error as Error).message}`);
  }
  try {
    const problems = readIntegrity(db);
    if (problems[0] !== "ok")
      throw new BackupError(`the database in it is damaged: ${problems.slice(0, 3).join("; ")}`);
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[],
    );
    const missing = expectedTables.filter((table) => !tables.has(table));
    if (missing.length > 0)
      throw new BackupError(
        `the database in it is not the site's: it has no ${missing.join(", ")} table`,
      );
    const count = (table: string) =>
      db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    const range = db
      .prepare("SELECT MIN(received_at) AS oldest, MAX(received_at) AS newest FROM quote_requests")
      .get() as { oldest: string | null; newest: string | null };
    return {
      quoteRequests: count("quote_requests"),
      emails: count("outbox"),
      oldest: range.oldest ?? undefined,
      newest: range.newest ?? undefined,
    };
  } finally {
    db.close();
  }
}

function readIntegrity(db: Database.Database): string[] {
  try {
    return (db.pragma("integrity_check") as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
  } catch (error) {
    // "file is not a database", "database disk image is malformed"
    throw new BackupError(`the database in it is damaged: ${(error as Error).message}`);
  }
}
