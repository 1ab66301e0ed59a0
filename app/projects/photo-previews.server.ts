import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { withImageSlot } from "~/photos/image-slots.server";
import { hashText } from "~/publishing/drafts.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import { isProjectSlug } from "./project-editor.server";
import { photoFileOf } from "./project-photos.server";

/**
 * A project photo as the owner's editor shows it, drafted or live: always a JPEG (a sample
 * drawing is drawn, never sent as SVG), small for the list or large when tapped, made once per
 * photo and kept in DATA_DIR/publish/thumbs by the photo's hash.
 */
const sizes = { thumb: 480, full: 1600 } as const;
export type PreviewSize = keyof typeof sizes;

export async function photoPreview(
  publishing: Pick<SitePublishing, "drafts" | "thumbsDir">,
  { slug, src, size }: { slug: string; src: string; size: PreviewSize },
): Promise<Buffer | undefined> {
  if (!isProjectSlug(slug)) return undefined;
  const file = photoFileOf(publishing.drafts, slug, src);
  const bytes = file ? publishing.drafts.readBytes(file) : null;
  if (!file || !bytes) return undefined;
  const cached = path.join(publishing.thumbsDir, `${hashText(bytes)}-${size}.jpg`);
  try {
    return await readFile(cached);
  } catch {
    // Not made yet.
  }
  const side = sizes[size];
  const vector = file.endsWith(".svg");
  const preview = await withImageSlot(async () => {
    const { width = side } = vector ? await sharp(bytes).metadata() : {};
    return sharp(bytes, vector ? { density: Math.min(600, (72 * side) / width) } : {})
      .rotate()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: !vector })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: size === "thumb" ? 72 : 80 })
      .toBuffer();
  });
  await mkdir(publishing.thumbsDir, { recursive: true });
  await writeFile(`${cached}.tmp`, preview);
  await rename(`${cached}.tmp`, cached);
  return preview;
}

/** The address of a photo's preview in the owner's area. */
export const previewUrl = (slug: string, src: string, size: PreviewSize = "thumb") =>
  `/owner/site/projects/${slug}/photo?${new URLSearchParams({ src, size })}`;
