import { DotBadge, type DotTone } from "~/components/ui/dot-badge";
import { m } from "~/i18n/paraglide/messages.js";
import type { LeadStatus } from "~/database/schema.server";

/** Each status in the staff's words (said in the page's language when asked), and its badge's tone. */
export const leadStatusLabels: Record<LeadStatus, { label: () => string; tone: DotTone }> = {
  new: { label: m.lead_status_new, tone: "primary" },
  contacted: { label: m.lead_status_contacted, tone: "info" },
  won: { label: m.lead_status_won, tone: "success" },
  lost: { label: m.lead_status_lost, tone: "muted" },
  spam: { label: m.lead_status_spam, tone: "warning" },
};

/** The statuses as a select's options, in the page's language. */
export const leadStatusOptions = () =>
  Object.entries(leadStatusLabels).map(([id, { label }]) => ({ id: id as LeadStatus, label: label() }));

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { label, tone } = leadStatusLabels[status];
  return <DotBadge tone={tone}>{label()}</DotBadge>;
}
