import { Expand } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import type { Picture } from "~/content/responsive-image";

// The lightbox (and the dialog library under it) loads when a visitor heads for a picture,
// not with the page.
const loadLightbox = () => import("./lightbox");
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

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
  // Once opened, the lightbox stays mounted so it can run its closing (focus return) properly.
  const opened = useRef(false);
  if (openIndex !== null) opened.current = true;

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
      {openIndex === null && !opened.current ? null : (
        <Suspense fallback={null}>
          <Lightbox
            title={title}
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={(lastIndex) => thumbnails.current[lastIndex]?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
