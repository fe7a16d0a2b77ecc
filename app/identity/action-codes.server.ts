import { z } from "zod";
import { adminAuth } from "~/platform/firebase-admin.server";
import { settings } from "~/platform/settings.server";
import { noteAccountChanged } from "~/sessions/revocation.server";
import { postToIdentityToolkit } from "./identity-toolkit.server";
import { safeRedirect } from "./safe-redirect";

/**
 * The links in the identity provider's emails (reset a password, verify an email address, undo an
 * email change), handled on the site's own page (/account/action) through the Identity Toolkit's
 * REST API: the same calls the browser SDK makes, from the server, so the page works without
 * scripts. Each link carries a one-use code (`oobCode`).
 */

/** What a link asks for, by the name Firebase gives it in the link (`mode`). */
export const actionModes = ["resetPassword", "verifyEmail", "recoverEmail"] as const;
export type ActionMode = (typeof actionModes)[number];

/**
 * Where a link leads once done: the page that asked for it (the booking step that sent a new
 * verification link), when the link's `continueUrl` is on this site; never anywhere else.
 */
function sitePath(continueUrl: string | undefined): string | undefined {
  if (!continueUrl) return undefined;
  const url = URL.parse(continueUrl, settings().siteUrl);
  if (!url || url.origin !== new URL(settings().siteUrl).origin) return undefined;
  const path = safeRedirect(`${url.pathname}${url.search}`, "");
  return path || undefined;
}

/** A link's query, as Firebase writes it: anything else is no link of ours. */
export const actionLinkSchema = z
  .object({
    mode: z.enum(actionModes),
    oobCode: z.string().regex(/^[\w-]{1,1024}$/),
    continueUrl: z.string().max(2048).optional().catch(undefined),
  })
  .transform(({ continueUrl, ...link }) => ({ ...link, continuePath: sitePath(continueUrl) }));
export type ActionLink = z.output<typeof actionLinkSchema>;

/** Why a link does nothing: used or expired (Firebase does not say which), or the provider is away. */
export type ActionRefusal = "used-or-expired" | "unavailable";

/** What a code is for, and whose: the request type Firebase names it by, in the mode the link says. */
const requestTypes: Record<ActionMode, string> = {
  resetPassword: "PASSWORD_RESET",
  verifyEmail: "VERIFY_EMAIL",
  recoverEmail: "RECOVER_EMAIL",
};

const answerSchema = z.object({ email: z.string().optional(), newEmail: z.string().optional(), requestType: z.string().optional() });

/** Calls the Identity Toolkit; its refusal of a code (used, expired, made up) is "used-or-expired", any other failure "unavailable". */
async function call(method: string, body: Record<string, string>): Promise<z.infer<typeof answerSchema> | ActionRefusal> {
  const answer = await postToIdentityToolkit(method, body);
  if (answer.ok) return answerSchema.parse(answer.body);
  if (answer.status === 400 && /OOB_CODE|INVALID_OOB|EXPIRED/.test(answer.message)) return "used-or-expired";
  console.error(`The identity provider refused an account link (${method}, ${answer.status}): ${answer.message}`);
  return "unavailable";
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
  await noteChangeOf(answer.email);
  return { email: answer.email ?? "" };
}

/** Does what a verification or recovery link's code is for: marks the email verified, or puts the old address back. */
export async function applyActionCode(oobCode: string): Promise<{ email: string } | ActionRefusal> {
  const answer = await call("accounts:update", { oobCode });
  if (typeof answer === "string") return answer;
  await noteChangeOf(answer.email);
  return { email: answer.email ?? "" };
}

/**
 * A link changed the account (a new password revokes its sessions; an address verified lets it
 * book): the site's copies of its standing are out of date at once (decision 39). The link's
 * work is done whatever happens here: a failure only leaves the copies to expire.
 */
async function noteChangeOf(email: string | undefined): Promise<void> {
  if (!email) return;
  try {
    await noteAccountChanged((await adminAuth().getUserByEmail(email)).uid);
  } catch (error) {
    console.error("Could not note an account changed by a link:", error);
  }
}
