import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";
import { remembered } from "../http/remembered";
import type { Encoding } from "./page-cache";

/** Best first: brotli is the smallest, and every current browser takes it over https. */
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1.x takes our order of preference for ties ("gzip, br" means either); its types predate that. */
type EncodingChoice = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The encoding the client takes that makes the fewest bytes, of those on offer. */
export function chooseEncoding(req: IncomingMessage, offered: readonly Encoding[] = ENCODINGS): Encoding {
  const accepted = req.headers["accept-encoding"];
  // A missing header and an empty one mean different things to the negotiator.
  if (accepted === undefined) return choose(undefined, offered);
  // A header value has no line break: the parser refuses one.
  return chosen(`${offered.join(",")}\n${accepted}`);
}

// Browsers send one of a handful of Accept-Encoding values, and every page the cache sends reads it.
const chosen = remembered((key) => {
  const end = key.indexOf("\n");
  return choose(key.slice(end + 1), key.slice(0, end).split(",") as Encoding[]);
});

function choose(accepted: string | undefined, offered: readonly Encoding[]): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": accepted } });
  return ((negotiator.encoding as EncodingChoice).call(negotiator, offered, { preferred: offered }) ?? "identity") as Encoding;
}
