import type { NewLead } from "../../app/leads/lead-store.server";
import { newSubmissionId } from "../../app/leads/submission-id.server";

/** A lead as the form would store it, with a new submission id (the UUID a form's id carries) and address each time. */
export function aLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    submissionId: newSubmissionId().split(".")[0]!,
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

/** The contact form as a person sends it (made a minute ago, past the spam check's minimum), for submitLead. */
export function aLeadForm(overrides: Record<string, string> = {}, madeAt = Date.now() - 60_000): FormData {
  const form = new FormData();
  const fields = {
    submissionId: newSubmissionId(madeAt),
    name: "Katherine Johnson",
    email: `katherine-${crypto.randomUUID()}@example.com`,
    service: "chart-design",
    budget: "10k-25k",
    timeline: "flexible",
    message: "Charts of orbital paths for a museum exhibit.",
    consent: "yes",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
