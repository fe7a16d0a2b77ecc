import { spreadsheetCsv } from "~/.server/spreadsheet-csv.server";
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

type Lead = typeof leads.$inferSelect;

function csvRow(lead: Lead): string[] {
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

/** The leads a filter finds, as CSV a spreadsheet opens cleanly (`spreadsheetCsv`), read a batch at a time. */
export function leadsCsv(db: Database, filter: Pick<InboxFilter, "q" | "status">): ReadableStream<Uint8Array> {
  return spreadsheetCsv(columns, rowsOf(eachLead(db, filter)), "leads");
}

async function* rowsOf(leads: AsyncIterable<Lead>): AsyncIterable<string[]> {
  for await (const lead of leads) yield csvRow(lead);
}
