/*
 * Apart from the card grid, which every page that hydrates loads: only the pages with an uneven
 * number of cards (the about page, rendered on the server) need this.
 */

/**
 * Where a card sits in a balanced grid of `count`: on tablets two a row, the last of an odd
 * number across both columns; on wide screens three a row at most, the rows as even as they
 * can be (five: two, then three; seven: two, two, three), in a grid of six columns.
 */
export function balancedSpan(index: number, count: number): string {
  const tablet = count % 2 === 1 && index === count - 1 ? "md:col-span-2" : "";
  const rows = Math.ceil(count / 3);
  // The shorter rows first: each row holds `base` cards, and the last `extra` rows one more.
  const base = Math.floor(count / rows);
  const extra = count % rows;
  const shortRows = rows - extra;
  const row = index < shortRows * base ? Math.floor(index / base) : shortRows + Math.floor((index - shortRows * base) / (base + 1));
  const inRow = row < shortRows ? base : base + 1;
  const wide = { 1: "lg:col-span-6", 2: "lg:col-span-3", 3: "lg:col-span-2" }[inRow] ?? "lg:col-span-2";
  return `${tablet} ${wide}`;
}
