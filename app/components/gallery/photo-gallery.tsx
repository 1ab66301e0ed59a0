import { Expand } from "lucide-react";
import { useRef, useState } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import type { Picture } from "~/content/responsive-image";
import { Lightbox } from "./lightbox";

interface PhotoGalleryProps {
  /** What the pictures are of, e.g. the project's name: used to title the lightbox. */
  title: string;
  images: Picture[];
}

/**
 * A grid of pictures. Each is a link to the full-size picture, so it works without
 * JavaScript; with JavaScript a picture opens in a lightbox to browse them all.
 */
export function PhotoGallery({ title, images }: PhotoGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);

  return (
    <>
      <ul
        className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${images.length > 3 ? "lg:grid-cols-4" : ""}`}
      >
        {images.map((image, index) => (
          <li key={image.src}>
            <a
              href={image.full}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                setOpenIndex(index);
              }}
              className="group relative block overflow-hidden rounded-lg"
            >
              <ResponsiveImage
                image={image}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                className="aspect-[3/2]"
                imgClassName="h-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute right-2 bottom-2 flex size-9 items-center justify-center rounded-md bg-navy-950/70 text-white opacity-90 group-hover:opacity-100">
                <Expand aria-hidden="true" className="size-5" />
              </span>
              <span className="sr-only">{`Open picture ${index + 1} of ${images.length}`}</span>
            </a>
          </li>
        ))}
      </ul>
      <Lightbox
        title={title}
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={(lastIndex) => thumbnails.current[lastIndex]?.focus()}
      />
    </>
  );
}
