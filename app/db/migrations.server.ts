import type Database from "better-sqlite3";

/** `db/migrations/NNN-name.sql`, bundled into the server so a deployment needs only `build/`. */
const files = import.meta.glob<string>("../../db/migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return Object.entries(files)
    .map(([file, sql]) => {
      const match = /(\d+)-([\w-]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration ${file} must be named NNN-name.sql`);
      return { version: Number(match[1]), name: match[2] ?? "", sql };
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * A migration that rebuilds a table others refer to starts with this line: SQLite's foreign keys
 * are then off while it runs (they can only be switched outside a transaction), as SQLite's own
 * way to change a table's definition asks, and checked before it commits.
 */
const foreignKeysOff = "-- foreign keys off while this runs";

/** Applies, in order and each in its own transaction, every migration the file has not had yet. */
export function applyMigrations(db: Database.Database, migrations = listMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[],
  );
  const record = db.prepare(
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
  );
  const newlyApplied: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const rebuilds = migration.sql.startsWith(foreignKeysOff);
    const enforced = db.pragma("foreign_keys", { simple: true }) === 1;
    if (rebuilds) db.pragma("foreign_keys = OFF");
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (rebuilds) {
          const broken = db.pragma("foreign_key_check") as unknown[];
          if (broken.length > 0)
            throw new Error(
              `Migration ${migration.version} leaves ${broken.length} broken references`,
            );
        }
        record.run(migration.version, migration.name, new Date().toISOString());
      })();
    } finally {
      if (rebuilds && enforced) db.pragma("foreign_keys = ON");
    }
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
