import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import fresh from "fresh";
import Negotiator from "negotiator";
import { logServerError, SESSION_COOKIE_NAME, STAND_IN_HEADER, standInFromHeader } from "~/entry.server";
import type { Encoding, PageCache } from "./page-cache";
import type { PersonalPages } from "./personal-pages";

/** Best first: brotli is the smallest, and every current browser takes it over https. */
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1.x takes our order of preference for ties ("gzip, br" means either); its types predate that. */
type EncodingChoice = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The encoding the client takes that makes the fewest bytes. */
export function chooseEncoding(req: IncomingMessage): Encoding {
  const negotiator = new Negotiator(req);
  return ((negotiator.encoding as EncodingChoice).call(negotiator, ENCODINGS, { preferred: ENCODINGS }) ?? "identity") as Encoding;
}

/**
 * True when the request carries the session cookie, or might: a near miss (another cookie whose
 * name ends the same) only costs that request the cache, never shows anyone a page not theirs.
 */
export function mayCarrySession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE_NAME}=`);
}

/**
 * The server's own request for a page made for a stand-in: a GET from this machine with this
 * process's key. For the app to render, never cached.
 */
export function isStandInRequest(req: IncomingMessage): boolean {
  return standInFor(req) !== null;
}

/** The stand-in a request asks to be served as, if it is the server's own (see isStandInRequest). */
export function standInFor(req: IncomingMessage): ReturnType<typeof standInFromHeader> {
  if (req.headers[STAND_IN_HEADER] === undefined || req.method !== "GET" || !fromThisMachine(req)) return null;
  return standInFromHeader(req.headers[STAND_IN_HEADER]);
}

/** A connection from this machine: over loopback, or from the address it came in on. */
function fromThisMachine(req: IncomingMessage): boolean {
  const { remoteAddress, localAddress } = req.socket;
  return (
    remoteAddress !== undefined && (remoteAddress === localAddress || remoteAddress === "::1" || /^(::ffff:)?127\./.test(remoteAddress))
  );
}

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
