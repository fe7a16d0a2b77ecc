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
    const direct = isLoopback(req.socket.remoteAddress) && !req.get("x-forwarded-for") && !req.get("forwarded");
    if (!(token && bearer && sameToken(bearer, token)) && !direct) return next();
    try {
      res.setHeader("Cache-Control", "no-store");
      res.type(register.contentType).send(await register.metrics());
    } catch (error) {
      next(error);
    }
  };
}
