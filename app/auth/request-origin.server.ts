/**
 * True when the request comes from a page of this site. Browsers send Origin with every
 * POST and DELETE made by fetch, so a missing or foreign Origin means another site (or a
 * script outside a browser) is trying to set or end a session.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin === new URL(request.url).origin;
}
