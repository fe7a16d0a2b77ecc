import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { AccountUser } from "~/account/account-user";
import { settings } from "~/.server/settings.server";
import { readSession, type SessionState } from "./session.server";

/** Reads the session at most once per request, and only when something asks for it. */
const sessionContext = createContext<() => Promise<SessionState>>(async () => ({ user: null }));

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let session: Promise<SessionState> | undefined;
  context.set(sessionContext, () => {
    session ??= settings().identity.kind === "none" ? Promise.resolve({ user: null }) : readSession(request);
    return session;
  });
  const response = await next();
  // A cookie that turned out to be expired, revoked or forged is cleared on the way out.
  const setCookie = session ? (await session).setCookie : undefined;
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
};

export async function currentUser(context: Readonly<RouterContextProvider>): Promise<AccountUser | null> {
  return (await context.get(sessionContext)()).user;
}

/** For pages only signed-in visitors may see: others go to log in, and come back after. */
export async function requireUser(context: Readonly<RouterContextProvider>, request: Request): Promise<AccountUser> {
  const user = await currentUser(context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** For the sign-in pages: a visitor who is already signed in is sent on. */
export async function requireAnonymous(context: Readonly<RouterContextProvider>, redirectTo: string): Promise<void> {
  if (await currentUser(context)) throw redirect(redirectTo);
}
