import type { IncomingMessage, RequestListener } from "node:http";
import type { Logger } from "pino";
import { Histogram, register } from "prom-client";
import { knownFactsOf } from "./request-facts";

/** What a request was for, as the log and the metrics group it (issue 67). */
export type RouteKind = "page" | "personal page" | "staff" | "form" | "webhook" | "file" | "other";

const FILE =
  /^\/(?:assets|images|fonts|share-images|content-images|profile-photos)\/|\.(?:css|js|svg|png|jpe?g|webp|avif|ico|woff2?|txt|xml|webmanifest)$/;

/** A request's kind from its address, its method and the page kind the request gate found. */
export function routeKind(req: IncomingMessage): RouteKind {
  const path = (req.url ?? "/").split("?")[0]!;
  if (/^(?:\/de)?\/admin(?:\/|$)/.test(path)) return "staff";
  if (path.startsWith("/webhooks/")) return "webhook";
  if (req.method !== "GET" && req.method !== "HEAD") return "form";
  const facts = knownFactsOf(req);
  // A page the page cache answered never reached the gate: only shared pages are kept for everyone.
  if (!facts) return FILE.test(path) ? "file" : "page";
  if (facts.pageKind === "shared") return "page";
  if (facts.pageKind === "personal") return "personal page";
  return FILE.test(path) ? "file" : "other";
}

const name = "brightline_http_request_duration_seconds";
const durations =
  (register.getSingleMetric(name) as Histogram<"kind" | "status"> | undefined) ??
  new Histogram({
    name,
    help: "Requests and how long they took to answer, by route kind and status",
    labelNames: ["kind", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

/**
 * Wraps the whole of the server's answer, the page cache's included: one log line a request,
 * with the id the error page shows (X-Request-Id), its kind, its status and the milliseconds,
 * and the same in the request histogram. Its path only: never its query (a search, a token),
 * its headers (cookies) or its body (what a form held).
 */
export function observeRequests(listener: RequestListener, log: Logger, loggedPath: (path: string) => string): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kind = routeKind(req);
      const status = res.writableFinished ? res.statusCode : 499;
      durations.observe({ kind, status: String(status) }, seconds);
      const path = loggedPath((req.url ?? "/").split("?")[0]!);
      const requestId = res.getHeader("x-request-id");
      log.info(
        {
          requestId: typeof requestId === "string" ? requestId : undefined,
          method: req.method,
          path,
          kind,
          status,
          ms: Math.round(seconds * 10_000) / 10,
        },
        `${req.method} ${path} ${status}`,
      );
    });
    listener(req, res);
  };
}
