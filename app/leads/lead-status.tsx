import { DotBadge, type DotTone } from "~/components/ui/dot-badge";
import type { LeadStatus } from "~/database/schema.server";

/** Each status in the staff's words, and its badge's tone: what the inbox shows in the browser. */
export const leadStatusLabels: Record<LeadStatus, { label: string; tone: DotTone }> = {
  new: { label: "New", tone: "primary" },
  contacted: { label: "Contacted", tone: "info" },
  won: { label: "Won", tone: "success" },
  lost: { label: "Lost", tone: "muted" },
  spam: { label: "Spam", tone: "warning" },
};

export const leadStatusOptions = Object.entries(leadStatusLabels).map(([id, { label }]) => ({ id: id as LeadStatus, label }));

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { label, tone } = leadStatusLabels[status];
  return <DotBadge tone={tone}>{label}</DotBadge>;
}
