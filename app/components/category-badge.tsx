import { cn } from "~/lib/cn";

/** Each highlighted blog category has its own colour; any other category a neutral one. */
const categoryColours: Record<string, string> = {
  Regulations: "bg-navy-800 text-white",
  "Construction Tips": "bg-hivis-400 text-navy-950",
  "Project Planning": "bg-success text-white",
};

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      data-category={category}
      className={cn(
        "inline-flex rounded-full px-3 py-1 font-semibold text-xs",
        categoryColours[category] ?? "bg-navy-50 text-navy-800",
        className,
      )}
    >
      {category}
    </span>
  );
}
