import type { ReactNode } from "react";

const layouts = {
  /** Any number of cards: two columns on tablets, three on wide screens. */
  list: "md:grid-cols-2 xl:grid-cols-3",
  /** A few cards in one row from tablets up, as a section's highlights. */
  row: "md:grid-cols-3",
  /** Multiples of four: 1, 2 or 4 columns, so every row is full. */
  fours: "sm:grid-cols-2 xl:grid-cols-4",
} as const;

type CardGridProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The card for one item, and its place in the list (the first is the one seen first). */
  children: (item: T, index: number) => ReactNode;
  layout?: keyof typeof layouts;
  className?: string;
};

/** A list of cards in a grid of equal columns; each card fills its cell's height. */
export function CardGrid<T>({ items, itemKey, children, layout = "list", className = "" }: CardGridProps<T>) {
  return (
    <ul className={`grid grid-cols-1 gap-6 ${layouts[layout]} ${className}`}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
