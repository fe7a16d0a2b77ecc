/** The session cookie's name. `__session` is the one cookie name Firebase Hosting passes through to a server. */
export const SESSION_COOKIE_NAME = "__session";

/**
 * True when a Cookie header carries the session cookie, or might: a near miss (another cookie
 * whose name ends the same) only costs that request the page cache, never shows anyone a page
 * not theirs.
 */
export function mayCarrySession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE_NAME}=`);
}
