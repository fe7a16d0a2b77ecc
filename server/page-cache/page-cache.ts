import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { type GzipPiece, type LastPiece, lastPiece, middlePiece } from "./gzip-pieces";
import { anonymousCornerIn } from "./anonymous-corner";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts";
import { sharedPagePolicy } from "../http/security-headers";

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** One anonymous answer, ready to send as it is to anyone who asks for its address. */
export type CachedPage = {
  /** Weak: the three encodings are one representation. */
  etag: string;
  /** The headers every answer with this page carries, flat (name, value, name, value…). */
  headers: string[];
  bodies: Record<Encoding, Buffer>;
  /**
   * The page on either side of its account corner, compressed apart, when it has the corner
   * once: a signed-in visitor's copy is made of them and their own corner (server/page-cache/account-corner.ts).
   */
  corner?: { before: GzipPiece; after: LastPiece; language: string };
};

/** Headers that belong to one response, or that the cache sets itself. */
export const PER_RESPONSE_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-request-id",
]);

/**
 * A rendered answer's headers as a kept page sends them, flat (name, value, name, value…):
 * without those of one response, each value as one line, and as `rewrite` makes it.
 */
export function keptHeaders(
  rendered: OutgoingHttpHeaders,
  rewrite: (name: string, value: string) => string = (_name, value) => value,
): string[] {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(rendered)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    headers.push(name, rewrite(name, Array.isArray(value) ? value.join(", ") : String(value)));
  }
  return headers;
}

/** A page over this size is sent as it was rendered, and not kept. */
export const LARGEST_CACHED_PAGE = 1024 * 1024;

/**
 * Makes the cached form of a rendered answer: without the nonce it was rendered with, its
 * Content-Security-Policy allowing its inline scripts by hash instead, compressed once with
 * brotli and gzip at their best settings (a page is compressed once and sent many times).
 */
export async function cachedPageFrom(
  rendered: { body: Buffer; headers: OutgoingHttpHeaders; nonce?: string; maxAgeMs?: number },
  anonymousCorners?: ReadonlyMap<string, string>,
): Promise<CachedPage> {
  let body = rendered.body;
  let hashes: string[] = [];
  let corner: CachedPage["corner"];
  if (String(rendered.headers["content-type"] ?? "").startsWith("text/html")) {
    const html = rendered.nonce ? withoutNonce(body.toString("utf8"), rendered.nonce) : body.toString("utf8");
    if (rendered.nonce) body = Buffer.from(html, "utf8");
    hashes = inlineScriptHashes(html);
    corner = anonymousCorners ? splitAtCorner(html, anonymousCorners) : undefined;
  }
  const headers = keptHeaders(rendered.headers, (name, text) =>
    name === "content-security-policy" ? sharedPagePolicy(text, hashes) : text,
  );
  const [br, gzipped] = await Promise.all([
    compressWithBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    compressWithGzip(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { etag, headers, bodies: { br, gzip: gzipped, identity: body }, corner };
}

/** The page on either side of nobody's account corner in its language, if it has that corner exactly once. */
function splitAtCorner(html: string, anonymousCorners: ReadonlyMap<string, string>): CachedPage["corner"] {
  const found = anonymousCornerIn(html, anonymousCorners);
  return (
    found && {
      before: middlePiece(Buffer.from(html.slice(0, found.at), "utf8")),
      after: lastPiece(Buffer.from(html.slice(found.end), "utf8")),
      language: found.language,
    }
  );
}

/** What an entry costs in memory, near enough: its bodies and headers. */
function entrySize(page: CachedPage, url: string): number {
  const corner = page.corner ? page.corner.before.deflated.length + page.corner.after.deflated.length + page.bodies.identity.length : 0;
  return (
    page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length + corner + page.headers.join("").length + url.length + 200
  );
}

/**
 * Anonymous answers of one build, by the address they were asked for (path and query as sent):
 * at most `maxBytes` in all, the least recently used dropped first, none older than `maxAgeMs`
 * (so what a page shows of the date, or of a post that went live, is never stale for long).
 * A deploy starts a new process, and with it an empty cache.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  /** Pages kept apart (`apart`), in their own smaller room: a flood of them evicts only each other. */
  readonly #apartPages?: LRUCache<string, CachedPage>;
  readonly #isApart: (url: string) => boolean;
  /** Addresses being stored: a spike on a new page renders it a few times, then stores it once. */
  readonly #storing = new Set<string>();

  /** Nobody's account corner in each language, as pages carry it: where a signed-in visitor's goes. */
  readonly #anonymousCorners: ReadonlyMap<string, string> | undefined;

  /** How many times pages were forgotten: an answer rendered across one is not stored. */
  #forgets = 0;

  constructor({
    maxBytes,
    maxAgeMs = 10 * 60_000,
    clock,
    anonymousCorners,
    apart,
  }: {
    maxBytes: number;
    maxAgeMs?: number;
    clock?: { now(): number };
    anonymousCorners?: ReadonlyMap<string, string>;
    /**
     * The pages whose addresses anyone can make up by the thousand (search's), kept in a room of
     * `maxBytes` of their own, each for at most `maxAgeMs`, so none of them ever evicts a page
     * of the site's (decision 71).
     */
    apart?: { holds: (url: string) => boolean; maxBytes: number; maxAgeMs: number };
  }) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: entrySize, ttl: maxAgeMs, ttlResolution: 0, perf: clock });
    this.#apartPages =
      apart && new LRUCache({ maxSize: apart.maxBytes, sizeCalculation: entrySize, ttl: apart.maxAgeMs, ttlResolution: 0, perf: clock });
    this.#isApart = apart ? apart.holds : () => false;
    this.#anonymousCorners = anonymousCorners;
  }

  /** The room an address's page is kept in. */
  #roomOf(url: string): LRUCache<string, CachedPage> {
    return this.#apartPages && this.#isApart(url) ? this.#apartPages : this.#pages;
  }

  get(url: string): CachedPage | undefined {
    return this.#roomOf(url).get(url);
  }

  /**
   * Stores the answer rendered for `url`, unless one is kept or being stored already: renders
   * that were under way when the first was stored change nothing (no second compression, and
   * the ETag browsers hold stays valid). A page whose loaders said how long it stays true
   * (`maxAgeMs`, app/page-cache/page-freshness.server.ts) is kept for no longer, nor past the
   * cache's own limit. `renderedSince` is `forgets` as it was when the render began: if pages
   * were forgotten since, the answer may show what changed as it was before, and is not kept.
   */
  async store(url: string, rendered: Parameters<typeof cachedPageFrom>[0], renderedSince = this.#forgets): Promise<void> {
    if (renderedSince !== this.#forgets) return;
    const room = this.#roomOf(url);
    if (this.#storing.has(url) || room.has(url) || rendered.body.length > LARGEST_CACHED_PAGE) return;
    this.#storing.add(url);
    try {
      const page = await cachedPageFrom(rendered, this.#anonymousCorners);
      // Forgotten while it was compressed.
      if (renderedSince !== this.#forgets) return;
      const ttl = rendered.maxAgeMs === undefined ? undefined : Math.min(rendered.maxAgeMs, room.ttl);
      room.set(url, page, ttl === undefined ? undefined : { ttl });
    } finally {
      this.#storing.delete(url);
    }
  }

  /**
   * Forgets the pages at these paths (`/courses`), with every query and their data requests
   * (`/courses.data`, `/_.data` for `/`); `/blog/*` forgets every page under `/blog/`. The next
   * request renders them afresh, and no render under way now is stored.
   */
  forget(paths: readonly string[]): void {
    this.#forgets++;
    const exact = new Set(
      paths.filter((path) => !path.endsWith("/*")).flatMap((path) => [path, path.endsWith("/") ? `${path}_.data` : `${path}.data`]),
    );
    const under = paths.filter((path) => path.endsWith("/*")).map((path) => path.slice(0, -1));
    for (const room of [this.#pages, this.#apartPages]) {
      for (const url of room?.keys() ?? []) {
        const question = url.indexOf("?");
        const path = question < 0 ? url : url.slice(0, question);
        if (exact.has(path) || under.some((prefix) => path.startsWith(prefix))) room!.delete(url);
      }
    }
  }

  /** Counts the times pages were forgotten; handed back to `store` with an answer rendered since. */
  get forgets(): number {
    return this.#forgets;
  }

  /** The site's pages kept, and their bytes; those kept apart are `apart`'s. */
  get size(): { pages: number; bytes: number; apart: { pages: number; bytes: number } } {
    const apart = { pages: this.#apartPages?.size ?? 0, bytes: this.#apartPages?.calculatedSize ?? 0 };
    return { pages: this.#pages.size, bytes: this.#pages.calculatedSize, apart };
  }
}
