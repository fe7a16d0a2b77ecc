import { formatMoney } from "~/config/money";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The contact form's fixed choices, shared by the form and its checks. Services are the
 * studio's services (content) plus these two; ids are what a lead stores. Their words are
 * read when shown, in the page's (or the mail's) language.
 */
const interestWords = { course: m.contact_interest_course, other: m.contact_interest_other } as const;
export const otherInterestIds = Object.keys(interestWords) as (keyof typeof interestWords)[];

export function otherInterests(): Choice[] {
  return otherInterestIds.map((id) => ({ id, label: interestWords[id]() }));
}

/** The budget ranges a lead chooses from, by their bounds in the site's currency; ids are what a lead stores. */
export const budgetRanges = [
  { id: "under-10k", below: 10_000 },
  { id: "10k-25k", from: 10_000, to: 25_000 },
  { id: "25k-50k", from: 25_000, to: 50_000 },
  { id: "50k-100k", from: 50_000, to: 100_000 },
  { id: "over-100k", above: 100_000 },
  { id: "not-sure" },
] as const;

type BudgetRange = (typeof budgetRanges)[number];

function budgetLabel(range: BudgetRange): string {
  if ("below" in range) return m.budget_under({ amount: formatMoney(range.below) });
  if ("above" in range) return m.budget_over({ amount: formatMoney(range.above) });
  if ("from" in range) return m.budget_between({ from: formatMoney(range.from), to: formatMoney(range.to) });
  return m.budget_not_sure();
}

/** The budget ranges in words, in the site's currency: the form's options, the inbox, the mail and the export. */
export function budgetChoices(): Choice[] {
  return budgetRanges.map((range) => ({ id: range.id, label: budgetLabel(range) }));
}

const timelineWords = {
  asap: m.timeline_asap,
  "1-3-months": m.timeline_soon,
  "3-6-months": m.timeline_later,
  flexible: m.timeline_flexible,
} as const;
export const timelineIds = Object.keys(timelineWords) as (keyof typeof timelineWords)[];

/** When a lead would like to start, in words: the form's options, the inbox, the mail and the export. */
export function timelines(): Choice[] {
  return timelineIds.map((id) => ({ id, label: timelineWords[id]() }));
}

export type Choice = { id: string; label: string };

/** The contact form's fields, in the order they are shown: errors are listed, and focused, in this order. */
export const leadFields = ["name", "email", "company", "service", "budget", "timeline", "message", "consent"] as const;
export type LeadField = (typeof leadFields)[number];

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;

/** The honeypot: a field people never see or reach, which form-filling bots fill in. */
export const HONEYPOT_FIELD = "website";
