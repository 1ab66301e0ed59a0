import { randomBytes } from "node:crypto";
import { constants, mkdirSync } from "node:fs";
import { copyFile, readFile } from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import type { FormOutcome } from "~/forms/read-form.server";
import { discardUploads, parseUploadRequest } from "~/photos/multipart.server";
import { discardPrepared, processPhotos } from "~/photos/photo-process.server";
import type { Drafts } from "~/publishing/drafts.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import { refusal } from "../site-editing/content-file.server";
import {
  changeProject,
  galleryOf,
  maxPhotosPerProject,
  readProject,
} from "./project-editor.server";
import { projectUploadLimits } from "./project-upload-limits.server";

/**
 * The photos of a project: received from the owner's phone (many at once, camera or gallery),
 * checked and re-encoded like a customer's (upright, at most 2,560 px, every bit of metadata,
 * GPS included, dropped), drafted into the project's gallery folder, and then described,
 * captioned, reordered or removed.
 */

export type ReceivedUpload =
  | { ok: true; slug: string; photos: string[]; form: FormData }
  | { ok: false; status: number; outcome: FormOutcome & { ok: false }; form: FormData };

/** Said beside the photo field of a refused form: a page cannot keep the photos chosen. */
export const chooseAgain =
  "Choose these photos again: a page cannot keep them once a form is refused.";

const failed = (message: string, fieldErrors: Record<string, string[]> = {}) => ({
  ok: false as const,
  message,
  fieldErrors,
});

/**
 * Reads a multipart post with photos; `decide` names the project they are for from the post's
 * other fields (or refuses it), and may add photos already on the server (`fromDisk`: a
 * finished job's), each copied into the work folder first and then taken as if uploaded, its
 * original untouched. Each photo is then drafted into that project's gallery folder under a
 * new random name, all or nothing: one refused photo keeps none of them. `photos` are the new
 * gallery entries' `src`, relative to the project's file, the ones from disk first.
 */
export async function receivePhotos(
  publishing: Pick<SitePublishing, "drafts" | "photoWorkDir" | "preparePhoto">,
  request: Request,
  {
    by,
    decide,
  }: {
    by: string;
    decide: (
      form: FormData,
    ) =>
      | { slug: string; fromDisk?: readonly { path: string; originalName: string }[] }
      | (FormOutcome & { ok: false });
  },
): Promise<ReceivedUpload> {
  const workDir = publishing.photoWorkDir;
  mkdirSync(workDir, { recursive: true, mode: 0o700 });
  const upload = await parseUploadRequest(request, {
    uploadDir: workDir,
    limits: projectUploadLimits,
  });
  const { form } = upload;
  if (!upload.ok)
    return {
      ok: false,
      status: upload.refusal.status,
      outcome: failed(upload.refusal.message, { photos: [upload.refusal.message] }),
      form,
    };
  // The copies of the photos from disk, deleted with the uploads.
  const copies: { tempPath: string; originalName: string }[] = [];
  try {
    const decided = decide(form);
    if (!("slug" in decided)) {
      const fieldErrors: Record<string, string[]> = { ...decided.fieldErrors };
      if (upload.files.length > 0) fieldErrors.photos = [chooseAgain];
      const outcome = { ...decided, fieldErrors };
      return { ok: false, status: 400, outcome, form };
    }
    const { slug, fromDisk = [] } = decided;
    if (fromDisk.length + upload.files.length > maxPhotosPerProject) {
      const words = `A project shows at most ${maxPhotosPerProject} photos: choose fewer.`;
      return { ok: false, status: 400, outcome: failed(words, { photos: [words] }), form };
    }
    for (const photo of fromDisk) {
      const tempPath = path.join(workDir, `copy-${randomBytes(16).toString("hex")}`);
      copies.push({ tempPath, originalName: photo.originalName });
      await copyFile(photo.path, tempPath, constants.COPYFILE_EXCL);
    }
    const files = [...copies, ...upload.files];
    if (files.length === 0) return { ok: true, slug, photos: [], form };
    const draftName = (photo: { fileName: string }) => `photo-${photo.fileName.slice(0, 12)}.jpg`;
    const result = await processPhotos(files, {
      photosDir: workDir,
      most: maxPhotosPerProject,
      // Its sizes for the site are made while the next photos are checked.
      onEncoded: (photo, bytes) => publishing.preparePhoto(bytes, draftName(photo)),
    });
    if (!result.ok) {
      const words = result.refusals.map((refusal) => refusal.message).join(" ");
      return {
        ok: false,
        status: 400,
        outcome: failed(`No photo was added. ${words}`, { photos: [words] }),
        form,
      };
    }
    const photos: string[] = [];
    try {
      for (const photo of result.photos) {
        const name = draftName(photo);
        publishing.drafts.save(`${galleryOf(slug)}/${name}`, await readFile(photo.tempFile), {
          readHash: "none",
          by,
        });
        photos.push(`gallery/${name}`);
      }
    } finally {
      await discardPrepared(result.photos);
    }
    return { ok: true, slug, photos, form };
  } finally {
    await discardUploads([...copies, ...upload.files]);
  }
}

/** Adds drafted photos to the end of an existing project's gallery, waiting for descriptions. */
export function addToGallery(
  drafts: Drafts,
  slug: string,
  photos: string[],
  version: string,
  by: string,
): FormOutcome {
  return changeProject(drafts, { slug, version, by }, ({ doc }) => {
    const gallery = doc.get("gallery") as YAML.YAMLSeq;
    const room = maxPhotosPerProject - gallery.items.length;
    if (photos.length > room) {
      const message = `A project shows at most ${maxPhotosPerProject} photos and this one has ${gallery.items.length}: add ${room > 0 ? `at most ${room}` : "none until you remove some"}.`;
      return { ok: false, message, fieldErrors: { photos: [message] } };
    }
    for (const src of photos)
      gallery.items.push(doc.createNode({ src, alt: "" }) as YAML.ParsedNode);
    return `${photos.length} photo(s) added. Describe each one so that it can go on the site.`;
  });
}

/** A photo's caption or description: none, or `min` to 200 characters. */
const photoText = (min: number, words: string) =>
  z
    .string()
    .trim()
    .default("")
    .refine((text) => text === "" || (text.length >= min && text.length <= 200), words);

/**
 * The photos form: every photo's caption and description, and the button pressed: `save`, or
 * one done to a photo (`up:3`, `cover:3`, `remove:3`).
 */
export const photosForm = z.object({
  section: z.literal("photos"),
  version: z.string().default(""),
  intent: z
    .string()
    .regex(/^(save|(up|cover|remove):\d+)$/, "Choose what to do.")
    .default("save"),
  photos: z
    .array(
      z.object({
        caption: photoText(3, "Write a caption of 3 to 200 characters, or none."),
        alt: photoText(5, "Describe the photo in 5 to 200 characters."),
      }),
    )
    .default([]),
});

/**
 * Every photo's caption and description are saved, and then the button that was pressed is
 * done to its photo. An empty description takes the caption, which the owner is told (they may
 * write a better one).
 */
export function changePhotos(
  drafts: Drafts,
  slug: string,
  { version, intent: pressed, photos }: Omit<z.output<typeof photosForm>, "section">,
  by: string,
): FormOutcome {
  // The files of the photos removed, deleted once the change is saved.
  const removed: string[] = [];
  const outcome = changeProject(drafts, { slug, version, by }, ({ doc }) => {
    const gallery = doc.get("gallery") as YAML.YAMLSeq<YAML.YAMLMap>;
    let suggested = 0;
    gallery.items.forEach((item, index) => {
      const typed = photos[index];
      if (!typed) return;
      const alt = typed.alt || typed.caption;
      if (!typed.alt && typed.caption) suggested++;
      item.set("alt", alt);
      if (typed.caption) item.set("caption", typed.caption);
      else item.delete("caption");
    });
    const [intent = "save", at] = pressed.split(":");
    const index = Number(at);
    let done = "Photos saved as a draft.";
    if (intent !== "save" && index >= gallery.items.length)
      return {
        ...refusal("That photo is no longer there: the list below is up to date."),
        fresh: true,
      };
    if (intent === "up" || intent === "cover") {
      const [moved] = gallery.items.splice(index, 1);
      if (moved) gallery.items.splice(intent === "cover" ? 0 : Math.max(0, index - 1), 0, moved);
      done =
        intent === "cover" ? "Cover photo chosen in your draft." : "Photo moved up in your draft.";
    } else if (intent === "remove") {
      if (gallery.items.length === 1)
        return refusal("A project needs at least one photo: add another before removing this one.");
      const [gone] = gallery.items.splice(index, 1);
      const src = gone?.get("src");
      if (typeof src === "string") removed.push(src);
      done = "Photo removed in your draft.";
      // A before/after pair needs both its photos: one gone, the pair goes with it.
      const pairs = doc.get("beforeAfter");
      if (YAML.isSeq(pairs)) {
        const kept = pairs.items.filter(
          (pair) =>
            !(YAML.isMap(pair) && (pair.get("before") === src || pair.get("after") === src)),
        );
        if (kept.length < pairs.items.length)
          done = "Photo and its before/after pair removed in your draft.";
        pairs.items = kept;
      }
    }
    return suggested > 0
      ? `${done} The caption was used as the description of ${suggested} photo(s): change it if a blind visitor needs more.`
      : done;
  });
  if (outcome.ok) for (const src of removed) removePhotoFile(drafts, slug, src, by);
  return outcome;
}

/** The photo's own file, when it is in the project's folder and no other entry shows it. */
function removePhotoFile(drafts: Drafts, slug: string, src: string, by: string) {
  const file = photoFileOf(drafts, slug, src);
  const stillShown = readProject(drafts, slug)?.project.gallery.some((photo) => photo.src === src);
  if (file && !stillShown)
    drafts.save(file, null, {
      readHash: drafts.read(file).hash,
      by,
    });
}

const photoExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"];

/** The content file a gallery entry shows, as the build finds it (a photo before a drawing). */
export function photoFileOf(drafts: Drafts, slug: string, src: string): string | undefined {
  const wanted = path.posix.join("projects", slug, src);
  if (!wanted.startsWith(`projects/${slug}/`)) return undefined;
  const files = new Set(drafts.list(`projects/${slug}`));
  if (photoExtensions.includes(path.posix.extname(wanted).toLowerCase()))
    return files.has(wanted) ? wanted : undefined;
  return photoExtensions.map((extension) => wanted + extension).find((file) => files.has(file));
}

/** Takes back photos drafted for a change that was then refused (nothing half-kept). */
export function forgetPhotos(drafts: Drafts, slug: string, photos: string[], by: string) {
  for (const src of photos) {
    const file = `projects/${slug}/${src}`;
    drafts.save(file, null, {
      readHash: drafts.read(file).hash,
      by,
    });
  }
}

/** Drafted projects with photos still waiting for a description: publishing waits for them. */
export function undescribedPhotos(
  drafts: Drafts,
): { slug: string; title: string; count: number }[] {
  const drafted = Object.keys(drafts.changes());
  return drafted.flatMap((file) => {
    const slug = /^projects\/([^/]+)\/project\.yaml$/.exec(file)?.[1];
    const found = slug ? readProject(drafts, slug) : undefined;
    const count = found?.project.gallery.filter((photo) => photo.alt === "").length ?? 0;
    return slug && found && count > 0 ? [{ slug, title: found.project.title, count }] : [];
  });
}
