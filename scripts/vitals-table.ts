import { inspect } from "node:util";
import { type FieldSummary, p75Text, ratingWords } from "../app/field-data/field-summary";

const COLOURS = { good: "green", "needs-improvement": "yellow", poor: "red" } as const;

/** Colour only for a person at a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

/**
 * Node's own codes for the colour. Not util.styleText: it also looks at the environment
 * (FORCE_COLOR, NO_COLOR) and the stream, and the decision here is wantsColour's alone.
 */
function paint(colour: keyof typeof inspect.colors, text: string): string {
  const [open, close] = inspect.colors[colour]!;
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/**
 * The field data as a table: route, metric, samples, the 75th percentile and its rating by the
 * published thresholds; with `colour`, the percentile and rating in green, amber or red.
 */
export function vitalsTable(rows: readonly FieldSummary[], { colour }: { colour: boolean }): string {
  const header = ["route", "metric", "samples", "p75", "rating"];
  const cells = rows.map((row) => [row.route, row.metric, row.samples.toLocaleString("en-GB"), p75Text(row), ratingWords[row.rating]]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  // Numbers line up on the right, words on the left.
  const last = header.length - 1;
  const pad = (text: string, column: number) =>
    column === 2 || column === 3 ? text.padStart(widths[column]!) : column === last ? text : text.padEnd(widths[column]!);
  const lines = [header.map(pad).join("  "), widths.map((width) => "-".repeat(width)).join("  ")];
  rows.forEach((row, index) => {
    const line = cells[index]!.map((text, column) => {
      const padded = pad(text, column);
      return colour && column >= 3 ? paint(COLOURS[row.rating], padded) : padded;
    });
    lines.push(line.join("  "));
  });
  return lines.join("\n");
}
