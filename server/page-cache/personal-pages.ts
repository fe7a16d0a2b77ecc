import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { keptHeaders, LARGEST_CACHED_PAGE } from "./page-cache";
import { RENDERED_PAGE_BROTLI } from "./rendered-page-brotli";

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * A personal page as it was rendered for one session (decision 40): sent again, byte for byte,
 * nonce and policy included, to that session only, while what it was made under still holds.
 */
export type KeptPersonalPage = {
  /** The session's account and the database's last write when it was made (the app's `keptUnder`). */
  keptUnder: string;
  /** Its headers, flat (name, value, name, value…), without those of one response. */
  headers: string[];
  /** Compressed once, quickly: a page kept for one person is sent a few times, not thousands. */
  bodies: { br: Buffer; gzip: Buffer };
  /** Until when it is sent as it is (the clock of the store); after, only while its next render is under way. */
  freshUntil: number;
};

/** The part of its freshness a kept page may lose, so that pages kept together are not renewed together. */
const FRESHNESS_SPREAD = 0.25;

/**
 * Personal pages by the session, address and request they were made for: at most `maxBytes` in
 * all, the least recently used dropped first, each for no longer than its route allows.
 */
export class PersonalPages {
  readonly #pages: LRUCache<string, KeptPersonalPage>;
  /** Pages being compressed: a session that asks twice at once stores one. */
  readonly #storing = new Set<string>();
  /** Renders under way, by key, each until its page is kept or it is known it will not be. */
  readonly #rendering = new Map<string, Promise<void>>();

  readonly #clock: { now(): number };
  readonly #random: () => number;

  constructor({
    maxBytes,
    clock = performance,
    random = Math.random,
  }: {
    maxBytes: number;
    clock?: { now(): number };
    /** Where in the spread of freshness a page falls (0 to 1): Math.random but in tests. */
    random?: () => number;
  }) {
    this.#clock = clock;
    this.#random = random;
    this.#pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page, key) => page.bodies.br.length + page.bodies.gzip.length + page.headers.join("").length + key.length + 200,
      ttlResolution: 0,
      perf: clock,
    });
  }

  /**
   * The page kept under `key`, if it was made under what holds now (one made under anything else
   * is dropped), and whether it is still fresh: past its age, it may stand in only while the render
   * that replaces it is under way.
   */
  get(key: string, keptUnder: string): { page: KeptPersonalPage; fresh: boolean } | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.keptUnder === keptUnder) return { page, fresh: this.#clock.now() < page.freshUntil };
    this.#pages.delete(key);
    return undefined;
  }

  /**
   * The end of a render of `key` under way, if there is one: a page that many tabs or a burst of
   * reloads ask for at once, once out of date, is rendered once, and the others wait for it.
   */
  underWay(key: string): Promise<void> | undefined {
    return this.#rendering.get(key);
  }

  /** Notes that a render of `key` has begun; the function returned ends it (once kept, or not to be). */
  begin(key: string): () => void {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.#rendering.set(key, ended);
    return () => {
      if (this.#rendering.get(key) === ended) this.#rendering.delete(key);
      end();
    };
  }

  /**
   * Keeps a rendered page, compressed: fresh for `freshMs`, and sent at all for `maxAgeMs` at most
   * (as a stand-in while it is rendered again, after it stopped being fresh).
   */
  async store(
    key: string,
    rendered: { keptUnder: string; body: Buffer; headers: OutgoingHttpHeaders; freshMs: number; maxAgeMs: number },
  ): Promise<void> {
    if (this.#storing.has(key) || rendered.body.length > LARGEST_CACHED_PAGE) return;
    this.#storing.add(key);
    try {
      const [br, gzipped] = await Promise.all([
        compressWithBrotli(rendered.body, { params: RENDERED_PAGE_BROTLI }),
        compressWithGzip(rendered.body),
      ]);
      const headers = keptHeaders(rendered.headers);
      // Pages first viewed together (a reminder mail's fifty learners) would all go stale together,
      // and their renders then hold up every other request at once: each stays fresh for between
      // three quarters of its time and all of it, so that the renders spread out.
      const freshUntil = this.#clock.now() + rendered.freshMs * (1 - FRESHNESS_SPREAD * this.#random());
      this.#pages.set(
        key,
        { keptUnder: rendered.keptUnder, headers, bodies: { br, gzip: gzipped }, freshUntil },
        { ttl: rendered.maxAgeMs },
      );
    } finally {
      this.#storing.delete(key);
    }
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.#pages.size, bytes: this.#pages.calculatedSize };
  }
}

/**
 * Where a personal page is kept: its session, and all of the request that its render may read
 * besides the session (the address, the host and scheme it was asked at, the browser's name for
 * itself), so that a page is sent again only for the request it was made for.
 */
export function personalPageKey(req: IncomingMessage, sessionId: string): string {
  const { host, "x-forwarded-host": forwardedHost, "x-forwarded-proto": forwardedProto, "user-agent": userAgent } = req.headers;
  return JSON.stringify([sessionId, req.url, host, forwardedHost, forwardedProto, userAgent]);
}
