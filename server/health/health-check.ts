import type { Db } from "../../app/db/database.server";
import { type DiskSpace, lowDiskProblem } from "../../app/disk-space/disk-space.server";
import { outboxCounts } from "../../app/mail/outbox.server";

/** An email queued longer than this without going out means the owner is missing leads. */
export const stuckAfterMs = 30 * 60_000;

export interface Health {
  healthy: boolean;
  database: "ok" | "unavailable";
  outbox: Record<string, number>;
  /** The data folder's disk and the database's size, when they were read. */
  disk?: DiskSpace | null;
  /** Why the site is unhealthy, in words for whoever is on call; empty when healthy. */
  problems: string[];
}

/**
 * What `/healthz` and `npm run doctor` report. The database is checked by taking its write
 * lock (and letting it go at once), so a read-only disk or a lock held elsewhere shows up
 * here before a visitor's quote request meets it; given the disk's reading, a disk under its
 * margin is a problem too.
 */
export function checkHealth(
  db: Db,
  { now = new Date(), disk }: { now?: Date; disk?: DiskSpace | null } = {},
): Health {
  const problems: string[] = [];
  let database: Health["database"] = "ok";
  let outbox: Record<string, number> = {};
  try {
    db.exec("BEGIN IMMEDIATE");
    db.exec("ROLLBACK");
    outbox = outboxCounts(db);
    const stuck = db
      .prepare(
        "SELECT COUNT(*) FROM outbox WHERE status IN ('pending', 'sending') AND created_at < ?",
      )
      .pluck()
      .get(new Date(now.getTime() - stuckAfterMs).toISOString()) as number;
    if (stuck > 0)
      problems.push(
        `${stuck} email(s) queued more than ${stuckAfterMs / 60_000} minutes ago have not been sent`,
      );
  } catch {
    if (db.inTransaction) db.exec("ROLLBACK");
    database = "unavailable";
    problems.push("the database cannot be written to");
  }
  const lowDisk = lowDiskProblem(disk ?? null);
  if (lowDisk) problems.push(lowDisk);
  return {
    healthy: problems.length === 0,
    database,
    outbox,
    ...(disk === undefined ? {} : { disk }),
    problems,
  };
}
