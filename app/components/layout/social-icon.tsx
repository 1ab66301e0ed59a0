import type { Company } from "~/content/company";

type Network = Company["social"][number]["network"];

/**
 * The mark of a social network (lucide no longer ships brand icons), drawn from
 * `public/social-icons.svg`: static pictures belong in a cached file, not in every page's
 * JavaScript. The marks take their colour from the link around them.
 */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`/social-icons.svg#${network}`} />
    </svg>
  );
}
