import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { photoFilesOf, removePhotoFiles } from "~/photos/photo-store.server";

export interface ActingUser {
  id: number;
  email: string;
}

/**
 * Deletes a quote request with its emails, notes, history and photos; returns its reference,
 * or null if there was none. The audit log keeps the reference only, never the visitor's
 * details. Photo files go once the rows are gone (a crash in between leaves files no row
 * refers to, which the next start deletes).
 */
export function deleteLead(
  db: Db,
  {
    leadId,
    user,
    photosDir,
    now = Date.now(),
  }: { leadId: number; user: ActingUser; photosDir: string; now?: number },
): string | null {
  const photoFiles = photoFilesOf(db, leadId);
  const reference = db.transaction(() => {
    const reference = db
      .prepare("SELECT reference FROM quote_requests WHERE id = ?")
      .pluck()
      .get(leadId) as string | undefined;
    if (reference === undefined) return null;
    // The outbox's reference to the request has no cascade: its rows go first.
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(leadId);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(leadId);
    recordAudit(
      db,
      { event: "lead-deleted", userId: user.id, email: user.email, detail: reference },
      now,
    );
    return reference;
  })();
  removePhotoFiles(photosDir, photoFiles);
  return reference;
}

/** Retention: deletes every request received before `cutoff`, photos too; returns how many. */
export function deleteLeadsReceivedBefore(
  db: Db,
  { cutoff, photosDir, now = Date.now() }: { cutoff: Date; photosDir: string; now?: number },
): number {
  const before = cutoff.toISOString();
  const photoFiles = (
    db
      .prepare(`
        SELECT file_name AS fileName, thumb_file_name AS thumbFileName FROM quote_photos
        WHERE quote_request_id IN (SELECT id FROM quote_requests WHERE received_at < ?)`)
      .all(before) as { fileName: string; thumbFileName: string }[]
  ).flatMap((photo) => [photo.fileName, photo.thumbFileName]);
  const deleted = db.transaction(() => {
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
  })();
  removePhotoFiles(photosDir, photoFiles);
  return deleted;
}
