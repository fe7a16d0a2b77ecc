import { site } from "~/config/site";
import type { ContactAnswer } from "./contact-answer";
import type { LeadOutcome } from "./submit-lead.server";

/** Said when a lead was not stored: the words the issue asks for, the same whatever failed. */
export const NOT_SENT = "Your message was not sent; nothing you typed is lost. Please try again.";

function fieldCount(count: number): string {
  return count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`;
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
        ? `This form had expired, so nothing was sent. ${count > 0 ? fieldCount(count) : "Please send it again."}`
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
          message: "The form arrived with one of its fields twice, so nothing was sent. Please check it and send it again.",
          errors: {},
          values: outcome.values,
        },
        status: 400,
      };
    case "limited": {
      const minutes = Math.ceil(outcome.retryAfter / 60);
      return {
        answer: {
          message: `You have sent several messages in the last few minutes, so this one was not sent. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}, or email ${site.contactEmail}. Nothing you typed is lost.`,
          errors: {},
          values: outcome.values,
        },
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfter) },
      };
    }
    case "unavailable":
      return { answer: { message: NOT_SENT, errors: {}, values: outcome.values }, status: outcome.status };
  }
}
