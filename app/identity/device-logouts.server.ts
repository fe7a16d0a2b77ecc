import { m } from "~/i18n/paraglide/messages.js";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { problem } from "./api-answers.server";
import { changeAnswer, confirmedChange } from "./confirmed-change.server";
import { spendRevocation } from "~/sessions/session-rate-limit.server";
import { endEverySession, endSessionsOf } from "~/sessions/session.server";

/** What the account page's Devices panel asks: log out one listed device, every other, or every one. */
export const deviceLogoutSchema = z.discriminatedUnion("end", [
  z.object({ end: z.literal("one"), id: z.string().regex(/^[\w-]{22}$/) }),
  z.object({ end: z.literal("others") }),
  z.object({ end: z.literal("all") }),
]);

/**
 * Logs some of the signed-in person's devices out (POST /auth/sessions). Ending sessions elsewhere
 * could lock the account's holder out of their own devices, so it asks what deletion asks (a
 * confirmed change). "all" also revokes the person's refresh tokens, within the revocation limit,
 * and clears this browser's cookie.
 */
export function logOutDevices(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  return confirmedChange(request, context, {
    what: "log devices out",
    body: deviceLogoutSchema,
    unavailable: m.api_devices_unavailable(),
    run: async ({ uid, sessionId, address }, which) => {
      if (which.end === "all") {
        const setCookie = await endEverySession(uid, (await spendRevocation(address)).allowed);
        return changeAnswer({ ended: "all" }, { "Set-Cookie": setCookie });
      }
      const ended = await endSessionsOf(uid, which.end === "one" ? { listed: which.id, except: sessionId } : { allBut: sessionId });
      if (which.end === "one" && ended === 0) return problem(404, m.api_device_already_out(), { "Cache-Control": "no-store" });
      return changeAnswer({ ended });
    },
  });
}
