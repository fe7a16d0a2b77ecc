import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";
import type { Encoding } from "./page-cache";

/** Best first: brotli is the smallest, and every current browser takes it over https. */
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1.x takes our order of preference for ties ("gzip, br" means either); its types predate that. */
type EncodingChoice = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The encoding the client takes that makes the fewest bytes, of those on offer. */
export function chooseEncoding(req: IncomingMessage, offered: readonly Encoding[] = ENCODINGS): Encoding {
  const negotiator = new Negotiator(req);
  return ((negotiator.encoding as EncodingChoice).call(negotiator, offered, { preferred: offered }) ?? "identity") as Encoding;
}
