import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Database } from "~/database/database.server";
import type { leads } from "~/database/schema.server";
import { eachLead, type InboxFilter } from "./lead-inbox.server";
import { leadChoiceLabels } from "./lead-labels.server";
import { leadReference } from "./lead-store.server";

const columns = [
  "Reference",
  "Received (UTC)",
  "Status",
  "Name",
  "Email",
  "Company",
  "Interested in",
  "Budget",
  "Timeline",
  "Message",
  "Spam reason",
];

function csvRow(lead: typeof leads.$inferSelect): string[] {
  const labels = leadChoiceLabels(lead);
  return [
    leadReference(lead.id),
    lead.receivedAt.toISOString().slice(0, 19).replace("T", " "),
    lead.status,
    lead.name,
    lead.email,
    lead.company ?? "",
    labels.service,
    labels.budget,
    labels.timeline,
    lead.message,
    lead.spamReason ?? "",
  ];
}

/**
 * The leads a filter finds, as CSV a spreadsheet opens cleanly: UTF-8 with a byte-order mark
 * (Excel reads it as UTF-8 only then), CRLF between records, and any cell that begins like a
 * formula (= + - @ or a tab) prefixed with an apostrophe, so a spreadsheet shows it as text
 * rather than running it. Rows are read a batch at a time and sent as they are written.
 *
 * Every cell with a line break of any kind is quoted: csv-stringify quotes only cells holding
 * the record delimiter (CRLF here), and stored messages break lines with a bare LF, which
 * spreadsheets read as the end of a row. Unquoted, each line of a message became a row of its
 * own, whose first cell the formula guard never saw (the security probe of issue 21).
 */
export function leadsCsv(db: Database, filter: Pick<InboxFilter, "q" | "status">): ReadableStream<Uint8Array> {
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
      for await (const lead of eachLead(db, filter)) {
        if (!csv.write(csvRow(lead))) await Promise.race([once(csv, "drain"), once(csv, "close")]);
        // The download was cancelled: stop reading.
        if (csv.destroyed) return;
      }
      csv.end();
    } catch (error) {
      console.error(`The leads export stopped: ${error instanceof Error ? error.message : String(error)}`);
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
