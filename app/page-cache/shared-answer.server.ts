import { type RequestFacts, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { freshForMs } from "./page-freshness.server";

/** How long a shared cache (nginx, a CDN) keeps a shared answer whose page says nothing shorter or longer (pageStaysFresh). */
const SHARED_CACHE_SECONDS = 10;

const sharedCacheControl = (seconds: number) => `public, max-age=0, must-revalidate, s-maxage=${seconds}`;

/**
 * The Cache-Control of an answer that is the same for every visitor who is not signed in: a
 * page or its data, with status 200, to a request without the session cookie, setting none.
 *
 * Browsers revalidate it on every visit (max-age=0, answered by a 304 when the ETag still
 * matches), so signing in or out shows at once. A shared cache (nginx, a CDN) may keep it for
 * ten seconds, which turns a spike on one page into one request every ten seconds per page;
 * it must pass any request carrying the session cookie through (deploy/nginx/brightline.conf).
 */
export const SHARED_PAGE_CACHE_CONTROL = sharedCacheControl(SHARED_CACHE_SECONDS);

/**
 * The Cache-Control of an answer made for no one in particular (a shared page, or an address
 * that is no page asked for without a session), and whether the page cache keeps it for
 * everyone, said on the request's facts (`keptFor`, page-freshness.server.ts).
 *
 * A page made for a GET or HEAD with status 200 is the same for every visitor: the server's
 * page cache keeps it (until a publish forgets it, or as long as its page stays true), and every
 * other cache for ten seconds, or as long as its page stays true when a loader said
 * (`pageStaysFresh`: a course's seats left, five). Any other answer (a 404 or 405 page, a
 * redirect, an error) is kept by no one: a page published later must not stay "not found".
 */
export function shareAnswer(facts: RequestFacts, answer: { method: string; status: number }): string {
  if (answer.status !== 200 || (answer.method !== "GET" && answer.method !== "HEAD")) return "no-store";
  const ms = freshForMs(facts);
  // A page already out of date (a moment its loader named has passed) is kept by no one.
  if (ms !== undefined && ms <= 0) return "no-store";
  // Facts made for no request (a test calling the app) mark nothing.
  if (facts !== UNKNOWN_REQUEST) (facts.keeping ??= {}).shared = true;
  return ms === undefined ? SHARED_PAGE_CACHE_CONTROL : sharedCacheControl(Math.max(1, Math.floor(ms / 1000)));
}
