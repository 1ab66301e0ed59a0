/**
 * Test helper, run as a child process by photo-cleanup.test.ts and killed with SIGKILL at a
 * random moment: stores quote requests with photos, as the quote store will, in a loop.
 * Usage: node --import tsx crash-child.ts <database> <photos dir> <uploads dir> <photo>...
 */
import { copyFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { discardUploads } from "../../app/photos/multipart.server";
import { commitPhotos, discardPrepared, processPhotos } from "../../app/photos/photo-store.server";

const [databaseFile, photosDir, uploadsDir, ...photos] = process.argv.slice(2);
if (!databaseFile || !photosDir || !uploadsDir)
  throw new Error("usage: crash-child db photos uploads photo...");

const db = new Database(databaseFile);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("foreign_keys = ON");

const insertRequest = db.prepare(`
  INSERT INTO quote_requests
    (dedupe_key, received_at, first_name, last_name, email, phone, project_type, message, ip_hash)
  VALUES (?, ?, 'Sarah', 'Mills', 'sarah@example.org', '01253 123456', 'extension', 'Photos attached.', 'hash')`);

let round = 0;
for (;;) {
  round++;
  // The uploads, as the multipart parser leaves them.
  const files = photos.map((photo, index) => {
    const tempPath = path.join(
      uploadsDir,
      `upload-${String(round).padStart(16, "0")}${String(index).padStart(16, "0")}.part`,
    );
    copyFileSync(photo, tempPath);
    return { tempPath, originalName: `photo-${index + 1}.jpg` };
  });
  const result = await processPhotos(files, { photosDir, most: 6 });
  if (!result.ok) throw new Error(result.refusals[0]?.message);
  try {
    db.transaction(() => {
      const { lastInsertRowid } = insertRequest.run(
        `${process.pid}-${round}`,
        new Date().toISOString(),
      );
      commitPhotos(db, Number(lastInsertRowid), result.photos);
    }).immediate();
  } catch (error) {
    await discardPrepared(result.photos);
    throw error;
  }
  await discardUploads(files);
  process.stdout.write(`stored ${round}\n`);
}
