import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { inlineScriptHashes } from "./inline-scripts";
import { cachedPageFrom, PageCache } from "./page-cache";

const html = (marker: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="n0nce">var page = "${marker}";</script></head><body>${"<p>Our work</p>".repeat(200)}</body></html>`,
  );

const rendered = (body: Buffer) => ({
  body,
  nonce: "n0nce",
  headers: {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": "default-src 'self';script-src 'nonce-n0nce' 'strict-dynamic';object-src 'none'",
    "cache-control": "public, max-age=0",
    "x-frame-options": "DENY",
    "x-request-id": "one-visitor's-id",
    "content-encoding": "gzip",
    vary: "Accept-Encoding",
  },
});

function header(headers: string[], name: string): string | undefined {
  const index = headers.findIndex((value, position) => position % 2 === 0 && value === name);
  return index === -1 ? undefined : headers[index + 1];
}

describe("cachedPageFrom", () => {
  it("keeps the page without its nonce, allowed by the hashes of its scripts, in three encodings of the same bytes", async () => {
    const page = await cachedPageFrom(rendered(html("home")));
    const body = page.bodies.identity.toString("utf8");
    expect(body).not.toContain("n0nce");
    expect(brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true);
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length / 10);

    const [hash] = inlineScriptHashes(body);
    expect(header(page.headers, "content-security-policy")).toBe(`default-src 'self';script-src 'self' ${hash};object-src 'none'`);
    expect(header(page.headers, "x-frame-options")).toBe("DENY");
    // One visitor's id, and what the cache works out per response, are not kept.
    for (const name of ["x-request-id", "content-encoding", "vary"]) expect(header(page.headers, name), name).toBeUndefined();
  });

  it("gives the same page the same ETag, and a changed page another", async () => {
    const one = await cachedPageFrom(rendered(html("home")));
    const again = await cachedPageFrom(rendered(html("home")));
    const other = await cachedPageFrom(rendered(html("about")));
    expect(one.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(again.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });
});

describe("PageCache", () => {
  it("holds at most its size in bytes, dropping the page used least recently", async () => {
    const probe = new PageCache({ maxBytes: 1e9 });
    await probe.store("/probe", rendered(html("x")));
    const onePage = probe.size.bytes;

    const cache = new PageCache({ maxBytes: Math.floor(onePage * 2.5) });
    await cache.store("/a", rendered(html("a")));
    await cache.store("/b", rendered(html("b")));
    expect(cache.get("/a")).toBeDefined();
    await cache.store("/c", rendered(html("c")));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.size.pages).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(Math.floor(onePage * 2.5));
  });

  it("keeps pages apart in a room of their own: filling it never pushes out a page, and a forget reaches both", async () => {
    let now = 1_000;
    const probe = new PageCache({ maxBytes: 1e9 });
    await probe.store("/probe", rendered(html("x")));
    const onePage = probe.size.bytes;
    const cache = new PageCache({
      maxBytes: Math.floor(onePage * 2.5),
      clock: { now: () => now },
      apart: { holds: (url) => url.startsWith("/search"), maxBytes: Math.floor(onePage * 1.5), maxAgeMs: 60_000 },
    });
    await cache.store("/", rendered(html("home")));
    await cache.store("/faq", rendered(html("faq")));
    for (let query = 0; query < 20; query++) await cache.store(`/search?q=${query}`, rendered(html(`search ${query}`)));
    expect(cache.get("/")).toBeDefined();
    expect(cache.get("/faq")).toBeDefined();
    expect(cache.get("/search?q=19")).toBeDefined();
    expect(cache.get("/search?q=18")).toBeUndefined();
    expect(cache.size).toEqual({ pages: 2, bytes: expect.any(Number), apart: { pages: 1, bytes: expect.any(Number) } });
    // Its own age: a search is kept a minute, even when its page says it stays true longer.
    await cache.store("/search?q=long", { ...rendered(html("long")), maxAgeMs: 600_000 });
    now += 61_000;
    expect(cache.get("/search?q=long")).toBeUndefined();
    expect(cache.get("/faq")).toBeDefined();
    await cache.store("/search?q=again", rendered(html("again")));
    cache.forget(["/search", "/faq"]);
    expect(cache.get("/search?q=again")).toBeUndefined();
    expect(cache.get("/faq")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
  });

  it("forgets a page after its maximum age", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1e9, maxAgeMs: 60_000, clock: { now: () => now } });
    await cache.store("/", rendered(html("home")));
    now += 59_000;
    expect(cache.get("/")).toBeDefined();
    now += 2_000;
    expect(cache.get("/")).toBeUndefined();
  });

  it("keeps a live page for no longer than it says, and never past the cache's own limit", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1e9, maxAgeMs: 60_000, clock: { now: () => now } });
    await cache.store("/courses/a", { ...rendered(html("seats")), maxAgeMs: 5_000 });
    await cache.store("/courses/b", { ...rendered(html("seats")), maxAgeMs: 600_000 });
    now += 4_000;
    expect(cache.get("/courses/a")).toBeDefined();
    now += 2_000;
    expect(cache.get("/courses/a")).toBeUndefined();
    expect(cache.get("/courses/b")).toBeDefined();
    now += 55_000;
    expect(cache.get("/courses/b")).toBeUndefined();
  });

  it("keeps the first answer for an address: a later render does not replace it or its ETag", async () => {
    const cache = new PageCache({ maxBytes: 1e9 });
    await cache.store("/", rendered(html("first")));
    const kept = cache.get("/");
    await cache.store("/", rendered(html("second")));
    expect(cache.get("/")).toBe(kept);
    expect(kept!.bodies.identity.toString()).toContain("first");
  });

  it("does not keep a page larger than a megabyte", async () => {
    const cache = new PageCache({ maxBytes: 1e9 });
    await cache.store("/huge", rendered(Buffer.alloc(1024 * 1024 + 1, "a")));
    expect(cache.get("/huge")).toBeUndefined();
  });
});

describe("forgetting pages that changed", () => {
  it("drops a page with every query and its data requests, and keeps every other page", async () => {
    const cache = new PageCache({ maxBytes: 10 * 1024 * 1024 });
    const kept = [
      "/courses",
      "/courses?level=beginner",
      "/courses.data",
      "/courses.data?_routes=root",
      "/",
      "/_.data",
      "/blog",
      "/courses/react",
    ];
    for (const url of kept) await cache.store(url, rendered(html(url)));
    expect(cache.size.pages).toBe(kept.length);

    cache.forget(["/courses", "/"]);

    expect(kept.filter((url) => cache.get(url) !== undefined)).toEqual(["/blog", "/courses/react"]);
    await cache.store("/courses", rendered(html("/courses, afresh")));
    expect(cache.get("/courses")?.bodies.identity.toString("utf8")).toContain("/courses, afresh");
  });

  it("drops every page under a path ending in /*, and nothing beside it", async () => {
    const cache = new PageCache({ maxBytes: 10 * 1024 * 1024 });
    const kept = ["/blog", "/blog/a-post", "/blog/a-post.data", "/blog/rss.xml?x=1", "/blogroll", "/courses/react"];
    for (const url of kept) await cache.store(url, rendered(html(url)));

    cache.forget(["/blog/*"]);

    expect(kept.filter((url) => cache.get(url) !== undefined)).toEqual(["/blog", "/blogroll", "/courses/react"]);
  });

  it("does not keep an answer whose render began before pages were forgotten", async () => {
    const cache = new PageCache({ maxBytes: 10 * 1024 * 1024 });
    const began = cache.forgets;
    cache.forget(["/elsewhere"]);
    await cache.store("/courses", rendered(html("/courses, as it was")), began);
    expect(cache.get("/courses")).toBeUndefined();

    // Begun after: kept.
    await cache.store("/courses", rendered(html("/courses, as it is")), cache.forgets);
    expect(cache.get("/courses")).toBeDefined();
  });
});
