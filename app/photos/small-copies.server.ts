import { rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { withImageSlot } from "./image-slots.server";

/**
 * A photo's small copy, 240 px on its long side, beside its thumbnail: what a phone needs for a
 * grid of three (about 115 px wide, twice that on a sharp screen), at about a quarter of the
 * thumbnail's bytes. Made once the photo is kept, from its thumbnail; a copy missing (a crash
 * in between) is served as the thumbnail instead.
 */
const smallSide = 240;

/** `1f…e0.jpg` → `1f…e0.small.jpg`: named after its photo, so no row needs to hold it. */
/** The width of a photo's small copy, from its thumbnail's size. */
export const smallWidthOf = (thumb: { thumbWidth: number; thumbHeight: number }) =>
  Math.round(
    thumb.thumbWidth * Math.min(1, smallSide / Math.max(thumb.thumbWidth, thumb.thumbHeight)),
  );

export const smallNameOf = (fileName: string) => fileName.replace(/\.jpg$/, ".small.jpg");

export async function makeSmallCopies(
  dir: string,
  photos: readonly { fileName: string; thumbFileName: string }[],
): Promise<void> {
  for (const photo of photos) {
    const target = path.join(dir, smallNameOf(photo.fileName));
    try {
      await withImageSlot(() =>
        sharp(path.join(dir, photo.thumbFileName))
          .resize({ width: smallSide, height: smallSide, fit: "inside", withoutEnlargement: true })
          .jpeg({ quality: 72 })
          .toFile(target),
      );
    } catch {
      await rm(target, { force: true });
    }
  }
}
