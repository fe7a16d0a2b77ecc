import { logServerError } from "~/platform/log-error.server";
import { keptFor } from "~/page-cache/page-freshness.server";
import { locales } from "~/i18n/locale";
import { renderAccountCorner } from "~/sessions/account-corner.server";
import type { SessionState } from "~/sessions/session.server";
import { mayCarrySession } from "~/sessions/session-cookie-name";
import type { RunningApp } from "~/door/door.server";

/**
 * The parts of a running app that the web server's page cache uses, as the app makes them,
 * with the visitor's session check a test's own: for server tests that start no app (the
 * session check itself is the browser tests', tests/e2e/public-pages/shared-pages.spec.ts).
 */
export function runningAppParts(
  visitorSession: (cookieHeader: string | undefined) => Promise<SessionState> = async () => ({ user: null }),
): Pick<RunningApp, "visitorSession" | "mayCarrySession" | "languages" | "accountCorner" | "keptFor" | "logError"> {
  return {
    visitorSession,
    mayCarrySession,
    languages: locales,
    accountCorner: renderAccountCorner,
    keptFor,
    logError: logServerError,
  };
}
