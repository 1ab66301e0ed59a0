import type { Accreditation } from "~/credentials/accreditation";
import { cn } from "~/lib/cn";

/**
 * An accreditation drawn as a generic seal from its text: illustrative, never a real scheme's
 * logo, until the owner supplies the real ones. Drawn with borders on one element, not an
 * SVG of seven (decision 015).
 */
export function AccreditationBadge({ accreditation }: { accreditation: Accreditation }) {
  return (
    <figure className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className={cn(
          "flex size-24 flex-col items-center justify-center gap-1 rounded-full border-3 border-navy-800 bg-navy-900 font-bold font-display text-white shadow-[inset_0_0_0_6px_white]",
          "outline-1 outline-hivis-400 outline-dashed -outline-offset-15",
          "after:h-0.5 after:w-8 after:bg-hivis-400",
          accreditation.badgeText.length > 4 ? "text-sm/none" : "text-lg/none",
        )}
      >
        {accreditation.badgeText}
      </span>
      <figcaption className="mt-3 max-w-[12rem] font-semibold text-navy-900 text-sm leading-snug">
        {accreditation.name.replace(/\b(BS|ISO) (\d)/g, "$1\u00a0$2")}
        {accreditation.membershipNumber ? (
          <span className="block font-normal text-muted">
            Member no. {accreditation.membershipNumber}
          </span>
        ) : null}
        {accreditation.checkUrl ? (
          <a
            href={accreditation.checkUrl}
            rel="noopener"
            className="inline-flex min-h-6 items-center font-normal text-navy-700 underline"
          >
            Check it<span className="sr-only">: {accreditation.name}</span>
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
