import type { PostedForm } from "~/platform/posted-form.server";
import { database, isUnavailable } from "~/database/database.server";
import { spendContactMessage } from "./contact-rate-limit.server";
import { leadFormValues, parseLeadForm, type LeadFieldErrors, type LeadFormValues } from "./lead-form.server";
import type { SpamReason } from "./lead-labels.server";
import { findBySubmission, storeLead } from "./lead-store.server";
import { mailQueued } from "~/platform/mail-queued.server";
import type { SubmissionId } from "./submission-id.server";

/** Faster than a person can read the form and type a message: only a program fills it in this quickly. */
export const MINIMUM_FILL_MS = 3_000;

export type LeadOutcome =
  | { kind: "sent"; reference: string }
  | { kind: "invalid"; errors: LeadFieldErrors; values: LeadFormValues; staleForm: boolean }
  /** A field sent twice (postedForm): nothing is taken from such a form. */
  | { kind: "ambiguous"; values: LeadFormValues }
  | { kind: "limited"; retryAfter: number; values: LeadFormValues }
  /** Not stored: the database is unavailable (503), or failed unexpectedly (500). */
  | { kind: "unavailable"; status: 503 | 500; values: LeadFormValues };

type Sender = { address: string; accountId?: string | null; now?: number };

/**
 * Why a form that passed its checks is spam, if it is: a form this site did not sign, or signed
 * more than its lifetime ago; the honeypot filled in; or sent faster than a person could.
 */
function spamReason(submission: SubmissionId, honeypot: boolean, now: number): SpamReason | null {
  if (submission.standing === "forged") return "forged form id";
  if (submission.standing === "expired") return "expired form id";
  if (honeypot) return "honeypot";
  return now - submission.madeAt < MINIMUM_FILL_MS ? "too fast" : null;
}

/**
 * A contact form sent: checked, limited, stored (with its mail queued), in that order. What the
 * spam checks catch is stored as spam and answered as if it were a person's, so a bot learns
 * nothing; a repeat of a form already stored is answered with that lead's reference. A body
 * that is not a form is checked as an empty one: every field answered as missing.
 */
export async function submitLead(posted: PostedForm, { address, accountId = null, now = Date.now() }: Sender): Promise<LeadOutcome> {
  if (!posted.ok && posted.problem === "repeated-field") return { kind: "ambiguous", values: leadFormValues(posted.form) };
  const parsed = parseLeadForm(posted.ok ? posted.form : new FormData(), now);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values: parsed.values, staleForm: parsed.staleForm };
  const { values, submission } = parsed;
  try {
    const db = await database();
    // Only an id this site made names a lead: a forged one could otherwise find another's.
    const earlier = submission.standing === "forged" ? undefined : await findBySubmission(db, submission.uuid);
    if (earlier) return { kind: "sent", reference: earlier.reference };

    const spent = await spendContactMessage(address);
    if (!spent.allowed) return { kind: "limited", retryAfter: spent.retryAfter, values };

    const reason = spamReason(submission, parsed.honeypot, now);
    const submissionId = submission.standing === "forged" ? crypto.randomUUID() : submission.uuid;
    const stored = await storeLead(db, { ...parsed.details, submissionId, spamReason: reason, accountId });
    if (!stored.duplicate && !reason) mailQueued();
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
