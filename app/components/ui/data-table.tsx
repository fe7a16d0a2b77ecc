import type { ReactNode } from "react";
import { ScrollRegion } from "./scroll-region";

/** One column of a DataTable: its heading, and what each row shows in it. */
export type DataColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (a header cell for screen readers): one column has it. */
  namesRow?: boolean;
  /** Figures: aligned right, with digits of one width. */
  numeric?: boolean;
  /** The look of this column's cells (a reference in monospace, an address kept on one line). */
  className?: string;
};

/** How narrow the table gets before its region scrolls sideways: literal classes, so Tailwind finds them. */
const MIN_WIDTH = { narrow: "min-w-[32rem]", medium: "min-w-[48rem]", wide: "min-w-[60rem]" } as const;

type DataTableProps<Row> = {
  /** Said to screen readers: the table's caption, and the region's name unless `label` gives another. */
  caption: string;
  label?: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  minWidth: keyof typeof MIN_WIDTH;
  /** Rows light up under the pointer: for a table whose rows lead somewhere. */
  hoverRows?: boolean;
  /** Cells start at the top: for rows that hold forms of different heights. */
  alignTop?: boolean;
  className?: string;
};

/**
 * The staff pages' tables: a caption, a header row, a header cell naming each row, in a region
 * that scrolls sideways on a narrow screen rather than squeezing its columns; on a phone, each
 * row a card of its own. The region is
 * relative, so visually hidden words in its cells are placed within it, never past the page's
 * edge.
 */
export function DataTable<Row>({
  caption,
  label = caption,
  columns,
  rows,
  rowKey,
  minWidth,
  hoverRows = false,
  alignTop = false,
  className = "",
}: DataTableProps<Row>) {
  const align = (column: DataColumn<Row>) => (column.numeric ? "text-right tabular-nums" : "");
  return (
    // On a phone each row is a card, each cell under its heading (app/staff/staff-tables.css).
    <ScrollRegion label={label} className={`stacked-table relative rounded-box border border-base-300 bg-base-100 ${className}`}>
      <table className={`w-full ${MIN_WIDTH[minWidth]} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-base-200">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`p-3 ${column.numeric ? "text-right" : ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-base-300 ${alignTop ? "align-top" : ""}`}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={hoverRows ? "hover:bg-base-200" : undefined}>
              {columns.map((column) =>
                column.namesRow ? (
                  <th key={column.header} scope="row" className={`p-3 ${align(column)} ${column.className ?? "font-semibold"}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-label={column.header} className={`p-3 ${align(column)} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
