import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id of ours, returned in X-Request-Id so a visitor's report can be
 * matched to the server's log. A well-formed id from a proxy in front is kept beside it for the
 * log, never in its place: a client could otherwise choose the id our log files its errors under.
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  const id = randomUUID();
  res.locals.requestId = id;
  res.locals.upstreamRequestId = incoming && acceptable.test(incoming) ? incoming : undefined;
  res.setHeader("X-Request-Id", id);
  next();
};
