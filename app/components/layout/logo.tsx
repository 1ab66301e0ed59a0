import { cn } from "~/lib/cn";

/** The firm's mark: a gable over the dunes' marram grass, with the trading name beside it. */
export function Logo({
  tradingName,
  tone = "dark",
  hiddenSuffix,
  className,
}: {
  tradingName: string;
  tone?: "dark" | "light";
  /** Read after the name by screen readers only, e.g. "home page" on the link to it. */
  hiddenSuffix?: string;
  className?: string;
}) {
  const [first, ...rest] = tradingName.split(" ");
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 48 48" aria-hidden="true" className="size-10 shrink-0">
        <rect
          width="48"
          height="48"
          rx="9"
          className={tone === "dark" ? "fill-navy-900" : "fill-white"}
        />
        <path
          d="M9 24 24 11l15 13"
          fill="none"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-hivis-400"
        />
        <path
          d="M13 37c2.2-6 3.6-9.5 4.6-14M20 38c1.3-7 1.6-11 1.4-16M28 38c-.2-6 .4-10 2-15M34.5 37c-1.2-4.5-1.5-8-.5-12"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          className={tone === "dark" ? "stroke-white" : "stroke-navy-900"}
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "font-display text-2xl font-bold uppercase tracking-wide",
            tone === "dark" ? "text-navy-900" : "text-white",
          )}
        >
          {first}
        </span>{" "}
        <span
          className={cn(
            "text-[0.6875rem] font-semibold uppercase tracking-[0.22em]",
            tone === "dark" ? "text-navy-600" : "text-navy-100",
          )}
        >
          {rest.join(" ")}
          {hiddenSuffix ? <span className="sr-only">{hiddenSuffix}</span> : null}
        </span>
      </span>
    </span>
  );
}
