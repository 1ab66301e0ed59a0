/**
 * The quote form's photos, from the post to the stored request: `photoPosts(...).read(request)`
 * streams the upload to temporary files within limits (`multipart.ts`), and the photos it gives
 * the action are checked and re-encoded (`prepare`), tied to the request inside the store's
 * transaction (`commitTo`), and whatever was not kept deleted (`discard`): all or nothing.
 */

import type { Db } from "~/db/database.server";
import {
  discardUploads,
  parseUploadRequest,
  type UploadedFile,
  type UploadLimits,
  uploadTiming,
} from "~/photos/multipart.server";
import {
  commitPhotos,
  discardPrepared,
  type PreparedPhoto,
  processPhotos,
} from "~/photos/photo-store.server";
import { photoLimits, photoSizeMessages } from "./quote-photos";
import type { PhotoPost, PhotoPosts, QuotePhotos } from "./quote-store";

/** A quote request's photos: 6 of at most 15 MB, 40 MB in all, refused in the visitor's words. */
export const quoteUploadLimits: UploadLimits = {
  ...uploadTiming,
  maxFiles: photoLimits.maxPhotos,
  maxFileBytes: photoLimits.maxPhotoBytes,
  maxTotalBytes: photoLimits.maxTotalBytes,
  words: {
    tooManyFiles: photoSizeMessages.tooMany,
    fileTooLarge: photoSizeMessages.tooLarge,
    totalTooLarge: photoSizeMessages.totalTooLarge,
    emptyFile: photoSizeMessages.empty,
  },
};

/** Refusals after which the rest of the body was not read. */
const stoppingKinds = new Set(["total-too-large", "bad-multipart", "timeout", "aborted"]);
/** Refusals the visitor fixes in the photos field. */
const photoKinds = new Set(["too-many-files", "file-too-large", "total-too-large", "empty-file"]);

class ReceivedPhotos implements QuotePhotos {
  private prepared: PreparedPhoto[] = [];

  constructor(
    private readonly db: Db,
    private readonly photosDir: string,
    private readonly uploads: UploadedFile[],
  ) {}

  get count() {
    return this.uploads.length;
  }

  async prepare(): Promise<string[]> {
    const result = await processPhotos(this.uploads, {
      photosDir: this.photosDir,
      most: quoteUploadLimits.maxFiles,
    });
    if (!result.ok) return result.refusals.map((refusal) => refusal.message);
    this.prepared = result.photos;
    return [];
  }

  commitTo(requestId: number): void {
    commitPhotos(this.db, requestId, this.prepared);
  }

  async discard(): Promise<void> {
    await discardUploads(this.uploads);
    // Kept only if the transaction that tied them to a request committed; otherwise (never
    // committed, a duplicate, a rollback after the files got their final names) they go.
    if (!this.isStored()) await discardPrepared(this.prepared);
  }

  private isStored(): boolean {
    const first = this.prepared[0];
    return (
      first !== undefined &&
      this.db.prepare("SELECT 1 FROM quote_photos WHERE file_name = ?").get(first.fileName) !==
        undefined
    );
  }
}

export function photoPosts({
  db,
  photosDir,
  uploadsDir,
  limits,
}: {
  db: Db;
  photosDir: string;
  uploadsDir: string;
  /** The quote form's unless said (tests try smaller ones). */
  limits?: Partial<UploadLimits>;
}): PhotoPosts {
  return {
    async read(request: Request): Promise<PhotoPost> {
      const result = await parseUploadRequest(request, {
        uploadDir: uploadsDir,
        limits: { ...quoteUploadLimits, ...limits },
      });
      const { form } = result;
      if (!result.ok) {
        const { status, message, kind } = result.refusal;
        return {
          ok: false,
          form,
          status,
          message,
          stopped: stoppingKinds.has(kind),
          aboutPhotos: photoKinds.has(kind),
        };
      }
      return { ok: true, form, photos: new ReceivedPhotos(db, photosDir, result.files) };
    },
  };
}
