import type { NewLead } from "../../app/leads/lead-store.server";
import { newSubmissionId } from "../../app/leads/submission-id.server";

/** A lead as the form would store it, with a new submission id and address each time. */
export function aLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    submissionId: newSubmissionId(),
    name: "Ada Lovelace",
    email: `ada-${crypto.randomUUID()}@example.com`,
    company: null,
    service: "web-development",
    budget: "not-sure",
    timeline: "asap",
    message: `We would like a new website for our engine, ${crypto.randomUUID()}.`,
    spamReason: null,
    ...overrides,
  };
}
