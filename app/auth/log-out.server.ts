import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/.server/request-context";
import { endSession } from "./session.server";
import { spendRevocation } from "./session-rate-limit.server";

/**
 * Ends the visitor's session: the cookie to clear it, and the person's refresh tokens revoked
 * unless this address has revoked too many lately. Logging out itself is never limited: a
 * visitor who asks to be signed out always is.
 */
export async function logOutVisitor(request: Request, context: Readonly<RouterContextProvider>): Promise<string> {
  const revoke = async () => (await spendRevocation(context.get(clientAddressContext))).allowed;
  return endSession(request, revoke);
}
