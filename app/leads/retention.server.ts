import type { Logger } from "pino";
import type { Db } from "~/db/database.server";
import { repeatEvery } from "~/lib/repeat.server";
import { monthsBefore } from "~/lib/uk-time";
import { deleteLeadsReceivedBefore, type MoreLeadFiles } from "./lead-deletion.server";

const dayMs = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** Requests received more than this many calendar months ago are deleted. */
  months: number;
  /** DATA_DIR/photos: the requests' photos go with them. */
  photosDir: string;
  /** What other features keep of the requests on disk (their jobs' files), to go with them. */
  moreFiles?: MoreLeadFiles;
  logger: Pick<Logger, "info" | "error">;
  now?: () => number;
  intervalMs?: number;
  /** The first run waits a little, so it does not slow the server's start. */
  firstRunDelayMs?: number;
}

/**
 * Deletes old quote requests about a minute after start and then once a day, as the privacy
 * policy promises. Timers are unref'd: they never keep the process alive.
 */
export function startLeadRetention(
  db: Db,
  {
    months,
    photosDir,
    moreFiles,
    logger,
    now = Date.now,
    intervalMs = dayMs,
    firstRunDelayMs = 60_000,
  }: RetentionOptions,
): { stop(): void } {
  const run = () => {
    const cutoff = monthsBefore(now(), months);
    const deleted = deleteLeadsReceivedBefore(db, { cutoff, photosDir, moreFiles, now: now() });
    if (deleted > 0)
      logger.info(
        { deleted, cutoff: cutoff.toISOString(), months },
        `retention: deleted ${deleted} quote request(s) older than ${months} months`,
      );
  };
  return repeatEvery(run, {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed: "retention: could not delete old quote requests",
  });
}
