import type * as React from "react";
import { useEffect, useRef } from "react";
import type { Picture } from "~/content/responsive-image";
import { ResponsiveImage } from "./responsive-image";

/**
 * A job before and after. With scripting on, the two photos lie one over the other and the
 * range under them moves the line between; without, they stand side by side with their
 * captions. The CSS picks the layout (`@media (scripting)`, app.css), so it is the same before
 * and after the page hydrates: nothing moves when the script arrives.
 */
export function BeforeAfter({ before, after }: { before: Picture; after: Picture }) {
  const frame = useRef<HTMLDivElement>(null);
  const range = useRef<HTMLInputElement>(null);
  const split = () => frame.current?.style.setProperty("--split", `${range.current?.value}%`);
  // A visitor who moved the range before its script arrived sees the photos follow at once.
  useEffect(split, []);
  return (
    <div className="before-after" ref={frame}>
      <div
        className="before-after-photos"
        style={{ "--ratio": `${after.width} / ${after.height}` } as React.CSSProperties}
      >
        <Side picture={before} caption="Before" />
        <Side picture={after} caption="After" />
      </div>
      <label className="before-after-range">
        <span className="sr-only">Before and after: move to compare</span>
        <input
          type="range"
          min={0}
          max={100}
          defaultValue={50}
          ref={range}
          onInput={split}
          className="w-full accent-hivis-500"
        />
      </label>
    </div>
  );
}

/**
 * One of the two photos, with its caption: where they overlap, a label in its corner over both
 * photos, whole wherever the handle is (the range cuts the after photo, not its caption).
 */
function Side({ picture, caption }: { picture: Picture; caption: "Before" | "After" }) {
  return (
    <figure className={`before-after-${caption.toLowerCase()}`}>
      <ResponsiveImage
        image={picture}
        sizes="(min-width: 1280px) 1200px, 100vw"
        imgClassName="h-full object-cover"
        className="h-full"
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
