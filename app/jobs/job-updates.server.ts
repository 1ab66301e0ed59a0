import type { Logger } from "pino";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { repeatEvery } from "~/lib/repeat.server";
import { addDays, formatDateTime, instantOnDay, localDate } from "~/lib/uk-time";
import { type PreparedPhoto, placePhotos } from "~/photos/photo-store.server";
import { smallNameOf, smallWidthOf } from "~/photos/small-copies.server";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import type { JobServices } from "./job-services.server";
import { jobById } from "./job-store.server";

/**
 * Progress on a job: a line and a few photos from the owner's phone, private to the job. The
 * customer hears of them in one email a day at most: the first update not yet told of sets the
 * job's `next_digest_at` to 18:00 that day (the next day's, when posted later), and at that time
 * one email lists every update since the last, each marked told in the same transaction.
 */

export interface JobPhoto {
  id: number;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

export type ShownJobPhoto = JobPhoto & { smallWidth: number };

export interface JobUpdate {
  id: number;
  text: string;
  postedAt: Date;
  postedBy: string;
  photos: ShownJobPhoto[];
}

/** The evening email: late enough to hold the day's updates, early enough to be read that day. */
const digestMinutes = 18 * 60;

export function digestTime(postedAt: number): number {
  const day = localDate(postedAt);
  const today = instantOnDay(day, digestMinutes);
  return postedAt < today ? today : instantOnDay(addDays(day, 1), digestMinutes);
}

export function postUpdate(
  services: JobServices,
  {
    jobId,
    text,
    photos,
    user,
  }: { jobId: number; text: string; photos: readonly PreparedPhoto[]; user: ActingUser },
): number {
  const { db } = services;
  const now = services.now();
  return writeTransaction(db, () => {
    const job = jobById(db, jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const id = db
      .prepare(
        "INSERT INTO job_updates (job_id, text, posted_at, posted_by) VALUES (?, ?, ?, ?) RETURNING id",
      )
      .pluck()
      .get(job.id, text, new Date(now).toISOString(), user.email) as number;
    placePhotos(photos);
    const insert = db.prepare(
      `INSERT INTO job_photos (job_update_id, position, file_name, thumb_file_name, width, height,
         thumb_width, thumb_height, bytes, original_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const photo of photos)
      insert.run(
        id,
        photo.position,
        photo.fileName,
        photo.thumbFileName,
        photo.width,
        photo.height,
        photo.thumbWidth,
        photo.thumbHeight,
        photo.bytes,
        photo.originalName,
      );
    db.prepare("UPDATE jobs SET next_digest_at = ? WHERE id = ? AND next_digest_at IS NULL").run(
      new Date(digestTime(now)).toISOString(),
      job.id,
    );
    return id;
  });
}

/** The job's updates, newest first, each with its photos in the order posted. */
export function updatesOfJob(db: Db, jobId: number): JobUpdate[] {
  const updates = db
    .prepare(
      `SELECT id, text, posted_at AS postedAt, posted_by AS postedBy FROM job_updates
       WHERE job_id = ? ORDER BY posted_at DESC, id DESC`,
    )
    .all(jobId) as { id: number; text: string; postedAt: string; postedBy: string }[];
  const photos = db
    .prepare(
      `SELECT p.id, p.job_update_id AS updateId, p.width, p.height, p.thumb_width AS thumbWidth,
       p.thumb_height AS thumbHeight FROM job_photos p JOIN job_updates u ON u.id = p.job_update_id
       WHERE u.job_id = ? ORDER BY p.job_update_id, p.position`,
    )
    .all(jobId) as (JobPhoto & { updateId: number })[];
  return updates.map((update) => ({
    ...update,
    postedAt: new Date(update.postedAt),
    photos: photos
      .filter((photo) => photo.updateId === update.id)
      .map(({ updateId: _, ...photo }) => ({ ...photo, smallWidth: smallWidthOf(photo) })),
  }));
}

/** A photo of the job, by its id: the files' names, for serving it. */
export const jobPhotoFiles = (db: Db, jobId: number, photoId: number) =>
  db
    .prepare(
      `SELECT p.file_name AS fileName, p.thumb_file_name AS thumbFileName, p.position
       FROM job_photos p JOIN job_updates u ON u.id = p.job_update_id
       WHERE p.id = ? AND u.job_id = ?`,
    )
    .get(photoId, jobId) as
    | { fileName: string; thumbFileName: string; position: number }
    | undefined;

/** Every photo file of a job (with their thumbnails and small copies), to delete with it. */
export const jobPhotoFileNames = (db: Db, jobId: number) =>
  (
    db
      .prepare(
        `SELECT p.file_name AS f, p.thumb_file_name AS t FROM job_photos p
         JOIN job_updates u ON u.id = p.job_update_id WHERE u.job_id = ?`,
      )
      .all(jobId) as { f: string; t: string }[]
  ).flatMap((row) => [row.f, row.t, smallNameOf(row.f)]);

const photoCount = (count: number) => (count === 1 ? "1 photo" : `${count} photos`);

/** Queues each job's email of updates whose time has come; returns the jobs told. */
export function sendUpdateDigests(services: JobServices): number[] {
  const { db } = services;
  const now = services.now();
  const at = new Date(now).toISOString();
  const due = db
    .prepare("SELECT id FROM jobs WHERE next_digest_at IS NOT NULL AND next_digest_at <= ?")
    .pluck()
    .all(at) as number[];
  const told: number[] = [];
  for (const jobId of due) {
    const sent = writeTransaction(db, () => {
      const claimed = db
        .prepare(
          "UPDATE jobs SET next_digest_at = NULL WHERE id = ? AND next_digest_at IS NOT NULL AND next_digest_at <= ?",
        )
        .run(jobId, at).changes;
      const job = jobById(db, jobId);
      if (claimed === 0 || !job) return false;
      const untoldIds = new Set(
        db
          .prepare(
            "SELECT id FROM job_updates WHERE job_id = ? AND told_at IS NULL AND posted_at <= ?",
          )
          .pluck()
          .all(jobId, at) as number[],
      );
      const untold = updatesOfJob(db, jobId)
        .filter((update) => untoldIds.has(update.id))
        .reverse();
      if (untold.length === 0) return false;
      db.prepare(
        "UPDATE job_updates SET told_at = ? WHERE job_id = ? AND told_at IS NULL AND posted_at <= ?",
      ).run(at, jobId, at);
      queueToCustomer(services, job, {
        kind: "job-updates",
        about: `update ${untold[0]?.id}`,
        subject: `News of your job: ${job.title}`,
        lines: [
          untold.length === 1
            ? "Here is what is new:"
            : `Here is what is new (${untold.length} updates):`,
          ...untold.map(
            (update) =>
              `${formatDateTime(update.postedAt)}: ${update.text}${update.photos.length > 0 ? ` (${photoCount(update.photos.length)})` : ""}`,
          ),
          "The photos are on your job's page.",
        ],
        button: "See the photos",
      });
      return true;
    });
    if (sent) told.push(jobId);
  }
  if (told.length > 0) services.wakeOutbox();
  return told;
}

/** Looks for emails of updates due every 5 minutes, the first a minute after the start. */
export function startUpdateDigests(services: JobServices, logger: Logger) {
  return repeatEvery(() => sendUpdateDigests(services), {
    intervalMs: 5 * 60_000,
    firstRunDelayMs: 60_000,
    logger,
    failed: "jobs: could not send the emails of updates",
  });
}
