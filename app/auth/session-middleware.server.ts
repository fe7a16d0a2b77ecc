import { createContext, redirect, type MetaDescriptor, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { pageMeta } from "~/seo/page-meta.server";
import type { AccountUser } from "~/types/account-user";
import { settings } from "~/.server/settings.server";
import { SHARED_PAGE_CACHE_CONTROL } from "~/.server/shared-page";
import { standInUserContext } from "~/.server/request-context";
import { PERSONAL_PAGE_HEADER } from "./stand-in";
import { authPageLink } from "./auth-links";
import { safeRedirect } from "./safe-redirect";
import { sessionCookie } from "./session-cookie.server";
import { type Freshness, readSession, type SessionState } from "./session.server";

/**
 * Reads the session at most once per request and freshness, and only when something asks for
 * it: an ordinary page trusts a recent revocation check, an account page asks for a fresh one.
 */
type SessionRead = Freshness & { forBar?: boolean };
const sessionContext = createContext<(read?: SessionRead) => Promise<SessionState>>(async () => ({ user: null }));

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const standIn = context.get(standInUserContext);
  if (standIn) return asStandIn(standIn, context, next);
  const reads = new Map<boolean, Promise<SessionState>>();
  context.set(sessionContext, ({ fresh = false } = {}) => {
    let read = reads.get(fresh) ?? (fresh ? undefined : reads.get(true));
    if (!read) {
      read = settings().identity.kind === "none" ? Promise.resolve({ user: null }) : readSession(request, { fresh });
      reads.set(fresh, read);
    }
    return read;
  });
  const response = await next();
  // A cookie that turned out to be expired, revoked or forged is cleared on the way out.
  const setCookie = (await Promise.all(reads.values())).find((state) => state.setCookie)?.setCookie;
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  // A page made for one person, or one that hands out a session, must never be stored: not by
  // the browser's back-forward history of a shared computer, not by a proxy or CDN.
  if ((await carriesSession(request)) || response.headers.has("Set-Cookie")) response.headers.set("Cache-Control", "private, no-store");
  else if (!response.headers.has("Cache-Control")) {
    // A page made for a GET is the same for every visitor: the page cache may share it. Any
    // other answer (a 404 or 405 page, a redirect, an error) is kept by no one: each carries
    // its own request id and script nonce, and a page published later must not stay "not found".
    const shared = response.status === 200 && isRead(request.method);
    response.headers.set("Cache-Control", shared ? SHARED_PAGE_CACHE_CONTROL : "no-store");
  }
  return response;
};

/**
 * Serves the page as a stand-in would see it. A page whose loaders read the visitor beyond the
 * bar's corner (the root's `barUser`), or ask for a fresh check, says so: what it shows may turn
 * on who they are (their enrolments, say) even where it does not print their details, so it
 * is never made from a stand-in's page.
 */
async function asStandIn(standIn: AccountUser, context: Readonly<RouterContextProvider>, next: () => Promise<Response>): Promise<Response> {
  let personal = false;
  context.set(sessionContext, async ({ fresh = false, forBar = false }: SessionRead = {}) => {
    if (fresh || !forBar) personal = true;
    return { user: standIn };
  });
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  if (personal) response.headers.set(PERSONAL_PAGE_HEADER, "1");
  return response;
}

function isRead(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/** True when the request came with a session cookie (as the cookie parser reads it), so its answer may be about that person. */
async function carriesSession(request: Request): Promise<boolean> {
  return (await sessionCookie.parse(request.headers.get("Cookie"))) !== null;
}

export async function currentUser(context: Readonly<RouterContextProvider>, freshness?: Freshness): Promise<AccountUser | null> {
  return (await context.get(sessionContext)(freshness)).user;
}

/**
 * Who is signed in, for the bar's account corner only (the root loader): the one read of the
 * visitor a page made from a template may have, because the template puts in that corner and
 * those details for each visitor (decision 15). Anything else reads currentUser.
 */
export async function barUser(context: Readonly<RouterContextProvider>): Promise<AccountUser | null> {
  return (await context.get(sessionContext)({ forBar: true })).user;
}

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * For pages only signed-in visitors may see: others go to log in, and come back after. Pages
 * that change an account, or show what only its owner may see, ask for a `fresh` check.
 */
export async function requireUser({ request, context }: LoaderArgs, freshness?: Freshness): Promise<AccountUser> {
  const user = await currentUser(context, freshness);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(authPageLink("/login", url.pathname + url.search));
}

/**
 * The loader of a sign-in page, for visitors only: one who is already signed in is sent on to
 * where they were going; the others get that place, checked, to keep in the page's links and to
 * go to after, and the page's tags (never indexed: no path).
 */
export function visitorsOnly(tags: { title: string; description: string }) {
  return async ({ request, context }: LoaderArgs): Promise<{ redirectTo: string; meta: MetaDescriptor[] }> => {
    const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    if (await currentUser(context)) throw redirect(redirectTo);
    return { redirectTo, meta: pageMeta(tags) };
  };
}
