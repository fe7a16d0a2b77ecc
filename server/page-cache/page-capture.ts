import type { RequestHandler } from "express";
import type { RunningApp } from "~/door/door.server";
import { factsOf } from "../http/request-facts";
import { LARGEST_CACHED_PAGE, type PageCache } from "./page-cache";

type WriteArguments = [chunk: unknown, encoding?: unknown, callback?: unknown];

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
    const chunks: Buffer[] = [];
    let length = 0;
    let marked: boolean | undefined;
    let lifetime: ReturnType<typeof app.pageLifetime>;
    // The headers as the app set them: what comes after (a visitor's copy) may change them.
    let headers: ReturnType<typeof res.getHeaders> = {};
    const keep = (chunk: unknown, encoding: unknown) => {
      // The headers are set by the first write: an answer not marked shareable (a file, a
      // personal page) is not copied at all.
      if (marked === undefined) {
        lifetime = app.pageLifetime(res.getHeader("cache-control"));
        marked = lifetime !== undefined;
        headers = { ...res.getHeaders() };
      }
      if (!marked || chunk === undefined || chunk === null || typeof chunk === "function" || length > LARGEST_CACHED_PAGE) return;
      const bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      chunks.push(bytes);
      length += bytes.length;
    };
    // compression() wrapped write and end before this ran: these copies see the bytes it gets.
    const write = res.write.bind(res) as (...args: WriteArguments) => boolean;
    const end = res.end.bind(res) as (...args: WriteArguments) => typeof res;
    res.write = ((...args: WriteArguments) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: WriteArguments) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as typeof res.end;

    res.once("finish", () => {
      if (!marked || res.statusCode !== 200 || headers["set-cookie"] !== undefined || length > LARGEST_CACHED_PAGE) return;
      const facts = factsOf(req);
      cache
        .store(req.originalUrl, {
          body: Buffer.concat(chunks),
          headers,
          nonce: facts.nonce,
          maxAgeMs: typeof lifetime === "number" ? lifetime : undefined,
        })
        .catch((error: unknown) => app.logError(error, { requestId: facts.requestId, method: req.method, url: req.path }));
    });
    next();
  };
}
