import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { projectCategories } from "~/projects/project-categories";

interface CategoryFilterProps {
  active: string | undefined;
  total: number;
  counts: Record<string, number>;
}

/**
 * The category buttons. Each is a link with its choice in the URL (`?category=…`): it can be
 * shared, works without JavaScript, and the current one is marked for assistive technology.
 */
export function CategoryFilter({ active, total, counts }: CategoryFilterProps) {
  const options = [
    { slug: undefined, label: "All", count: total },
    ...projectCategories.map((category) => ({ ...category, count: counts[category.slug] ?? 0 })),
  ];
  return (
    <nav aria-label="Filter projects by category">
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => {
          const isActive = option.slug === active;
          return (
            <li key={option.label}>
              <Link
                to={option.slug ? `?category=${option.slug}` : "."}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 font-semibold transition-colors",
                  isActive
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-navy-200 bg-white text-navy-900 hover:border-navy-600",
                )}
              >
                {option.label}
                <span
                  aria-hidden="true"
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    isActive ? "bg-hivis-400 text-navy-950" : "bg-navy-50 text-navy-700",
                  )}
                >
                  {option.count}
                </span>
                <span className="sr-only">
                  {" "}
                  ({option.count === 1 ? "1 project" : `${option.count} projects`})
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
