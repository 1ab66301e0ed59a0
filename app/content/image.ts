import { z } from "zod";

/**
 * A picture as the owner writes it in content: a path relative to the content file, and the
 * words a screen reader says instead. The extension may be left off: the build then takes a
 * photo (.jpg, .png, .webp, .avif) over the generated sample drawing (.svg) of the same name.
 */
export const contentImageSchema = z.object({
  src: z
    .string()
    .min(1)
    .regex(/^[\w./-]+$/, "use letters, digits, '-', '_', '.' and '/' only")
    .refine((src) => !src.startsWith("/") && !src.split("/").includes(".."), {
      message: "must be a path inside the content folder, relative to this file",
    }),
  alt: z.string().trim().min(5, "describe the picture in a few words").max(200),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * A picture in a project's gallery: it may carry a caption, shown under it when it is opened
 * (the description is shown when there is none). The description stays what a screen reader says.
 */
export const galleryImageSchema = contentImageSchema.extend({
  caption: z.string().trim().min(3).max(200).optional(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
