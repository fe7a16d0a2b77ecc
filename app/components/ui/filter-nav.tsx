import { LinkList, type ListedLink } from "./link-list";

export type FilterOption = ListedLink & { active: boolean };

/** A row of filter links: server-rendered, so filtering works before and without JavaScript. */
export function FilterNav({ label, options, className = "" }: { label: string; options: FilterOption[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <LinkList links={options} variant="pill" keepScroll />
    </nav>
  );
}
