import { Check } from "lucide-react";

/**
 * A list of things you get: what a service includes, what a course teaches. `className` sets
 * its layout (a column by default).
 */
export function CheckList({ items, className = "space-y-3" }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-base-content/80">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
