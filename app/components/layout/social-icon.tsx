import type { Company } from "~/content/company";

type Network = Company["social"][number]["network"];

/** Simple drawn marks for the social networks (lucide no longer ships brand icons). */
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
      {marks[network]}
    </svg>
  );
}

const marks: Record<Network, React.ReactNode> = {
  Facebook: (
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  ),
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="4.5" r="1.8" />
      <path d="M11 21V9h4v2a4 4 0 0 1 6 3.5V21h-4v-6a1.8 1.8 0 0 0-3.6 0V21z" />
    </>
  ),
  X: <path d="m4 4 16 16M20 4 4 20" />,
  YouTube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
};
