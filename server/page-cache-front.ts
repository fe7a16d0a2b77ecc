import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import fresh from "fresh";
import { logServerError } from "~/entry.server";
import type { PageCache } from "./page-cache";
import { chooseEncoding, isStandInRequest, mayCarrySession } from "./page-request";
import type { PersonalPages } from "./personal-pages";

/**
 * Answers a request from the page cache when it can: a GET or HEAD without the session cookie,
 * for an address whose anonymous answer is kept. Runs before Express and React Router see the
 * request, so a hit costs about what a bare Node server costs to send the same bytes.
 */
export function sendCachedPage(cache: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    req.url === undefined ||
    mayCarrySession(req.headers.cookie) ||
    // The server's own request for a stand-in's page is for the app to render.
    isStandInRequest(req)
  )
    return false;
  const page = cache.get(req.url);
  if (!page) return false;

  const headers = [...page.headers, "ETag", page.etag, "Vary", "Accept-Encoding", "X-Request-Id", randomUUID()];
  if (fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const encoding = chooseEncoding(req);
  const body = page.bodies[encoding];
  if (encoding !== "identity") headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** The server's request listener: the page cache first, then signed-in visitors' templates, then the app. */
export function withPageCache(
  cache: PageCache,
  app: RequestListener,
  { isDraining, personalPages }: { isDraining: () => boolean; personalPages?: PersonalPages },
): RequestListener {
  return (req, res) => {
    // A server shutting down answers through the app, which tells each client to reconnect elsewhere.
    if (isDraining()) return void app(req, res);
    if (sendCachedPage(cache, req, res)) return;
    if (!personalPages?.wants(req)) return void app(req, res);
    personalPages.send(req, res, isDraining).then(
      (sent) => {
        if (!sent) void app(req, res);
      },
      (error: unknown) => {
        // Anything wrong with a template only costs this visitor a render.
        logServerError(error, { requestId: "personal-page", method: req.method ?? "GET", url: req.url ?? "" });
        if (res.headersSent) res.destroy();
        else void app(req, res);
      },
    );
  };
}
