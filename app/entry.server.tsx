import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logServerError } from "./platform/log-error.server";
import { requestFactsContext, UNKNOWN_REQUEST } from "./platform/request-context.server";
import { CspNonce } from "./components/layout/csp-nonce";
import { withScriptsAfterLoad } from "./page-scripts/scripts-after-load.server";
import { settings as settingsNow } from "./platform/settings.server";
import { isUnavailable } from "./database/database.server";

/** How long a browser or a crawler is asked to wait before asking again for a page whose database (or another service) did not answer. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the visitor navigated away) and 4xx responses are not errors of ours.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The busy page's answer, thrown by handleRequest below: its cause was logged as it happened.
  if (error instanceof Response && error.status === 503) return;
  const facts = context.get(requestFactsContext);
  // Never on the module's shared default: a request without facts of its own is a test's.
  if (isUnavailable(error) && facts !== UNKNOWN_REQUEST) facts.serviceUnavailable = true;
  const { requestId, upstreamRequestId } = facts;
  logServerError(error, {
    requestId,
    upstreamRequestId,
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
  const { nonce, serviceUnavailable } = loadContext.get(requestFactsContext);
  /**
   * A database (or another service) too busy to answer is a wait, not a fault: once this page has
   * rendered as a 500, it is rendered again for a 503 route error, which the browser's copy of
   * the page knows too (a loader's own error reaches it only as "Unexpected Server Error").
   * Rendered first, so that React Router shows the 503 in the deepest error boundary that
   * rendered (the staff frame's, say), not the root's. Seen as 500s under a load of 24 on 2
   * cores, the pool's 5 s wait for a connection run out (issue 63).
   */
  const answerBusy = serviceUnavailable === true && responseStatusCode === 500;
  if (serviceUnavailable && responseStatusCode === 503) {
    responseHeaders.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
  }
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
          // Thrown to React Router, which renders the page again as a 503 (above).
          if (answerBusy) reject(new Response(null, { status: 503, statusText: "Service Unavailable" }));
          else resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
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
