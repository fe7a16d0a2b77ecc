import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { RequestFacts } from "~/door/door.server";
import { rateLimitKey } from "./client-address";

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/** Each request's facts, for as long as the request is alive: made by `giveRequestFacts`, filled in by the request gate. */
const factsOfRequests = new WeakMap<IncomingMessage, RequestFacts>();

/**
 * Makes the request's facts, once, first thing: an id of ours, returned in X-Request-Id so a
 * visitor's report can be matched to the server's log; a well-formed id from a proxy in front,
 * kept beside it for the log, never in its place (a client could otherwise choose the id our
 * log files its errors under); the client's address for rate limits; and the nonce the
 * response's Content Security Policy allows scripts by. The request gate adds its page kind.
 */
export const giveRequestFacts: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  const facts: RequestFacts = {
    requestId: randomUUID(),
    upstreamRequestId: incoming && acceptable.test(incoming) ? incoming : undefined,
    clientAddress: rateLimitKey(req.ip),
    nonce: randomBytes(16).toString("base64"),
    pageKind: null,
  };
  factsOfRequests.set(req, facts);
  res.setHeader("X-Request-Id", facts.requestId);
  next();
};

/** The facts `giveRequestFacts` made for this request. */
export function factsOf(req: IncomingMessage): RequestFacts {
  const facts = factsOfRequests.get(req);
  if (!facts) throw new Error("This request has no facts: giveRequestFacts must run before anything that reads them.");
  return facts;
}

/** The facts of a request, if it has come through `giveRequestFacts`: for what may run before it (the page cache's copy). */
export function knownFactsOf(req: IncomingMessage): RequestFacts | undefined {
  return factsOfRequests.get(req);
}
