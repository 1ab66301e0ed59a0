import type { Logger } from "pino";
import { peopleWhoMay } from "~/accounts/people-to-tell.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { formatBytes } from "~/lib/format-count";
import { repeatEvery } from "~/lib/repeat.server";
import { linesAndButton, type MailContext, type OutgoingMessage } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import {
  type DiskSpace,
  diskMarginBytes,
  isDiskLow,
  recoveredAboveBytes,
} from "./disk-space.server";

/**
 * Keeps the record of the disk's drops below the margin: a drop opens a row and queues one
 * email to the owners with it (in one transaction, so a restart never sends it twice; with no
 * owner yet, the first owner's run sends it); the row closes once free space is back above the
 * margin by a quarter, and only a new drop after that emails again. Returns what happened.
 */
export function noteDiskSpace(
  db: Db,
  space: DiskSpace | null,
  mail: MailContext,
  now = Date.now(),
): "emailed" | "recovered" | null {
  if (!space) return null;
  const at = new Date(now).toISOString();
  return writeTransaction(db, () => {
    const open = db
      .prepare("SELECT id, emailed_at AS emailedAt FROM low_disk_alerts WHERE recovered_at IS NULL")
      .get() as { id: number; emailedAt: string | null } | undefined;
    if (!isDiskLow(space)) {
      if (!open || space.freeBytes < recoveredAboveBytes) return null;
      db.prepare("UPDATE low_disk_alerts SET recovered_at = ? WHERE id = ?").run(at, open.id);
      return "recovered";
    }
    if (open?.emailedAt) return null;
    const id =
      open?.id ??
      Number(
        db
          .prepare("INSERT INTO low_disk_alerts (began_at, free_bytes) VALUES (?, ?)")
          .run(at, space.freeBytes).lastInsertRowid,
      );
    const owners = peopleWhoMay(db, "hear about the business").map((person) => person.email);
    if (owners.length === 0) return null;
    const email = lowDiskEmail(
      owners.map((address) => ({ address })),
      space,
      mail,
    );
    queueEmail(db, {
      kind: "low-disk-space",
      about: `alert ${id}`,
      message: email,
      now: Date.parse(at),
    });
    db.prepare("UPDATE low_disk_alerts SET emailed_at = ? WHERE id = ?").run(at, id);
    return "emailed";
  });
}

function lowDiskEmail(
  to: { address: string }[],
  space: DiskSpace,
  { company, from, siteUrl }: MailContext,
): OutgoingMessage {
  const subject = "The website's server is nearly out of disk space";
  const lines = [
    `Only ${formatBytes(space.freeBytes)} is left on the disk that holds the website's quote requests, photos and backups. The site keeps ${formatBytes(diskMarginBytes)} free so that every request can still be stored.`,
    "Ask whoever looks after the server to free some space (old backups, logs) or to make the disk bigger. Until then the owner area shows a warning, and backups do not start.",
    "This is the only email about it; another comes only if the space runs low again after it has been freed.",
  ];
  const button: [string, string] = [new URL("/owner", siteUrl).href, "Open the owner area"];
  return linesAndButton(to, { subject, lines, button }, { company, from });
}

/**
 * Reads the disk every minute (and soon after start) and notes it: the owners' email on a
 * drop, the row closed on recovery. Errors are logged, never thrown; `run` does it now.
 */
export function startLowDiskAlerts(
  db: Db,
  {
    read,
    mail,
    queued,
    logger,
    intervalMs = 60_000,
    firstRunDelayMs = 5_000,
  }: {
    read: () => DiskSpace | null;
    /** The firm's mail settings as the live content has them now. */
    mail: () => MailContext;
    /** Called after the email was queued: the outbox sends it now. */
    queued: () => void;
    logger: Pick<Logger, "warn" | "info" | "error">;
    intervalMs?: number;
    firstRunDelayMs?: number;
  },
) {
  const run = (now = Date.now()) => {
    const space = read();
    const noted = noteDiskSpace(db, space, mail(), now);
    if (noted === "emailed" && space) {
      logger.warn(space, "disk space: under the margin; the owners were emailed");
      queued();
    } else if (noted === "recovered") logger.info(space ?? {}, "disk space: room again");
  };
  const loop = repeatEvery(() => run(), {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed: "disk space: could not note the free space; will try again",
  });
  return { stop: () => loop.stop(), run };
}
