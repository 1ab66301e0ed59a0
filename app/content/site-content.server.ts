import generated from "virtual:site-content";
import { z } from "zod";
import type { ContentImage } from "./image";
import { type Picture, responsiveImageSchema } from "./responsive-image";
import { siteContentSchema } from "./site-content";

const built = z
  .object({
    content: siteContentSchema,
    images: z.record(z.string(), responsiveImageSchema),
    pages: z.array(
      z.object({
        path: z.string(),
        title: z.string(),
        description: z.string(),
        kicker: z.string(),
        lastModified: z.iso.datetime(),
      }),
    ),
    placeholders: z.array(z.string()),
  })
  .parse(generated);

/** The site's validated content, as written by `npm run build:content`. */
export const siteContent = built.content;

/** Every indexable page with its title and when its content last changed: the sitemap's source. */
export const sitePages = built.pages;

/** The build's list of fictional details and sample content still to replace before going live. */
export const contentPlaceholders = built.placeholders;

/** The processed variants of a content picture, ready for `<ResponsiveImage>`. */
export function picture(image: ContentImage & { caption?: string }): Picture {
  const variants = built.images[image.src];
  if (!variants)
    throw new Error(`No processed picture for ${image.src}: run npm run build:content`);
  return { ...variants, alt: image.alt, ...(image.caption ? { caption: image.caption } : {}) };
}
