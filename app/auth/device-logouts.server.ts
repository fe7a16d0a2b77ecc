import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { clientAddressContext } from "~/.server/request-context";
import { endDeviceSessions } from "~/sessions/session-liveness.server";
import { bearerToken, problem } from "./api-answers.server";
import { recentSignInOf } from "./recent-sign-in.server";
import { isSameOrigin } from "./request-origin.server";
import { spendRevocation, spendSessionRequest } from "./session-rate-limit.server";
import { endEverySession, readSession } from "./session.server";

/** What the account page's Devices panel asks: log out one listed device, every other, or every one. */
export const deviceLogoutSchema = z.discriminatedUnion("end", [
  z.object({ end: z.literal("one"), id: z.string().regex(/^[\w-]{22}$/) }),
  z.object({ end: z.literal("others") }),
  z.object({ end: z.literal("all") }),
]);

const CONFIRM = "Confirm it's you again (your password, or Google), then try again.";
const UNAVAILABLE = "We couldn't log those devices out just now. Please try again in a moment.";

/**
 * Logs some of the signed-in person's devices out (POST /auth/sessions). Ending sessions elsewhere
 * could lock the account's holder out of their own devices, so it asks what deletion asks:
 * `Authorization: Bearer <ID token>` from a sign-in of the last five minutes by the session's own
 * person. "all" also revokes the person's refresh tokens, within the revocation limit, and
 * clears this browser's cookie.
 */
export async function logOutDevices(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  if (request.method !== "POST") return problem(405, "Use POST to log devices out.", { Allow: "POST" });
  if (!isSameOrigin(request)) return problem(403, "Devices can only be logged out from this site's own pages.");
  const address = context.get(clientAddressContext);
  const spend = await spendSessionRequest(address);
  if (!spend.allowed) return problem(429, "Too many requests. Wait a minute and try again.", { "Retry-After": String(spend.retryAfter) });
  const token = bearerToken.safeParse(request.headers.get("Authorization") ?? "");
  if (!token.success) return problem(401, CONFIRM);
  const asked = deviceLogoutSchema.safeParse(await request.json().catch(() => undefined));
  if (!asked.success) return problem(400, "That request was not understood. Reload the page and try again.");
  try {
    const uid = await recentSignInOf(request, token.data);
    const { sessionId } = await readSession(request, { fresh: true });
    if (!uid || !sessionId) return problem(401, CONFIRM);
    const which = asked.data;
    const headers = { "Cache-Control": "no-store" };
    if (which.end === "all") {
      const setCookie = await endEverySession(uid, (await spendRevocation(address)).allowed);
      return Response.json({ ended: "all" }, { headers: { ...headers, "Set-Cookie": setCookie } });
    }
    const ended = await endDeviceSessions(uid, which.end === "one" ? { listed: which.id, except: sessionId } : { allBut: sessionId });
    if (which.end === "one" && ended === 0) return problem(404, "That device is already logged out.", headers);
    return Response.json({ ended }, { headers });
  } catch (error) {
    console.error("Could not log devices out:", error);
    return problem(503, UNAVAILABLE);
  }
}
