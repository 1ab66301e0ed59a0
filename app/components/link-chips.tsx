import { Link } from "react-router";

/** A row of rounded links to sibling pages: a service's other services, a town's other towns. */
export function LinkChips({ links }: { links: { label: string; to: string }[] }) {
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex min-h-11 items-center rounded-full border border-navy-200 bg-white px-4 py-1.5 font-semibold text-navy-900 hover:border-navy-600"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
