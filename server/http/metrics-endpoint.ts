import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import ipaddr from "ipaddr.js";
import { register } from "prom-client";

function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === "loopback";
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /metrics in Prometheus' text format (issue 67), for a scraper on this machine, talking to the
 * instance itself (not through a proxy, which forwards whoever asked it), or one elsewhere with
 * METRICS_TOKEN; anyone else is told there is no such page.
 */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    // A token given must be the right one, from anywhere: a page rebound to 127.0.0.1 may send
    // any (the host check lets a bearer through by any name). Without one, this machine asking
    // the instance itself, by its own name (the host check saw to that).
    const allowed =
      bearer !== undefined
        ? token !== undefined && sameToken(bearer, token)
        : isLoopback(req.socket.remoteAddress) && !req.get("x-forwarded-for") && !req.get("forwarded");
    if (!allowed) return next();
    try {
      res.setHeader("Cache-Control", "no-store");
      res.type(register.contentType).send(await register.metrics());
    } catch (error) {
      next(error);
    }
  };
}
