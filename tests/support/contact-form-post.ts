import { newSubmissionId } from "../../app/leads/submission-id.server";
import { TEST_FORM_SECRET } from "./test-form-secret";

/**
 * A contact form's fields as a person sends them to a test server: made a minute ago (past the
 * spam check's minimum) and signed as that server signs, every field filled, with a new address
 * each time unless one is given.
 */
export function leadFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    submissionId: newSubmissionId(Date.now() - 60_000, TEST_FORM_SECRET),
    name: "Durable Dora",
    email: `dora-${crypto.randomUUID()}@example.com`,
    service: "web-development",
    budget: "not-sure",
    timeline: "flexible",
    message: "We would like a new website, and a person to talk it through with.",
    consent: "yes",
    ...overrides,
  };
}

/** The same, as the body of a POST. */
export function leadFormBody(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams(leadFormFields(overrides));
}

/**
 * Posts a form to /contact as a browser without JavaScript does; the lead's reference once the
 * page says "thank you". Throws on any other answer; a dropped connection rejects with fetch's
 * TypeError (the sender never learns the form's fate).
 */
export async function postLeadForm(origin: string, body: URLSearchParams): Promise<string> {
  const response = await fetch(`${origin}/contact`, { method: "POST", body });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`The form was answered ${response.status}: ${html.slice(0, 300)}`);
  const reference = /data-reference[^>]*>(BL-[0-9A-F]{8})</.exec(html)?.[1];
  if (!reference) throw new Error("A 200 without a reference");
  return reference;
}
