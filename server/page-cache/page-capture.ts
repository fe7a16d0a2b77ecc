import type { RequestHandler } from "express";
import type { RunningApp } from "~/door/door.server";
import { factsOf } from "../http/request-facts";
import { copyAnswer } from "./answer-copy";
import { countPageCache } from "./page-cache-metrics";
import type { PageCache } from "./page-cache";
import { personalCaptureOf } from "./personal-capture";
import type { PersonalPages } from "./personal-pages";

/**
 * Keeps a copy of every answer the app says is the same for every visitor (`keptFor`, on the
 * request's facts) in the page cache, for as long as the app says its page stays true, as the
 * app writes it, before a signed-in visitor's corner goes in and before compression: the next
 * request for that address is answered from the cache. A shared page is rendered for nobody
 * whoever asks (decision 24), so it is kept even when asked for with a session cookie; an
 * answer that sets a cookie never is.
 */
export function capturePages(cache: PageCache, app: Pick<RunningApp, "keptFor" | "logError">): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    let keeping: ReturnType<typeof app.keptFor> | undefined;
    const renderedSince = cache.forgets;
    // An answer not shared (a file, a personal page) is not copied at all; asked at its first
    // write, when the app has said all it will.
    const copy = copyAnswer(res, () => {
      keeping = app.keptFor(factsOf(req));
      return keeping.shared && (keeping.freshForMs === undefined || keeping.freshForMs > 0);
    });
    res.once("finish", () => {
      const answer = copy();
      if (!answer || res.statusCode !== 200 || answer.headers["set-cookie"] !== undefined) return;
      countPageCache("shared", "miss");
      const facts = factsOf(req);
      cache
        .store(
          req.originalUrl,
          {
            ...answer,
            nonce: facts.nonce,
            maxAgeMs: keeping?.freshForMs,
          },
          renderedSince,
        )
        .catch((error: unknown) => app.logError(error, { requestId: facts.requestId, method: req.method, url: req.path }));
    });
    next();
  };
}

/**
 * Keeps the personal pages that the front found no kept copy of (page-cache-front.ts) for the
 * session they were rendered for (decision 40): an HTML page with status 200, marked for no one
 * else (`private, no-store`), setting no cookie. It is kept under what the front read before the
 * render began, so a write that landed while it was rendered leaves it out of date.
 */
export function capturePersonalPages(pages: PersonalPages, app: Pick<RunningApp, "keptFor" | "logError">): RequestHandler {
  return (req, res, next) => {
    const capture = req.method === "GET" ? personalCaptureOf(req) : undefined;
    if (!capture) return next();
    capture.taken = true;
    // Decided at the first write, when the status and headers are set.
    const copy = copyAnswer(
      res,
      () =>
        res.statusCode === 200 &&
        res.getHeader("set-cookie") === undefined &&
        res.getHeader("cache-control") === "private, no-store" &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html"),
    );
    // After the whole answer went out, or the client went away first.
    res.once("close", () => {
      const answer = res.writableFinished ? copy() : undefined;
      // Fresh as long as its route allows; never sent past the time its loaders said it stays true
      // (pageStaysFresh); and in between, a stand-in while the next render is under way, for as long again.
      const untilChange = app.keptFor(factsOf(req)).freshForMs ?? Number.POSITIVE_INFINITY;
      const freshMs = Math.min(capture.maxAgeMs, untilChange);
      const maxAgeMs = Math.min(2 * capture.maxAgeMs, untilChange);
      if (!answer || freshMs <= 0) return capture.end();
      countPageCache("personal", "miss");
      pages
        .store(capture.key, { ...answer, keptUnder: capture.keptUnder, freshMs, maxAgeMs })
        .catch((error: unknown) => app.logError(error, { requestId: factsOf(req).requestId, method: req.method, url: req.path }))
        .finally(capture.end);
    });
    next();
  };
}
