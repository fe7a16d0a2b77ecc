import { m } from "~/i18n/paraglide/messages.js";
import { bearerToken, problem } from "~/identity/api-answers.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { clearSessionCookie } from "~/sessions/session-cookie.server";
import { spendSessionRequest } from "~/sessions/session-rate-limit.server";
import { recentSignIn } from "~/sessions/recent-sign-in.server";
import { deleteAccount } from "~/privacy/account-deletion.server";
import type { Route } from "./+types/auth.account";
import type { RouteHandle } from "~/types/route-handle";
import { requestFactsContext } from "~/platform/request-context.server";

/** DELETE deletes the signed-in account (the request gate reads it: app/types/route-handle.ts). */
export const handle = { actionMethods: ["DELETE"] } satisfies RouteHandle;

/**
 * Deletes the account of the session, given `Authorization: Bearer <ID token>` from a sign-in
 * made in the last five minutes (the account page asks for the password again first) by the
 * same person. Answers 200 and clears the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return problem(405, "Use DELETE to delete your account.", { Allow: "DELETE" });
  if (!isSameOrigin(request)) return problem(403, "Accounts can only be deleted from this site's own pages.");
  const spend = await spendSessionRequest(context.get(requestFactsContext).clientAddress);
  if (!spend.allowed) return problem(429, m.api_too_many(), { "Retry-After": String(spend.retryAfter) });
  const token = bearerToken.safeParse(request.headers.get("Authorization") ?? "");
  if (!token.success) return problem(400, "Send the ID token as `Authorization: Bearer <token>`.");

  let holder: Awaited<ReturnType<typeof recentSignIn>>;
  try {
    holder = await recentSignIn(request, token.data);
    if (!holder) return problem(401, m.api_account_confirm_again());
  } catch (error) {
    console.error("Could not check an account deletion:", error);
    return problem(503, m.api_account_not_deleted_provider());
  }
  try {
    await deleteAccount(holder.uid, { verifiedEmail: holder.verifiedEmail });
  } catch (error) {
    console.error(`An account was not deleted: ${error instanceof Error ? error.message : String(error)}`);
    return problem(503, m.api_account_not_deleted());
  }
  return Response.json({ deleted: true }, { headers: { "Set-Cookie": await clearSessionCookie() } });
}

export function loader() {
  return problem(405, "Use DELETE to delete your account.", { Allow: "DELETE" });
}
