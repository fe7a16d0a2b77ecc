/**
 * The Cache-Control of an answer that is the same for every visitor who is not signed in: a
 * page or its data, with status 200, to a request without the session cookie, setting none.
 * The server's page cache (server/page-cache.ts) keeps exactly the answers marked so.
 *
 * Browsers revalidate it on every visit (max-age=0, answered by a 304 when the ETag still
 * matches), so signing in or out shows at once. A shared cache (nginx, a CDN) may keep it for
 * ten seconds, which turns a spike on one page into one request every ten seconds per page;
 * it must pass any request carrying the session cookie through (deploy/nginx/brightline.conf).
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10";
