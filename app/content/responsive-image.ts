import { z } from "zod";

/** One picture after the build's image pipeline: the same image at several widths and formats. */
export const responsiveImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The picture's main colour, shown while it loads. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
  /** A mid-sized JPEG for browsers that understand none of the srcsets. */
  src: z.string(),
  /** The largest JPEG: what a gallery link opens when JavaScript is off. */
  full: z.string(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** A processed picture together with the words that describe it. */
export type Picture = ResponsiveImage & { alt: string; caption?: string };
