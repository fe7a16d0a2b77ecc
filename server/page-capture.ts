import type { RequestHandler } from "express";
import { logServerError, SHARED_PAGE_CACHE_CONTROL } from "~/entry.server";
import { LARGEST_CACHED_PAGE, type PageCache } from "./page-cache";
import { isStandInRequest, mayCarrySession } from "./page-request";

type WriteArguments = [chunk: unknown, encoding?: unknown, callback?: unknown];

/**
 * Keeps a copy of every answer the app marks as the same for every visitor (see
 * SHARED_PAGE_CACHE_CONTROL) in the page cache, as it is sent, before compression: the next
 * request for that address is answered from the cache. Nothing from a request that carries the
 * session cookie, or an answer that sets a cookie, is ever kept.
 */
export function capturePages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || mayCarrySession(req.headers.cookie) || isStandInRequest(req)) return next();
    const chunks: Buffer[] = [];
    let length = 0;
    let marked: boolean | undefined;
    const keep = (chunk: unknown, encoding: unknown) => {
      // The headers are set by the first write: an answer not marked shareable (a file, a
      // signed-in page) is not copied at all.
      marked ??= res.getHeader("cache-control") === SHARED_PAGE_CACHE_CONTROL;
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
      if (!marked || res.statusCode !== 200 || res.hasHeader("set-cookie") || length > LARGEST_CACHED_PAGE) return;
      cache
        .store(req.originalUrl, {
          body: Buffer.concat(chunks),
          headers: res.getHeaders(),
          nonce: res.locals.cspNonce as string | undefined,
        })
        .catch((error: unknown) => logServerError(error, { requestId: String(res.locals.requestId), method: req.method, url: req.path }));
    });
    next();
  };
}
