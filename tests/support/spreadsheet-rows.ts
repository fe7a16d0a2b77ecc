import { parse } from "csv-parse/sync";

/**
 * A CSV export as a spreadsheet reads it, with a real CSV parser: every row the same width, and
 * a line break of any kind outside quotes ending a row (Excel and LibreOffice both split on a
 * bare LF; csv-parse on its own would take the first record's CRLF as the only delimiter).
 */
export function spreadsheetRows(csv: string): string[][] {
  return parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: false }) as string[][];
}

/** What a spreadsheet runs, at the start of a cell (OWASP's list for CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;
