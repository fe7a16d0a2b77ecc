import { findService } from "~/content/services.server";
import { m } from "~/i18n/paraglide/messages.js";
import { budgetChoices, otherInterests, timelines, type Choice } from "./contact-choices";
import { SUBMISSION_ID_LIFETIME_MS } from "./submission-id.server";

const labelIn = (choices: readonly Choice[], id: string) => choices.find((choice) => choice.id === id)?.label ?? id;

/** A lead's choices in the words the form showed, for the inbox, mail and exports. */
export function leadChoiceLabels(lead: { service: string; budget: string; timeline: string }) {
  return {
    // In the language of the words around it; a service not translated yet by its English name.
    service: findService(lead.service)?.name ?? labelIn(otherInterests(), lead.service),
    // Optional for a question about a course: empty when it was not given.
    budget: lead.budget ? labelIn(budgetChoices(), lead.budget) : m.lead_not_given(),
    timeline: lead.timeline ? labelIn(timelines(), lead.timeline) : m.lead_not_given(),
  };
}

/** Why the spam checks caught a lead (submit-lead.server.ts stores the key), in the words staff read. */
export const spamReasonLabels = {
  honeypot: m.spam_honeypot,
  "too fast": m.spam_too_fast,
  "forged form id": m.spam_forged,
  "expired form id": () => m.spam_expired({ hours: SUBMISSION_ID_LIFETIME_MS / 3_600_000 }),
} as const;
export type SpamReason = keyof typeof spamReasonLabels;

/** A stored spam reason in plain words; one this version does not know is shown as stored. */
export function spamReasonLabel(reason: string): string {
  return reason in spamReasonLabels ? spamReasonLabels[reason as SpamReason]() : reason;
}
