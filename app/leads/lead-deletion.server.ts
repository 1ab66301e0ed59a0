import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { photoFilesOf, removePhotoFiles } from "~/photos/photo-store.server";

export interface ActingUser {
  id: number;
  email: string;
}

/**
 * Files other features keep about leads (a job's photos and documents), handed in by the caller
 * since those features read leads. Called inside the transaction that deletes the leads, with
 * their ids (their rows still there), it returns what deletes those files, run once the rows
 * are gone, after the leads' own photos.
 */
export type MoreLeadFiles = (leadIds: readonly number[]) => () => void;

const noMoreFiles: MoreLeadFiles = () => () => {};

/**
 * Deletes a quote request with its emails, notes, history and photos, and what other features
 * keep of it (its job, whose payments stay without it: `moreFiles` for their files); returns its
 * reference, or null if there was none. The audit log keeps the reference only, never the
 * visitor's details. Photo files go once the rows are gone (a crash in between leaves files no
 * row refers to, which the next start deletes).
 */
export function deleteLead(
  db: Db,
  {
    leadId,
    user,
    photosDir,
    moreFiles = noMoreFiles,
    now = Date.now(),
  }: {
    leadId: number;
    user: ActingUser;
    photosDir: string;
    moreFiles?: MoreLeadFiles;
    now?: number;
  },
): string | null {
  const photoFiles = photoFilesOf(db, leadId);
  let removeMoreFiles = () => {};
  const reference = writeTransaction(db, () => {
    const reference = db
      .prepare("SELECT reference FROM quote_requests WHERE id = ?")
      .pluck()
      .get(leadId) as string | undefined;
    if (reference === undefined) return null;
    removeMoreFiles = moreFiles([leadId]);
    // The outbox's reference to the request has no cascade: its rows go first.
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(leadId);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(leadId);
    recordAudit(
      db,
      { event: "lead-deleted", userId: user.id, email: user.email, detail: reference },
      now,
    );
    return reference;
  });
  removePhotoFiles(photosDir, photoFiles);
  removeMoreFiles();
  return reference;
}

/** Retention: deletes every request received before `cutoff`, files too; returns how many. */
export function deleteLeadsReceivedBefore(
  db: Db,
  {
    cutoff,
    photosDir,
    moreFiles = noMoreFiles,
    now = Date.now(),
  }: { cutoff: Date; photosDir: string; moreFiles?: MoreLeadFiles; now?: number },
): number {
  const before = cutoff.toISOString();
  const photoFiles = (
    db
      .prepare(`
        SELECT file_name AS fileName, thumb_file_name AS thumbFileName FROM quote_photos
        WHERE quote_request_id IN (SELECT id FROM quote_requests WHERE received_at < ?)`)
      .all(before) as { fileName: string; thumbFileName: string }[]
  ).flatMap((photo) => [photo.fileName, photo.thumbFileName]);
  let removeMoreFiles = () => {};
  const deleted = writeTransaction(db, () => {
    const leadIds = db
      .prepare("SELECT id FROM quote_requests WHERE received_at < ?")
      .pluck()
      .all(before) as number[];
    if (leadIds.length > 0) removeMoreFiles = moreFiles(leadIds);
    db.prepare(
      "DELETE FROM outbox WHERE quote_request_id IN (SELECT id FROM quote_requests WHERE received_at < ?)",
    ).run(before);
    const { changes } = db.prepare("DELETE FROM quote_requests WHERE received_at < ?").run(before);
    if (changes > 0)
      recordAudit(
        db,
        { event: "leads-expired", detail: `${changes} received before ${before}` },
        now,
      );
    return changes;
  });
  removePhotoFiles(photosDir, photoFiles);
  removeMoreFiles();
  return deleted;
}
