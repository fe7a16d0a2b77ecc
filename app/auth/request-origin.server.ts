import { settings } from "~/.server/settings.server";

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
