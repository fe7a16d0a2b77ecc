import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import fresh from "fresh";
import type { RunningApp } from "~/door/door.server";
import { type AccountCorners, gzipWithCorner } from "./account-corner";
import { chooseEncoding } from "./encoding";
import type { CachedPage, PageCache } from "./page-cache";
import { capturePersonalPage, type PersonalCapture } from "./personal-capture";
import { type PersonalPages, personalPageKey } from "./personal-pages";
import { countPageCache } from "./page-cache-metrics";

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
  countPageCache("shared", "hit");
  sendAsKept(page, req, res);
  return true;
}

/** The page cache's key for a request's address (server/page-cache/page-keys.ts): a shared page's without the query it does not read. */
export type KeyOf = (url: string) => string;
const sameAddress: KeyOf = (url) => url;

function isRead(req: IncomingMessage): boolean {
  return req.method === "GET" || req.method === "HEAD";
}

/** A 200 with these headers and this body (none for HEAD), its length said. */
function sendWhole(req: IncomingMessage, res: ServerResponse, headers: string[], body: Buffer): void {
  headers.push("Content-Length", String(body.length));
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
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
  sendWhole(req, res, headers, body);
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
  countPageCache("shared", "hit");
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
    body = gzipWithCorner(page.corner, corners.cornerOf(user, page.corner.language));
    headers.push("Content-Encoding", "gzip");
  } else {
    body = Buffer.concat([page.corner.before.bytes, corners.cornerOf(user, page.corner.language).bytes, page.corner.after.bytes]);
  }
  sendWhole(req, res, headers, body);
  return true;
}

/** The longest a request waits for a render of its page already under way before it renders its own. */
const LONGEST_WAIT_FOR_RENDER_MS = 5_000;

/** The personal pages kept for their sessions, and how long an address's page may be kept (undefined: never). */
export type PersonalFront = { pages: PersonalPages; keptFor: (url: string) => number | undefined };

/**
 * A personal page kept for this request's session (decision 40), sent again as it was made,
 * when the session is good and what the page was made under still holds: the session's account
 * as checked now, and the database's last write. Otherwise false, and the app renders it: the
 * request is marked for the capture to keep the page (page-capture.ts), under what holds now.
 */
export async function sendPersonalCopy(
  personal: PersonalFront,
  corners: AccountCorners,
  req: IncomingMessage,
  res: ServerResponse,
  seconds: number,
): Promise<boolean> {
  const session = await corners.visitor(req.headers.cookie);
  if (!session.user || !session.sessionId || !session.keptUnder || session.setCookie) return false;
  // The person as the page shows them (their name and photo are the cookie's) is part of what it was made under.
  const keptUnder = `${session.keptUnder}.${JSON.stringify(session.user)}`;
  const key = personalPageKey(req, session.sessionId);
  const found = personal.pages.get(key, keptUnder);
  const rendering = personal.pages.underWay(key);
  // Past its age, a kept page stands in while another request renders it again; this one renders it if none does.
  let page = found && (found.fresh || rendering) ? found.page : undefined;
  const underWay = page ? undefined : rendering;
  if (underWay) {
    // The same page for the same session is being rendered: its copy will do, if it is kept in time.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([underWay, new Promise((resolve) => (timer = setTimeout(resolve, LONGEST_WAIT_FOR_RENDER_MS)))]);
    clearTimeout(timer);
    const kept = personal.pages.get(key, keptUnder);
    page = kept?.fresh ? kept.page : undefined;
  }
  if (!page) {
    if (req.method === "GET") {
      const capture: PersonalCapture = { key, keptUnder, maxAgeMs: seconds * 1000, end: personal.pages.begin(key) };
      capturePersonalPage(req, capture);
      // An answer the capture never saw (refused before it, say) keeps nobody waiting.
      res.once("close", () => {
        if (!capture.taken) capture.end();
      });
    }
    return false;
  }
  countPageCache("personal", "hit");
  const headers = [...page.headers, "Vary", "Accept-Encoding", "X-Request-Id", randomUUID()];
  const encoding = chooseEncoding(req);
  let body: Buffer;
  if (encoding === "identity") body = gunzipSync(page.bodies.gzip);
  else {
    body = page.bodies[encoding];
    headers.push("Content-Encoding", encoding);
  }
  sendWhole(req, res, headers, body);
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
    personal,
    logError,
  }: { isDraining: () => boolean; corners: AccountCorners; keyOf?: KeyOf; personal?: PersonalFront; logError: RunningApp["logError"] },
): RequestListener {
  return (req, res) => {
    // A server shutting down answers through the app, which tells each client to reconnect elsewhere.
    if (isDraining()) return void app(req, res);
    if (sendCachedPage(cache, corners, req, res, keyOf)) return;
    if (!corners.mayCarrySession(req.headers.cookie)) return void app(req, res);
    const seconds = personal && isRead(req) && req.url !== undefined ? personal.keptFor(req.url) : undefined;
    const sent =
      personal && seconds ? sendPersonalCopy(personal, corners, req, res, seconds) : sendCachedCopy(cache, corners, req, res, keyOf);
    sent.then(
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
