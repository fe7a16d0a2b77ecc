import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";
import { SESSION_COOKIE_NAME } from "~/entry.server";
import type { Encoding } from "./page-cache";

// What a page request carries that decides how it is answered: from the page cache as it is,
// with the visitor's account corner, or by the app. Its own module, so that each reads it
// without reading the others.

/** Best first: brotli is the smallest, and every current browser takes it over https. */
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1.x takes our order of preference for ties ("gzip, br" means either); its types predate that. */
type EncodingChoice = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The encoding the client takes that makes the fewest bytes, of those on offer. */
export function chooseEncoding(req: IncomingMessage, offered: readonly Encoding[] = ENCODINGS): Encoding {
  const negotiator = new Negotiator(req);
  return ((negotiator.encoding as EncodingChoice).call(negotiator, offered, { preferred: offered }) ?? "identity") as Encoding;
}

/**
 * True when the request carries the session cookie, or might: a near miss (another cookie whose
 * name ends the same) only costs that request the cache, never shows anyone a page not theirs.
 */
export function mayCarrySession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE_NAME}=`);
}
