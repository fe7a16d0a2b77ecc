import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";
import { SESSION_COOKIE_NAME, STAND_IN_HEADER, standInFromHeader } from "~/entry.server";
import type { Encoding } from "./page-cache";

// What a page request carries that decides who may answer it: the page cache, the personal
// pages or the app. Its own module, so that each of those reads it without reading the others.

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
