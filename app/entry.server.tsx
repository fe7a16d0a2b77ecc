import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logServerError } from "./.server/log-error";
import { cspNonceContext, requestIdContext, upstreamRequestIdContext } from "./.server/request-context";
import { CspNonce } from "./components/layout/csp-nonce";
import { withScriptsAfterLoad } from "./page-scripts/scripts-after-load.server";
import { settings as settingsNow } from "./.server/settings.server";
import type { SessionState } from "./auth/session.server";

// What the Express server (server/) may use of the app: it reaches the app only through here.
export {
  clientAddressContext,
  cspNonceContext,
  pageRoutePatternsContext,
  refusedStatusContext,
  requestIdContext,
  pageKindContext,
  upstreamRequestIdContext,
} from "./.server/request-context";
export { logServerError } from "./.server/log-error";
export { closeDatabase, database } from "./database/database.server";
export { connectRedis } from "./.server/redis.server";
export { keptFormSecret } from "./.server/form-secret.server";
export { removeEmulatorLocation, writeEmulatorLocation } from "./.server/emulator-locator.server";
export { startMailSender, stopMailSender } from "./mail/mail-sender.server";
export { startLeadRetention, stopLeadRetention } from "./privacy/lead-retention.server";
export { startBookingSweeper, stopBookingSweeper } from "./cohorts/booking-sweeper.server";
export { SHARED_PAGE_CACHE_CONTROL, sharedPageLifetime } from "./.server/shared-page";
export { pageRoutePatterns } from "./field-data/route-patterns.server";
export { SESSION_COOKIE_NAME } from "./auth/session-cookie-name";
export type { AccountUser } from "./types/account-user";
export { renderAccountCorner } from "./auth/account-corner.server";
export {
  IDENTITY_UNAVAILABLE,
  readSettings,
  refuseExposedEmulator,
  settings,
  rereadSettings,
  SettingsError,
  type Settings,
} from "./.server/settings.server";

/**
 * Who is signed in, from a request's Cookie header, as an ordinary page checks it. The session
 * modules read the settings as they load, so they load when first asked, after the start
 * has checked the settings (a wrong one is then one line, not a stack).
 */
export async function visitorSession(cookieHeader: string | undefined): Promise<SessionState> {
  if (settingsNow().identity.kind === "none") return { user: null };
  const { readSessionCookie } = await import("./auth/session.server");
  return readSessionCookie(cookieHeader);
}

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the visitor navigated away) and 4xx responses are not errors of ours.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logServerError(error, {
    requestId: context.get(requestIdContext),
    upstreamRequestId: context.get(upstreamRequestIdContext),
    method: request.method,
    url: new URL(request.url).pathname,
  });
};

/**
 * Renders the whole document, then answers with it in one piece. No loader of the site defers
 * its data, so a streamed shell would arrive no sooner than the whole page; one piece saves
 * the streaming's work per chunk (a web stream, then compression, per chunk) and gives
 * crawlers and people, and the page cache, the same bytes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Aborts a render that has not finished when its time is up; cleared as soon as it has.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const app = (
      <CspNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        document.once("finish", () => {
          clearTimeout(abortTimer);
          const html = Buffer.concat(chunks).toString("utf8");
          const body = Buffer.from(settingsNow().scriptsAfterLoad ? withScriptsAfterLoad(html) : html, "utf8");
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Length", String(body.length));
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onShellReady() {
        shellRendered = true;
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reach handleError through the router; errors after it (inside
        // a Suspense boundary) would otherwise be lost.
        if (shellRendered) console.error(error);
      },
    });
  });
}
