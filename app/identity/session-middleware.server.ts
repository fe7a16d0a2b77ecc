import { createContext, redirect, type MetaDescriptor, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { findCourse } from "~/content/courses.server";
import { pageMeta } from "~/seo/page-meta.server";
import type { AccountUser } from "~/types/account-user";
import type { AccountStanding } from "~/sessions/account-standing.server";
import { settings } from "~/platform/settings.server";
import { shareAnswer } from "~/page-cache/shared-answer.server";

import { localizedPath, unlocalizedPath } from "~/i18n/locale";
import { authPageLink } from "./auth-links";
import { safeRedirect } from "./safe-redirect";
import { sessionCookie } from "~/sessions/session-cookie.server";
import { type Freshness, readSession, type SessionState } from "~/sessions/session.server";
import { requestFactsContext } from "~/platform/request-context.server";

/** Reads the session at most once per request and freshness, and only when something asks for it. */
const sessionContext = createContext<(read?: Freshness) => Promise<SessionState>>(async () => ({ user: null }));

/** What a shared page's loader gets for reading the session: a server error, which every test of that page sees. */
export const SHARED_PAGE_READ_SESSION =
  "A shared page read the session: its loaders must give every visitor the same page. Declare the route's page personal (app/types/route-handle.ts, decision 24).";

/**
 * The session for this request's loaders and actions, and what may keep their answer.
 *
 * A shared page (its route says so) never reads the session: it is rendered as nobody's,
 * whatever cookie came with it, so the page cache may keep it, and the server puts a signed-in
 * visitor's account corner into their copy (server/page-cache/account-corner.ts). A personal page is
 * rendered for each visitor and stored by no one.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const facts = context.get(requestFactsContext);
  const kind = facts.pageKind;
  /** A page made for no one in particular: shared with everyone when it is a GET's 200 (app/page-cache/shared-answer.server.ts). */
  const forEveryone = (response: Response) => shareAnswer(facts, { method: request.method, status: response.status });
  if (kind === "shared") {
    context.set(sessionContext, () => Promise.reject(new Error(SHARED_PAGE_READ_SESSION)));
    const response = await next();
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", forEveryone(response));
    return response;
  }
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
    response.headers.set("Cache-Control", kind === "personal" ? "private, no-store" : forEveryone(response));
  }
  return response;
};

/** True when the request came with a session cookie (as the cookie parser reads it), so its answer may be about that person. */
async function carriesSession(request: Request): Promise<boolean> {
  return (await sessionCookie.parse(request.headers.get("Cookie"))) !== null;
}

/** Who is signed in; refused on a shared page (see sessionMiddleware). */
export async function currentUser(context: Readonly<RouterContextProvider>, freshness?: Freshness): Promise<AccountUser | null> {
  return (await context.get(sessionContext)(freshness)).user;
}

/** The signed-in person's account standing (staff, sign-in methods, verified email), as the session check found it; null for a visitor. */
export async function currentStanding(context: Readonly<RouterContextProvider>, freshness?: Freshness): Promise<AccountStanding | null> {
  return (await context.get(sessionContext)(freshness)).standing ?? null;
}

/**
 * The signed-in person's standing as the identity provider has it now; null for a visitor. When
 * it could not be asked (it or the database did not answer), that error is thrown, so a refusal
 * never stands in for an outage.
 */
export async function freshStanding(context: Readonly<RouterContextProvider>): Promise<AccountStanding | null> {
  const { standing, unchecked } = await context.get(sessionContext)({ fresh: true });
  if (unchecked !== undefined) throw unchecked;
  return standing ?? null;
}

/** This browser's session, when someone is signed in: the account page's "this device". */
export async function currentSessionId(context: Readonly<RouterContextProvider>, freshness?: Freshness): Promise<string | null> {
  return (await context.get(sessionContext)(freshness)).sessionId ?? null;
}

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * For pages only signed-in visitors may see: others go to log in, and come back after. A view
 * trusts the checked session and the copy of the account's standing (decision 39); a change that
 * could lock someone out asks for a `fresh` check, or a recent sign-in (recent-sign-in.server.ts).
 */
export async function requireUser(args: LoaderArgs, freshness?: Freshness): Promise<AccountUser> {
  return (await requireAccount(args, freshness)).user;
}

/** A signed-in person's page: who they are, their account's standing, and this browser's session; others go to log in. */
export async function requireAccount(
  { request, context }: LoaderArgs,
  freshness?: Freshness,
): Promise<{ user: AccountUser; standing: AccountStanding; sessionId: string }> {
  const { user, standing, sessionId, unchecked } = await context.get(sessionContext)(freshness);
  if (user && standing && sessionId) return { user, standing, sessionId };
  // Logging in again would meet the same outage: the page says what happened instead (a
  // database too busy to answer is a 503, app/entry.server.tsx).
  if (unchecked !== undefined) throw unchecked;
  const url = new URL(request.url);
  throw redirect(authPageLink("/login", url.pathname + url.search));
}

/**
 * The loader of a sign-in page, for visitors only: one who is already signed in is sent on to
 * where they were going; the others get that place, checked, to keep in the page's links and to
 * go to after, the page's words said by the server, and its tags (never indexed: no path).
 */
export function visitorsOnly<Words>(
  tags: () => { title: string; description: string },
  /** The page's words that never change in the browser (auth-page-words.server.ts). */
  words: () => Words,
  /** The page's opening words, and the words when the visitor is on their way to book a course (which they name). */
  intro: { usual: () => string; booking?: (course: string) => string },
) {
  return async ({ request, context }: LoaderArgs): Promise<{ redirectTo: string; intro: string; words: Words; meta: MetaDescriptor[] }> => {
    // Without a place to go, the home page of the page's language.
    const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), localizedPath("/"));
    if (await currentUser(context)) throw redirect(redirectTo);
    const course = bookingCourseOf(redirectTo);
    // Said by the server: words a page's script need not carry.
    return { redirectTo, intro: course && intro.booking ? intro.booking(course) : intro.usual(), words: words(), meta: pageMeta(tags()) };
  };
}

/** The course a sign-in is on its way to booking ("UI Design Foundations"), when the place to go after is a booking step. */
function bookingCourseOf(redirectTo: string): string | null {
  const slug = /^\/courses\/([a-z0-9-]+)\/book\//.exec(unlocalizedPath(redirectTo))?.[1];
  return (slug && findCourse(slug)?.title) || null;
}
