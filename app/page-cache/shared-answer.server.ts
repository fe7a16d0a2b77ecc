/**
 * The Cache-Control of an answer that is the same for every visitor who is not signed in: a
 * page or its data, with status 200, to a request without the session cookie, setting none.
 * The server's page cache (server/page-cache/page-cache.ts) keeps exactly the answers marked so.
 *
 * Browsers revalidate it on every visit (max-age=0, answered by a 304 when the ETag still
 * matches), so signing in or out shows at once. A shared cache (nginx, a CDN) may keep it for
 * ten seconds, which turns a spike on one page into one request every ten seconds per page;
 * it must pass any request carrying the session cookie through (deploy/nginx/brightline.conf).
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10";

const LIVE_PREFIX = "public, max-age=0, must-revalidate, s-maxage=";

/**
 * The Cache-Control of a shared page that shows something live (a cohort's seats left): every
 * cache, the server's own included, keeps it for `seconds` at most, so what it shows lags the
 * database by at most twice that (the server's copy, then nginx's).
 */
export function liveSharedPageCacheControl(seconds: number): string {
  return `${LIVE_PREFIX}${Math.max(1, Math.floor(seconds))}`;
}

/**
 * How long the server's page cache keeps an answer, from the Cache-Control the app gave it:
 * `"usual"` for SHARED_PAGE_CACHE_CONTROL (the cache's own limit), a number of milliseconds for
 * a live shared page, undefined for anything the cache must not keep.
 */
export function sharedPageLifetime(cacheControl: unknown): "usual" | number | undefined {
  if (cacheControl === SHARED_PAGE_CACHE_CONTROL) return "usual";
  if (typeof cacheControl !== "string" || !cacheControl.startsWith(LIVE_PREFIX)) return undefined;
  const seconds = cacheControl.slice(LIVE_PREFIX.length);
  return /^[1-9][0-9]{0,3}$/.test(seconds) ? Number(seconds) * 1000 : undefined;
}
