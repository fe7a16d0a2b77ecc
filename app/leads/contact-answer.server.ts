import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";
import type { ContactAnswer } from "./contact-answer";
import type { LeadOutcome } from "./submit-lead.server";

function fieldCount(count: number): string {
  return count === 1 ? m.form_fix_field() : m.form_fix_count({ count });
}

/** The page's answer to a send, its status and headers. */
export function contactAnswer(
  outcome: LeadOutcome,
  newSubmissionId: () => string,
): { answer: ContactAnswer; status: number; headers?: Record<string, string> } {
  switch (outcome.kind) {
    case "sent":
      return { answer: { sent: { reference: outcome.reference } }, status: 200 };
    case "invalid": {
      const count = Object.keys(outcome.errors).length;
      const message = outcome.staleForm
        ? m.contact_expired({ then: count > 0 ? fieldCount(count) : m.contact_send_again() })
        : fieldCount(count);
      return {
        answer: {
          message,
          errors: outcome.errors,
          values: outcome.values,
          ...(outcome.staleForm ? { submissionId: newSubmissionId() } : {}),
        },
        status: 400,
      };
    }
    case "ambiguous":
      return {
        answer: {
          message: m.contact_ambiguous(),
          errors: {},
          values: outcome.values,
        },
        status: 400,
      };
    case "limited": {
      const minutes = Math.ceil(outcome.retryAfter / 60);
      return {
        answer: {
          message: m.contact_limited({ wait: m.wait_minutes({ count: minutes }), email: site.contactEmail }),
          errors: {},
          values: outcome.values,
        },
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfter) },
      };
    }
    case "unavailable":
      // The words the issue asks for, the same whatever failed.
      return { answer: { message: m.contact_not_sent(), errors: {}, values: outcome.values }, status: outcome.status };
  }
}
