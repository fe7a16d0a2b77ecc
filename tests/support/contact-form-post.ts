import { newSubmissionId } from "../../app/leads/submission-id.server";

/** A contact form as a person sends it: made a minute ago (past the spam check's minimum), every field filled. */
export function leadFormBody(fields: { email: string; message: string; name?: string }): URLSearchParams {
  return new URLSearchParams({
    submissionId: newSubmissionId(Date.now() - 60_000),
    name: fields.name ?? "Durable Dora",
    email: fields.email,
    service: "web-development",
    budget: "not-sure",
    timeline: "flexible",
    message: fields.message,
    consent: "yes",
  });
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
