import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import fresh from "fresh";
import type { RunningApp } from "~/door/door.server";
import { type AccountCorners, gzipWithCorner } from "./account-corner";
import { chooseEncoding } from "./encoding";
import type { CachedPage, PageCache } from "./page-cache";

/**
 * Answers a request from the page cache when it can: a GET or HEAD without the session cookie,
 * for an address whose anonymous answer is kept. Runs before Express and React Router see the
 * request, so a hit costs about what a bare Node server costs to send the same bytes.
 */
export function sendCachedPage(
  cache: PageCache,
  corners: AccountCorners,
  req: IncomingMessage,
  res: ServerResponse,
  keyOf: KeyOf = sameAddress,
): boolean {
  if (!isRead(req) || req.url === undefined || corners.mayCarrySession(req.headers.cookie)) return false;
  const page = cache.get(keyOf(req.url));
  if (!page) return false;
  sendAsKept(page, req, res);
  return true;
}

/** The page cache's key for a request's address (server/page-cache/page-keys.ts): a shared page's without the query it does not read. */
export type KeyOf = (url: string) => string;
const sameAddress: KeyOf = (url) => url;

function isRead(req: IncomingMessage): boolean {
  return req.method === "GET" || req.method === "HEAD";
}

/** The kept page as it is, for anyone. */
function sendAsKept(page: CachedPage, req: IncomingMessage, res: ServerResponse): void {
  const headers = [...page.headers, "ETag", page.etag, "Vary", "Accept-Encoding", "X-Request-Id", randomUUID()];
  if (fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req);
  const body = page.bodies[encoding];
  if (encoding !== "identity") headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A signed-in visitor's copy of a kept shared page (decision 24): the page with their account
 * corner in nobody's place, gzipped from the page's pieces compressed once and their corner,
 * `private, no-store`. A cookie that is no longer good gets the page as kept, and is cleared.
 * False when the address has no kept page with a corner: the app answers.
 */
export async function sendCachedCopy(
  cache: PageCache,
  corners: AccountCorners,
  req: IncomingMessage,
  res: ServerResponse,
  keyOf: KeyOf = sameAddress,
): Promise<boolean> {
  if (!isRead(req) || req.url === undefined || !corners.mayCarrySession(req.headers.cookie)) return false;
  const page = cache.get(keyOf(req.url));
  if (!page?.corner) return false;
  const { user, setCookie } = await corners.visitor(req.headers.cookie);
  if (!user && !setCookie) {
    sendAsKept(page, req, res);
    return true;
  }
  const headers: string[] = [];
  for (let index = 0; index < page.headers.length; index += 2) {
    if (page.headers[index] !== "cache-control") headers.push(page.headers[index]!, page.headers[index + 1]!);
  }
  headers.push("Cache-Control", "private, no-store", "Vary", "Accept-Encoding", "X-Request-Id", randomUUID());
  if (setCookie) headers.push("Set-Cookie", setCookie);
  let body: Buffer;
  if (!user) {
    const encoding = chooseEncoding(req);
    body = page.bodies[encoding];
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
  } else if (chooseEncoding(req, ["gzip", "identity"]) === "gzip") {
    body = gzipWithCorner(page.corner, corners.cornerOf(user));
    headers.push("Content-Encoding", "gzip");
  } else {
    body = Buffer.concat([page.corner.before.bytes, corners.cornerOf(user).bytes, page.corner.after.bytes]);
  }
  headers.push("Content-Length", String(body.length));
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** The server's request listener: the page cache first (as kept, or with a signed-in visitor's corner), then the app. */
export function withPageCache(
  cache: PageCache,
  app: RequestListener,
  {
    isDraining,
    corners,
    keyOf = sameAddress,
    logError,
  }: { isDraining: () => boolean; corners: AccountCorners; keyOf?: KeyOf; logError: RunningApp["logError"] },
): RequestListener {
  return (req, res) => {
    // A server shutting down answers through the app, which tells each client to reconnect elsewhere.
    if (isDraining()) return void app(req, res);
    if (sendCachedPage(cache, corners, req, res, keyOf)) return;
    if (!corners.mayCarrySession(req.headers.cookie)) return void app(req, res);
    sendCachedCopy(cache, corners, req, res, keyOf).then(
      (sent) => {
        if (!sent) void app(req, res);
      },
      (error: unknown) => {
        // A copy that could not be made costs this visitor a render, nothing more.
        logError(error, { requestId: "cached-copy", method: req.method ?? "GET", url: req.url ?? "" });
        if (res.headersSent) res.destroy();
        else void app(req, res);
      },
    );
  };
}
