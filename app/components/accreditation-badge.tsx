import type { Accreditation } from "~/content/accreditation";

/**
 * An accreditation drawn as a generic seal from its text: illustrative, never a real scheme's
 * logo, until the owner supplies the real ones.
 */
export function AccreditationBadge({ accreditation }: { accreditation: Accreditation }) {
  return (
    <figure className="flex flex-col items-center text-center">
      <svg viewBox="0 0 120 120" aria-hidden="true" className="size-24">
        <circle cx="60" cy="60" r="56" className="fill-white stroke-navy-800" strokeWidth="4" />
        <circle cx="60" cy="60" r="46" className="fill-navy-900" />
        <circle
          cx="60"
          cy="60"
          r="40"
          fill="none"
          className="stroke-hivis-400"
          strokeWidth="1.5"
          strokeDasharray="3 3"
        />
        <text
          x="60"
          y="66"
          textAnchor="middle"
          className="fill-white font-display"
          fontSize={accreditation.badgeText.length > 4 ? 17 : 22}
          fontWeight="700"
        >
          {accreditation.badgeText}
        </text>
        <path d="M40 82h40" className="stroke-hivis-400" strokeWidth="2" />
      </svg>
      <figcaption className="mt-3 max-w-[12rem] font-semibold text-navy-900 text-sm leading-snug">
        {accreditation.name.replace(/\b(BS|ISO) (\d)/g, "$1\u00a0$2")}
      </figcaption>
    </figure>
  );
}
