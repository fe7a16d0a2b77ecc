import { z } from "zod";
import { settings } from "~/.server/settings.server";

/**
 * The links in the identity provider's emails (reset a password, verify an email address, undo an
 * email change), handled on the site's own page (/account/action) through the Identity Toolkit's
 * REST API: the same calls the browser SDK makes, from the server, so the page works without
 * scripts. Each link carries a one-use code (`oobCode`).
 */

/** What a link asks for, by the name Firebase gives it in the link (`mode`). */
export const actionModes = ["resetPassword", "verifyEmail", "recoverEmail"] as const;
export type ActionMode = (typeof actionModes)[number];

/** A link's query, as Firebase writes it: anything else is no link of ours. */
export const actionLinkSchema = z.object({
  mode: z.enum(actionModes),
  oobCode: z.string().regex(/^[\w-]{1,1024}$/),
});
export type ActionLink = z.infer<typeof actionLinkSchema>;

/** Why a link does nothing: used or expired (Firebase does not say which), or the provider is away. */
export type ActionRefusal = "used-or-expired" | "unavailable";

/** What a code is for, and whose: the request type Firebase names it by, in the mode the link says. */
const requestTypes: Record<ActionMode, string> = {
  resetPassword: "PASSWORD_RESET",
  verifyEmail: "VERIFY_EMAIL",
  recoverEmail: "RECOVER_EMAIL",
};

const answerSchema = z.object({ email: z.string().optional(), newEmail: z.string().optional(), requestType: z.string().optional() });

/** The Identity Toolkit's address for `method` ("accounts:resetPassword"): Google's, or the emulator's. */
function endpoint(method: string): string | undefined {
  const identity = settings().identity;
  if (identity.kind === "emulator")
    return `http://${identity.host}/identitytoolkit.googleapis.com/v1/${method}?key=${identity.browser.apiKey}`;
  if (identity.kind === "project")
    return `https://identitytoolkit.googleapis.com/v1/${method}?key=${encodeURIComponent(identity.browser.apiKey)}`;
  return undefined;
}

/** Calls the Identity Toolkit; its refusal of a code (used, expired, made up) is "used-or-expired", any other failure "unavailable". */
async function call(method: string, body: Record<string, string>): Promise<z.infer<typeof answerSchema> | ActionRefusal> {
  const url = endpoint(method);
  if (!url) return "unavailable";
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return answerSchema.parse(answer);
    const message = (answer as { error?: { message?: unknown } } | undefined)?.error?.message;
    if (response.status === 400 && typeof message === "string" && /OOB_CODE|INVALID_OOB|EXPIRED/.test(message)) return "used-or-expired";
    console.error(`The identity provider refused an account link (${method}, ${response.status}): ${String(message)}`);
    return "unavailable";
  } catch (error) {
    console.error(`Could not reach the identity provider for an account link (${method}):`, error);
    return "unavailable";
  }
}

/** What a link's code is about, without using it: the account's email (and, to undo a change, the address it was changed to). */
export async function checkActionCode(link: ActionLink): Promise<{ email: string; newEmail?: string } | ActionRefusal> {
  const answer = await call("accounts:resetPassword", { oobCode: link.oobCode });
  if (typeof answer === "string") return answer;
  // A code for something else than the link says is no good for this page.
  if (answer.requestType !== requestTypes[link.mode] || !answer.email) return "used-or-expired";
  return { email: answer.email, newEmail: answer.newEmail };
}

/** Sets the account's new password with a reset link's code; the code is then used. */
export async function resetPasswordWith(oobCode: string, newPassword: string): Promise<{ email: string } | ActionRefusal> {
  const answer = await call("accounts:resetPassword", { oobCode, newPassword });
  if (typeof answer === "string") return answer;
  return { email: answer.email ?? "" };
}

/** Does what a verification or recovery link's code is for: marks the email verified, or puts the old address back. */
export async function applyActionCode(oobCode: string): Promise<{ email: string } | ActionRefusal> {
  const answer = await call("accounts:update", { oobCode });
  if (typeof answer === "string") return answer;
  return { email: answer.email ?? "" };
}
