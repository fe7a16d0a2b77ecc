import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LARGEST_CACHED_PAGE } from "./page-cache";

type WriteArguments = [chunk: unknown, encoding?: unknown, callback?: unknown];

/** An answer as the app wrote it: its body, and its headers as they were at its first write. */
export type AnswerCopy = { body: Buffer; headers: OutgoingHttpHeaders };

/**
 * Copies what the app writes to `res`, when `wanted` says so at the first write (the headers are
 * set by then), before compression and before anything after the app changes it: the returned
 * function gives the copy once the answer is finished. Nothing for an answer not wanted, or over
 * the largest a cache keeps.
 */
export function copyAnswer(res: ServerResponse, wanted: () => boolean): () => AnswerCopy | undefined {
  const chunks: Buffer[] = [];
  let length = 0;
  let marked: boolean | undefined;
  // The headers as the app set them: what comes after (a visitor's copy) may change them.
  let headers: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding: unknown) => {
    if (marked === undefined) {
      marked = wanted();
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
  return () => (marked && length <= LARGEST_CACHED_PAGE ? { body: Buffer.concat(chunks), headers } : undefined);
}
