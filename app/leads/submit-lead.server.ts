import { database, isUnavailable } from "~/database/database.server";
import { nudgeMailSender } from "~/mail/mail-sender.server";
import { spendContactMessage } from "./contact-rate-limit.server";
import { parseLeadForm, type LeadFieldErrors, type LeadFormValues } from "./lead-form.server";
import { findBySubmission, storeLead } from "./lead-store.server";
import { submissionIdTime } from "./submission-id.server";

/** Faster than a person can read the form and type a message: only a program fills it in this quickly. */
export const MINIMUM_FILL_MS = 3_000;

export type LeadOutcome =
  | { kind: "sent"; reference: string }
  | { kind: "invalid"; errors: LeadFieldErrors; values: LeadFormValues; staleForm: boolean }
  | { kind: "limited"; retryAfter: number; values: LeadFormValues }
  /** Not stored: the database is unavailable (503), or failed unexpectedly (500). */
  | { kind: "unavailable"; status: 503 | 500; values: LeadFormValues };

type Sender = { address: string; accountId?: string | null; now?: number };

/**
 * A contact form sent: checked, limited, stored (with its mail queued), in that order. What the
 * spam checks catch is stored as spam and answered as if it were a person's, so a bot learns
 * nothing; a repeat of a form already stored is answered with that lead's reference.
 */
export async function submitLead(form: FormData, { address, accountId = null, now = Date.now() }: Sender): Promise<LeadOutcome> {
  const parsed = parseLeadForm(form);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values: parsed.values, staleForm: parsed.staleForm };
  const { values } = parsed;
  try {
    const db = await database();
    const earlier = await findBySubmission(db, parsed.submissionId);
    if (earlier) return { kind: "sent", reference: earlier.reference };

    const spent = await spendContactMessage(address);
    if (!spent.allowed) return { kind: "limited", retryAfter: spent.retryAfter, values };

    const spamReason = parsed.honeypot ? "honeypot" : now - submissionIdTime(parsed.submissionId) < MINIMUM_FILL_MS ? "too fast" : null;
    const stored = await storeLead(db, { ...parsed.details, submissionId: parsed.submissionId, spamReason, accountId });
    if (!stored.duplicate && !spamReason) nudgeMailSender();
    return { kind: "sent", reference: stored.reference };
  } catch (error) {
    const unavailable = isUnavailable(error);
    console.error(
      unavailable
        ? `A lead was not stored: the database is unavailable (${error instanceof Error ? error.message : String(error)}).`
        : `A lead was not stored: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return { kind: "unavailable", status: unavailable ? 503 : 500, values };
  }
}
