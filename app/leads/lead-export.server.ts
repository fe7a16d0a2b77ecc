import { spreadsheetCsv } from "~/platform/spreadsheet-csv.server";
import type { Database } from "~/database/database.server";
import type { leads } from "~/database/schema.server";
import { eachLead, type InboxFilter } from "./lead-inbox.server";
import { leadChoiceLabels, spamReasonLabel } from "./lead-labels.server";
import { leadStatusLabels } from "./lead-status";
import { m } from "~/i18n/paraglide/messages.js";
import { leadReference } from "./lead-store.server";

/** The export's columns in the language of the page it was asked from (decision 51): codes and numbers stay as they are. */
const columns = () => [
  m.leads_csv_reference(),
  m.leads_csv_received_utc(),
  m.leads_status(),
  m.roster_name(),
  m.lead_email(),
  m.lead_company(),
  m.lead_interest(),
  m.lead_budget(),
  m.lead_timeline(),
  m.lead_message(),
  m.leads_csv_spam_reason(),
];

type Lead = typeof leads.$inferSelect;

function csvRow(lead: Lead): string[] {
  const labels = leadChoiceLabels(lead);
  return [
    leadReference(lead.id),
    lead.receivedAt.toISOString().slice(0, 19).replace("T", " "),
    leadStatusLabels[lead.status].label(),
    lead.name,
    lead.email,
    lead.company ?? "",
    labels.service,
    labels.budget,
    labels.timeline,
    lead.message,
    lead.spamReason === null ? "" : spamReasonLabel(lead.spamReason),
  ];
}

/**
 * The leads a filter finds, as CSV a spreadsheet opens cleanly (`spreadsheetCsv`), read a batch
 * at a time (`batch` leads; the default is `eachLead`'s).
 */
export function leadsCsv(db: Database, filter: Pick<InboxFilter, "q" | "status">, batch?: number): ReadableStream<Uint8Array> {
  return spreadsheetCsv(columns(), rowsOf(eachLead(db, filter, batch)), "leads");
}

async function* rowsOf(leads: AsyncIterable<Lead>): AsyncIterable<string[]> {
  for await (const lead of leads) yield csvRow(lead);
}
