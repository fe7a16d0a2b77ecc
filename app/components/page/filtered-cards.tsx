import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/card-grid";
import { FilterNav, type FilterOption } from "~/components/ui/filter-nav";
import { Notice } from "~/components/ui/notice";
/** A filter as the list shows it: a row of links, and a notice when its value is unknown (filters/ builds it). */
export type FilterRow = { label: string; options: FilterOption[]; unknown: boolean; unknownNotice: string };

type FilteredCardsProps<T> = {
  filters: FilterRow[];
  /** How to count what is shown, announced as a filter changes it; no count when left out. */
  count?: (count: number) => string;
  items: readonly T[];
  itemKey: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
  /** Shown instead of the cards when the filters match nothing. */
  empty?: ReactNode;
};

/** A list of cards under rows of filter links, with a note for each filter the query got wrong. */
export function FilteredCards<T>({ filters, count, items, itemKey, children, empty = null }: FilteredCardsProps<T>) {
  return (
    <>
      <div className="space-y-4">
        {filters.map((filter) => (
          <FilterNav key={filter.label} label={filter.label} options={filter.options} />
        ))}
      </div>
      {filters
        .filter((filter) => filter.unknown)
        .map((filter) => (
          <Notice key={filter.label} className="mt-8">
            {filter.unknownNotice}
          </Notice>
        ))}
      {count ? (
        <p className="mt-8 text-sm text-base-content/70" aria-live="polite">
          {count(items.length)}
        </p>
      ) : null}
      {items.length > 0 ? (
        <CardGrid items={items} itemKey={itemKey} className={count ? "mt-4" : "mt-10"}>
          {children}
        </CardGrid>
      ) : (
        empty
      )}
    </>
  );
}
