import type { Db } from "~/db/database.server";

export type PublishStatus = "queued" | "building" | "switching" | "live" | "failed";

export interface PublishRow {
  id: number;
  requestedBy: string;
  requestedAt: string;
  summary: string;
  restoreOf: number | null;
  /** 0 (SQLite's false) for a publish of the content as it is, drafts left for later. */
  withDrafts: 0 | 1;
  status: PublishStatus;
  message: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  releaseDir: string | null;
  version: string | null;
}

const columns = `id, requested_by AS requestedBy, requested_at AS requestedAt, summary,
  restore_of AS restoreOf, with_drafts AS withDrafts, status, message, started_at AS startedAt, finished_at AS finishedAt,
  release_dir AS releaseDir, version`;

export interface PublishRequest {
  by: string;
  summary: string;
  /** The publish whose version to put back. */
  restoreOf?: number;
  /** False to publish the content as it is, leaving the drafts alone; true unless said. */
  withDrafts?: boolean;
  /** What the owner should know of it, shown under the summary unless it fails (then why). */
  note?: string;
}

/** The publishes table (db/migrations/007, 008): the queue, its statuses, the versions. */
export class PublishRecords {
  constructor(private readonly db: Db) {}

  queue({ by, summary, restoreOf, withDrafts = true, note }: PublishRequest): number {
    const result = this.db
      .prepare(
        "INSERT INTO publishes (requested_by, requested_at, summary, restore_of, with_drafts, status, message) VALUES (?, ?, ?, ?, ?, 'queued', ?)",
      )
      .run(
        by,
        new Date().toISOString(),
        summary,
        restoreOf ?? null,
        withDrafts ? 1 : 0,
        note ?? null,
      );
    return Number(result.lastInsertRowid);
  }

  nextQueued(): PublishRow | undefined {
    return this.db
      .prepare(`SELECT ${columns} FROM publishes WHERE status = 'queued' ORDER BY id LIMIT 1`)
      .get() as PublishRow | undefined;
  }

  find(id: number): PublishRow | undefined {
    return this.db.prepare(`SELECT ${columns} FROM publishes WHERE id = ?`).get(id) as
      | PublishRow
      | undefined;
  }

  recent(limit = 20): PublishRow[] {
    return this.db
      .prepare(`SELECT ${columns} FROM publishes ORDER BY id DESC LIMIT ?`)
      .all(limit) as PublishRow[];
  }

  /** The publish whose release the site runs now: the latest that went live. */
  live(): PublishRow | undefined {
    return this.db
      .prepare(`SELECT ${columns} FROM publishes WHERE status = 'live' ORDER BY id DESC LIMIT 1`)
      .get() as PublishRow | undefined;
  }

  inProgress(): PublishRow | undefined {
    return this.db
      .prepare(
        `SELECT ${columns} FROM publishes WHERE status IN ('queued', 'building', 'switching') ORDER BY id LIMIT 1`,
      )
      .get() as PublishRow | undefined;
  }

  start(id: number) {
    this.db
      .prepare("UPDATE publishes SET status = 'building', started_at = ? WHERE id = ?")
      .run(new Date().toISOString(), id);
  }

  switching(id: number, { releaseDir, version }: { releaseDir: string; version: string }) {
    this.db
      .prepare(
        "UPDATE publishes SET status = 'switching', release_dir = ?, version = ? WHERE id = ?",
      )
      .run(releaseDir, version, id);
  }

  /** `message`: why it failed; a publish that went live keeps its note. */
  finish(id: number, status: "live" | "failed", message?: string) {
    this.db
      .prepare(
        "UPDATE publishes SET status = ?, message = COALESCE(?, message), finished_at = ? WHERE id = ?",
      )
      .run(status, message ?? null, new Date().toISOString(), id);
  }

  /** Publishes a restart interrupted (see `Publisher.resume`). */
  failUnfinished(liveReleaseId: number | undefined) {
    const now = new Date().toISOString();
    this.db
      .prepare(
        "UPDATE publishes SET status = 'failed', message = ?, finished_at = ? WHERE status = 'building'",
      )
      .run(
        "The server restarted while this was being published. The live site is unchanged: publish again.",
        now,
      );
    this.db
      .prepare(
        "UPDATE publishes SET status = 'failed', message = ?, finished_at = ? WHERE status = 'switching' AND id IS NOT ?",
      )
      .run(
        "The new version was built but could not start, so the site stayed as it was. Your developer can see why in the server's log.",
        now,
        liveReleaseId ?? null,
      );
  }
}
