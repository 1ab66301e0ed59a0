import { cn } from "~/lib/cn";

export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, e.g. "500+ Projects completed", exactly as the content states them. */
export function StatsList({
  stats,
  tone = "dark",
  className,
}: {
  stats: Stat[];
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-4",
        stats.length === 4 ? "lg:grid-cols-4" : "sm:grid-cols-3",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-card border p-5 text-center",
            tone === "dark" ? "border-white/15 bg-white/5" : "border-navy-100 bg-white shadow-card",
          )}
        >
          <dt className={cn("mt-1 font-medium", tone === "dark" ? "text-navy-100" : "text-muted")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "font-display text-5xl",
              tone === "dark" ? "text-hivis-400" : "text-navy-900",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
