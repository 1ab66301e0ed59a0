import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type * as React from "react";
import { useRef } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import type { Picture } from "~/content/responsive-image";

interface LightboxProps {
  title: string;
  images: Picture[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Called with the last picture shown, to put focus back on its thumbnail. */
  onClose: (lastIndex: number) => void;
}

/** A swipe distance, in pixels, that counts as "next" or "previous" rather than a tap. */
const swipeThreshold = 50;

/**
 * One picture at a time over the page: arrow keys, buttons or a swipe move through them,
 * Escape closes, and focus stays inside until it returns to the thumbnail.
 */
export function Lightbox({ title, images, index, onIndexChange, onClose }: LightboxProps) {
  const lastIndex = useRef(0);
  const swipeStart = useRef<number | null>(null);
  if (index !== null) lastIndex.current = index;
  const current = index === null ? undefined : images[index];
  const count = images.length;

  const show = (next: number) => onIndexChange((next + count) % count);
  const step = (delta: number) => {
    if (index !== null) show(index + delta);
  };

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "Home") {
      event.preventDefault();
      show(0);
    } else if (event.key === "End") {
      event.preventDefault();
      show(count - 1);
    }
  }

  function onPointerUp(event: React.PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipeThreshold) step(distance < 0 ? 1 : -1);
  }

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/95" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClose(lastIndex.current);
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <Dialog.Title className="font-display text-xl text-white sm:text-2xl">
              {title}
              <span className="ml-3 font-sans font-normal text-base text-navy-100">
                {index === null ? "" : `${index + 1} of ${count}`}
              </span>
            </Dialog.Title>
            <Dialog.Close className="flex size-11 items-center justify-center rounded-md bg-white/10 hover:bg-white/20">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            {current ? (
              <figure
                className="flex max-h-full w-full max-w-6xl touch-pan-y flex-col items-center"
                onPointerDown={(event) => {
                  swipeStart.current = event.clientX;
                }}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  swipeStart.current = null;
                }}
                onDragStart={(event) => event.preventDefault()}
              >
                <ResponsiveImage
                  key={current.src}
                  image={current}
                  sizes="(min-width: 1200px) 1152px, 100vw"
                  className="flex max-h-[calc(100dvh-11rem)] justify-center"
                  imgClassName="max-h-[calc(100dvh-11rem)] w-auto max-w-full rounded-md object-contain select-none"
                />
                <Dialog.Description asChild>
                  <figcaption className="mt-3 max-w-3xl text-center text-navy-100 text-sm sm:text-base">
                    {current.caption ?? current.alt}
                  </figcaption>
                </Dialog.Description>
              </figure>
            ) : null}
            <LightboxButton
              label="Previous picture"
              onClick={() => step(-1)}
              className="left-1 sm:left-3"
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </LightboxButton>
            <LightboxButton
              label="Next picture"
              onClick={() => step(1)}
              className="right-1 sm:right-3"
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </LightboxButton>
          </div>
          <p className="p-3 text-center text-navy-200 text-xs">
            Use the arrow keys or swipe to move between pictures.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LightboxButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-navy-900/80 text-white ring-1 ring-white/20 hover:bg-navy-700 ${className}`}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
