import { preload } from "react-dom";
import type { Picture } from "~/content/responsive-image";
import { cn } from "~/lib/cn";

interface ResponsiveImageProps {
  image: Picture;
  /** How wide the picture is drawn, as a `sizes` list, so the browser fetches the right width. */
  sizes: string;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  /**
   * Preload it only where this media query holds: e.g. "(min-width: 1024px)" for a hero
   * picture that sits beside the text on wide screens but below it on a phone, where the
   * text is what the visitor sees first and must not wait for the picture.
   */
  preloadMedia?: string;
  className?: string;
  imgClassName?: string;
}

/**
 * A picture in AVIF, WebP or JPEG at the width the layout needs, with its size set so nothing
 * shifts while it loads, and its main colour shown until it arrives.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  preloadMedia,
  className,
  imgClassName,
}: ResponsiveImageProps) {
  if (priority) {
    preload(image.src, {
      as: "image",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      type: "image/avif",
      fetchPriority: "high",
      media: preloadMedia,
    });
  }
  return (
    <picture className={cn("block", className)}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // Preloaded only on wide screens (`preloadMedia`): on a phone it sits below the text,
        // which is what the phone paints first, and it waits for what that text needs.
        fetchPriority={priority ? (preloadMedia ? "low" : "high") : undefined}
        style={{ backgroundColor: image.color }}
        className={cn("h-auto w-full", imgClassName)}
      />
    </picture>
  );
}
