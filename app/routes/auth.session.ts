import { m } from "~/i18n/paraglide/messages.js";
import { bearerToken, problem } from "~/identity/api-answers.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { isRejectedCredential } from "~/sessions/credential-errors";
import { endSession, startSession } from "~/sessions/session.server";
import { spendSessionRequest } from "~/sessions/session-rate-limit.server";
import { isoDay } from "~/config/calendar-day";
import { renameBookingsToCome } from "~/bookings/booking-names.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/auth.session";
import type { RouteHandle } from "~/types/route-handle";
import { requestFactsContext } from "~/platform/request-context.server";

/** DELETE ends the session (the request gate reads it: app/types/route-handle.ts). */
export const handle = { actionMethods: ["POST", "DELETE"] } satisfies RouteHandle;

/**
 * The browser's sign-in state, told to the server. POST with `Authorization: Bearer <ID
 * token>` starts a session (an httpOnly cookie); DELETE ends it, on this device only (the
 * account page's Devices panel ends the others).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") {
    return problem(405, "Use POST to start a session and DELETE to end it.", { Allow: "POST, DELETE" });
  }
  if (!isSameOrigin(request)) return problem(403, "Sessions can only be changed from this site's own pages.");
  if (request.method === "DELETE") {
    return new Response(null, { status: 204, headers: { "Set-Cookie": await endSession(request) } });
  }
  const spend = await spendSessionRequest(context.get(requestFactsContext).clientAddress);
  if (!spend.allowed) {
    return problem(429, m.api_session_too_many(), {
      "Retry-After": String(spend.retryAfter),
    });
  }

  const token = bearerToken.safeParse(request.headers.get("Authorization") ?? "");
  if (!token.success) return problem(400, "Send the ID token as `Authorization: Bearer <token>`.");
  try {
    const session = await startSession(token.data, request, { clientAddress: context.get(requestFactsContext).clientAddress });
    // A rename (the profile panel renews the session after it) reaches the bookings to come.
    await renameBookingsToCome(await database(), session.user, isoDay(new Date())).catch((error: unknown) => {
      console.error("Could not carry a rename to the bookings to come:", error);
    });
    return Response.json({ user: session.user }, { headers: session.setCookie ? { "Set-Cookie": session.setCookie } : {} });
  } catch (error) {
    if (isRejectedCredential(error)) {
      // Not a server error, but worth a line: a run of these is someone guessing, or a bug.
      console.warn(`Refused to start a session: ${(error as { code: string }).code}`);
      return problem(401, m.api_session_unconfirmed());
    }
    console.error("Could not start a session:", error);
    return problem(503, m.api_session_provider_down());
  }
}

export function loader() {
  return problem(405, "Use POST to start a session and DELETE to end it.", { Allow: "POST, DELETE" });
}
