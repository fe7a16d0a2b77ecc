import { createCookie } from "react-router";
import { z } from "zod";
import { settings } from "~/platform/settings.server";
import { SESSION_COOKIE_NAME } from "./session-cookie-name";

/** Five days, as the session cookie that firebase-admin mints for us. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

const cookie = createCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: "lax", path: "/", maxAge: SESSION_MAX_AGE_SECONDS });

/**
 * The session cookie: httpOnly, so page scripts cannot read it; SameSite=Lax, so other sites
 * cannot send it with a form post; Secure in production (the settings the app runs with, read
 * as it is written, not as this module loads).
 */
export const sessionCookie = {
  parse: (cookieHeader: string | null | undefined): Promise<unknown> => cookie.parse(cookieHeader ?? null),
  serialize: (value: unknown, options: { maxAge?: number } = {}): Promise<string> =>
    cookie.serialize(value, { secure: settings().mode === "production", ...options }),
};

/**
 * What the cookie holds: the session's id (its row in app/sessions, so that it can be ended
 * alone) and the session token firebase-admin minted. A cookie of any other shape, such as the
 * bare token of before one session per device, is refused and cleared.
 */
export const sessionCookieSchema = z.object({ sid: z.uuid(), token: z.string().min(1).max(8_192) });
export type SessionCookieValue = z.infer<typeof sessionCookieSchema>;

export function clearSessionCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0 });
}
