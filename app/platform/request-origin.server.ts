import { data } from "react-router";
import { settings } from "~/platform/settings.server";

/**
 * True when the request comes from a page of this site. Browsers send Origin with every
 * POST and DELETE made by fetch, so a missing or foreign Origin means another site (or a
 * script outside a browser) is trying to set or end a session. The site's origin is SITE_URL's,
 * not the request's: behind a proxy the request's own scheme and host are whatever it forwards.
 */
export function isSameOrigin(request: Request, allowedOrigins: readonly string[] = settings().allowedOrigins): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && allowedOrigins.includes(origin);
}

/**
 * For actions that change an account or the studio's records (staff forms, the account page):
 * refused with 403 unless sent from one of the site's own pages. A missing Origin is refused
 * too: browsers send it with every form POST, so only a program leaves it out, and the request
 * gate lets those through (the public contact form takes them).
 */
export function requireSiteOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw data(null, { status: 403, statusText: "Forbidden" });
}
