import type { ReactNode } from "react";

const layouts = {
  /** Any number of cards: two columns on tablets, three on wide screens. */
  list: "md:grid-cols-2 xl:grid-cols-3",
  /** A few cards in one row from tablets up, as a section's highlights. */
  row: "md:grid-cols-3",
  /** Multiples of four: 1, 2 or 4 columns, so every row is full. */
  fours: "sm:grid-cols-2 xl:grid-cols-4",
  /** Any number, in rows of two or three that are as even as they can be: each card's span from `itemClass` (balanced-rows.ts). */
  balanced: "md:grid-cols-2 lg:grid-cols-6",
} as const;

type CardGridProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The card for one item, and its place in the list (the first is the one seen first). */
  children: (item: T, index: number) => ReactNode;
  layout?: keyof typeof layouts;
  /** On a phone, show only the first this many: a long column of cards is a long scroll there. */
  phoneLimit?: number;
  /** Classes of a card's cell, by its place and the number of cards (the balanced layout's spans). */
  itemClass?: (index: number, count: number) => string;
  className?: string;
};

/** A list of cards in a grid of equal columns; each card fills its cell's height. */
export function CardGrid<T>({ items, itemKey, children, layout = "list", phoneLimit, itemClass, className = "" }: CardGridProps<T>) {
  return (
    <ul className={`grid grid-cols-1 gap-6 ${layouts[layout]} ${className}`}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          className={
            [itemClass?.(index, items.length) ?? "", phoneLimit !== undefined && index >= phoneLimit ? "max-sm:hidden" : ""]
              .join(" ")
              .trim() || undefined
          }
        >
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
