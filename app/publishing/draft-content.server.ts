import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ContentCatalogue, DatabaseContent } from "~/content/content-catalogue";
import { ContentErrors, type ImageSource } from "~/content/content-reader.server";
import type { ResponsiveImage } from "~/content/responsive-image";
import type { BuiltContent } from "~/content/site-content.server";
import type { Drafts } from "./drafts.server";

/** The drafts as the pages would read them, or every problem that stops them being published. */
export type DraftContent =
  | { ok: true; content: BuiltContent }
  | { ok: false; errors: ContentErrors; contentDir: string };

/**
 * The live content with the drafts applied, in `workDir` (a copy, about 2 MB), read and
 * validated exactly as the build reads content/. Pictures the live site has keep their
 * variants; a photo only the drafts have is shown as its upload (already re-encoded and at
 * most 2,560 px), at `originalUrl(key)`.
 */
export async function draftContent({
  contentDir,
  drafts,
  workDir,
  live,
  originalUrl,
  catalogue,
  fromDatabase,
}: {
  contentDir: string;
  drafts: Drafts;
  workDir: string;
  live: BuiltContent;
  originalUrl: (key: string) => string;
  catalogue: ContentCatalogue;
  /** The content kept in the database (verified reviews), as a publish would take it in. */
  fromDatabase?: DatabaseContent;
}): Promise<DraftContent> {
  rmSync(workDir, { recursive: true, force: true });
  cpSync(contentDir, workDir, { recursive: true });
  drafts.applyTo(workDir);
  let read: ReturnType<ContentCatalogue["read"]>;
  try {
    read = catalogue.read(workDir);
  } catch (error) {
    if (error instanceof ContentErrors) return { ok: false, errors: error, contentDir: workDir };
    throw error;
  }
  const content = { ...read.content, ...fromDatabase?.content };
  const { images } = read;
  const now = new Date().toISOString();
  return {
    ok: true,
    content: {
      content,
      images: Object.fromEntries(
        await Promise.all(
          images.map(async (image) => [
            image.key,
            live.images[image.key] ?? (await asUploaded(image, originalUrl(image.key))),
          ]),
        ),
      ),
      pages: catalogue.pages(content).map(({ sources: _sources, ...page }) => ({
        ...page,
        lastModified: now,
      })),
      placeholders: catalogue.placeholders(content, images),
    },
  };
}

/** A photo as it was uploaded, one JPEG for every format (a browser goes by the bytes). */
async function asUploaded(image: ImageSource, url: string): Promise<ResponsiveImage> {
  const { width = 1, height = 1 } = await sharp(image.file).metadata();
  const candidate = `${url} ${width}w`;
  return {
    width,
    height,
    color: "#d9dee5",
    avif: candidate,
    webp: candidate,
    jpeg: candidate,
    src: url,
    full: url,
  };
}

/** Where a picture of the drafts is on disk, if `key` names one inside `workDir`. */
export function draftPictureFile(workDir: string, key: string): string | undefined {
  const file = path.resolve(workDir, key);
  const inside = file.startsWith(`${path.resolve(workDir)}${path.sep}`);
  return inside && /\.(jpe?g|png|webp|avif)$/i.test(file) ? file : undefined;
}
