import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logServerError } from "./.server/log-error";
import { cspNonceContext, requestIdContext, upstreamRequestIdContext } from "./.server/request-context";
import { CspNonce } from "./components/layout/csp-nonce";

// What the Express server (server/) may use of the app: it reaches the app only through here.
export {
  clientAddressContext,
  cspNonceContext,
  refusedStatusContext,
  requestIdContext,
  upstreamRequestIdContext,
} from "./.server/request-context";
export { logServerError } from "./.server/log-error";
export { SHARED_PAGE_CACHE_CONTROL } from "./.server/shared-page";
export { SESSION_COOKIE_NAME } from "./auth/session-cookie.server";
export {
  IDENTITY_UNAVAILABLE,
  readSettings,
  refuseExposedEmulator,
  settings,
  rereadSettings,
  SettingsError,
  type Settings,
} from "./.server/settings.server";

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
    // Aborts a render still streaming when its time is up; cleared as soon as the response ends.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    // Crawlers and SPA-mode builds get the whole document at once; people get it streamed.
    const readyEvent = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const app = (
      <CspNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        // A finished (or abandoned) response needs no abort: the timer would otherwise keep
        // the whole render in memory for its full length.
        body.once("close", () => clearTimeout(abortTimer));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are reported through handleError by the router; errors
        // before it would otherwise be lost.
        if (shellRendered) console.error(error);
      },
    });
  });
}
