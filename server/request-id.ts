import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id, reusing a well-formed one from a proxy in front of us, and
 * returns it in X-Request-Id so a visitor's report can be matched to the server's log.
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  const id = incoming && acceptable.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
};
