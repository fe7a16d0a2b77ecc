import { Link } from "react-router";

export type FilterOption = { label: string; to: string; active: boolean };

/** A row of filter links: server-rendered, so filtering works before and without JavaScript. */
export function FilterNav({ label, options, className = "" }: { label: string; options: FilterOption[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              preventScrollReset
              className={`btn btn-sm rounded-full ${option.active ? "btn-primary" : "btn-outline border-base-300"}`}
              aria-current={option.active ? "page" : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
