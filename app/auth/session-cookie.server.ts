import { createCookie } from "react-router";
import { settings } from "~/.server/settings.server";
import { SESSION_COOKIE_NAME } from "./session-cookie-name";

/** Five days, as the session cookie that firebase-admin mints for us. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

/**
 * The session cookie: httpOnly, so page scripts cannot read it; SameSite=Lax, so other sites
 * cannot send it with a form post; Secure in production.
 */
export const sessionCookie = createCookie(SESSION_COOKIE_NAME, {
  httpOnly: true,
  sameSite: "lax",
  secure: settings().mode === "production",
  path: "/",
  maxAge: SESSION_MAX_AGE_SECONDS,
});

export function clearSessionCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0 });
}
