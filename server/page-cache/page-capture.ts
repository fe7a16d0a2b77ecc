import type { RequestHandler } from "express";
import type { RunningApp } from "~/door/door.server";
import { factsOf } from "../http/request-facts";
import { copyAnswer } from "./answer-copy";
import type { PageCache } from "./page-cache";
import { personalCaptureOf } from "./personal-capture";
import type { PersonalPages } from "./personal-pages";

/**
 * Keeps a copy of every answer the app marks as the same for every visitor (see
 * SHARED_PAGE_CACHE_CONTROL, and live pages that say how long they keep) in the page cache, as
 * the app writes it, before a signed-in
 * visitor's corner goes in and before compression: the next request for that address is
 * answered from the cache. A shared page is rendered for nobody whoever asks (decision 24), so
 * it is kept even when asked for with a session cookie; an answer that sets a cookie never is.
 */
export function capturePages(cache: PageCache, app: Pick<RunningApp, "pageLifetime" | "logError">): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    let lifetime: ReturnType<typeof app.pageLifetime>;
    const renderedSince = cache.forgets;
    // An answer not marked shareable (a file, a personal page) is not copied at all.
    const copy = copyAnswer(res, () => {
      lifetime = app.pageLifetime(res.getHeader("cache-control"));
      return lifetime !== undefined;
    });
    res.once("finish", () => {
      const answer = copy();
      if (!answer || res.statusCode !== 200 || answer.headers["set-cookie"] !== undefined) return;
      const facts = factsOf(req);
      cache
        .store(
          req.originalUrl,
          {
            ...answer,
            nonce: facts.nonce,
            maxAgeMs: typeof lifetime === "number" ? lifetime : undefined,
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
export function capturePersonalPages(pages: PersonalPages, app: Pick<RunningApp, "logError">): RequestHandler {
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
      // Fresh as long as its route allows; never sent past the moment its loader said it changes by
      // the clock; and in between, a stand-in while the next render is under way, for as long again.
      const { changesAtMs } = factsOf(req);
      const untilChange = (changesAtMs ?? Number.POSITIVE_INFINITY) - Date.now();
      const freshMs = Math.min(capture.maxAgeMs, untilChange);
      const maxAgeMs = Math.min(2 * capture.maxAgeMs, untilChange);
      if (!answer || freshMs <= 0) return capture.end();
      pages
        .store(capture.key, { ...answer, keptUnder: capture.keptUnder, freshMs, maxAgeMs })
        .catch((error: unknown) => app.logError(error, { requestId: factsOf(req).requestId, method: req.method, url: req.path }))
        .finally(capture.end);
    });
    next();
  };
}
