import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/**
 * Rows as CSV a spreadsheet opens cleanly, sent as they are written: UTF-8 with a byte-order
 * mark (Excel reads it as UTF-8 only then), CRLF between records, and any cell that begins like
 * a formula (= + - @ or a tab) prefixed with an apostrophe, so a spreadsheet shows it as text
 * rather than running it. A cell given as a number is written as one, its minus sign left as it is
 * (a credit note's negative amount is a figure, not a formula).
 *
 * Every cell with a line break of any kind is quoted: csv-stringify quotes only cells holding
 * the record delimiter (CRLF here), and stored text breaks lines with a bare LF, which
 * spreadsheets read as the end of a row. Unquoted, each line became a row of its own, whose
 * first cell the formula guard never saw (the security probe of issue 21).
 */
export function spreadsheetCsv(columns: string[], rows: AsyncIterable<(string | number)[]>, what: string): ReadableStream<Uint8Array> {
  const csv = stringify({
    bom: true,
    header: true,
    columns,
    escape_formulas: true,
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  });
  void (async () => {
    try {
      for await (const row of rows) {
        if (!csv.write(row)) await Promise.race([once(csv, "drain"), once(csv, "close")]);
        // The download was cancelled: stop reading.
        if (csv.destroyed) return;
      }
      csv.end();
    } catch (error) {
      console.error(`The ${what} export stopped: ${error instanceof Error ? error.message : String(error)}`);
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
