import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express, { type Request } from "express";
import { RouterContextProvider } from "react-router";
import { type Freshness, pageStaysFresh } from "~/page-cache/page-freshness.server";
import { SHARED_PAGE_CACHE_CONTROL, shareAnswer } from "~/page-cache/shared-answer.server";
import { requestFactsContext } from "~/platform/request-context.server";
import { type RawAnswer, rawRequest } from "~tests/support/raw-request";
import { noncedApp } from "~tests/support/nonced-app";
import { runningAppParts } from "~tests/support/running-app-parts";
import { factsOf } from "../http/request-facts";
import { AccountCorners } from "./account-corner";
import { capturePages } from "./page-capture";
import { PageCache } from "./page-cache";
import { withPageCache } from "./page-cache-front";

let server: Server;
let cache: PageCache;
let renders: string[];
let draining = false;

/** What a loader of the request's page says of how long it stays true, as a loader says it: through the request's facts. */
function loaderSays(req: Request, freshness: Freshness) {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, factsOf(req));
  pageStaysFresh(context, freshness);
}

/** A stand-in for the site's app: compression, a nonce per response, the capture, then pages. */
function siteApp() {
  const app = noncedApp(() => `nonce${renders.length}`);
  app.use(capturePages(cache, runningAppParts()));
  app.use((req, res) => {
    renders.push(req.originalUrl);
    const nonce = factsOf(req).nonce!;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // Seats left, read a moment ago; a hold that has just run out.
    if (req.path === "/live") loaderSays(req, { seconds: 2 });
    if (req.path === "/stale") loaderSays(req, { until: new Date(Date.now() - 1) });
    if (req.path === "/private") res.setHeader("Cache-Control", "private, no-store");
    else if (req.path !== "/unmarked") res.setHeader("Cache-Control", shareAnswer(factsOf(req), { method: req.method, status: 200 }));
    if (req.path === "/cookie") res.setHeader("Set-Cookie", "theme=dark");
    if (req.path === "/missing") res.status(404);
    // Written in pieces, as a streamed render is.
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.page = ${JSON.stringify(req.originalUrl)};</script></head>`);
    res.end(`<body>${"<p>Design and build</p>".repeat(300)}</body></html>`);
  });
  return app;
}

beforeEach(async () => {
  cache = new PageCache({ maxBytes: 10 * 1024 * 1024 });
  renders = [];
  draining = false;
  server = express().listen(0, "127.0.0.1");
  server.removeAllListeners("request");
  server.on(
    "request",
    withPageCache(cache, siteApp(), {
      isDraining: () => draining,
      corners: new AccountCorners(runningAppParts()),
      logError: runningAppParts().logError,
    }),
  );
  await new Promise((resolve) => server.once("listening", resolve));
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return rawRequest(`http://127.0.0.1:${port}${path}`, { method, headers });
}

/**
 * Waits for `request` and for the server to have sent all of its answer: by then the capture
 * has decided whether to keep it (its listener on the answer's end runs before this one's).
 */
async function answered(request: Promise<RawAnswer>): Promise<RawAnswer> {
  const sent = new Promise<void>((resolve) => server.once("request", (_req, res: ServerResponse) => res.once("finish", () => resolve())));
  const answer = await request;
  await sent;
  return answer;
}

/** Renders `path` once and waits until the cache holds it (it is compressed after the answer is sent). */
async function warm(path: string): Promise<RawAnswer> {
  const first = await get(path, { "Accept-Encoding": "identity" });
  await vi.waitFor(() => expect(cache.get(path)).toBeDefined());
  return first;
}

describe("the page cache in front of the app", () => {
  it("answers a second visitor from the cache, in the encoding they take, without rendering", async () => {
    const first = await warm("/services/web?ref=news");
    expect(first.body.toString()).toContain('nonce="nonce0"');

    const plain = await get("/services/web?ref=news", { "Accept-Encoding": "identity" });
    const br = await get("/services/web?ref=news", { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await get("/services/web?ref=news", { "Accept-Encoding": "gzip" });
    expect(renders).toEqual(["/services/web?ref=news"]);

    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(first.body.toString().replace(' nonce="nonce0"', ""));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-security-policy"]).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
    }
    // Every answer gets an id of its own.
    expect(new Set([plain, br, gzip].map((answer) => answer.headers["x-request-id"])).size).toBe(3);
  });

  it("answers 304 to a visitor whose copy is current, and HEAD with headers only", async () => {
    await warm("/faq");
    const { headers } = await get("/faq");
    const unchanged = await get("/faq", { "If-None-Match": headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect((await get("/faq", { "If-None-Match": 'W/"something-else"' })).status).toBe(200);

    const head = await get("/faq", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(renders).toEqual(["/faq"]);
  });

  it("never answers a request carrying the session cookie as kept, but keeps a shared page rendered for it", async () => {
    await warm("/");
    await get("/", { Cookie: "theme=dark; __session=eyJhbGciOi" });
    expect(renders).toEqual(["/", "/"]);

    // A page marked shared was rendered for nobody, whoever asked (decision 24).
    await answered(get("/courses", { Cookie: "__session=eyJhbGciOi" }));
    await vi.waitFor(() => expect(cache.get("/courses")).toBeDefined());
  });

  it.each([
    ["sets a cookie", "/cookie"],
    ["is not marked as the same for everyone", "/unmarked"],
    ["is private", "/private"],
    ["is not a 200", "/missing"],
    ["shows what is already out of date", "/stale"],
  ])("never keeps an answer that %s", async (_reason, path) => {
    const store = vi.spyOn(cache, "store");
    await answered(get(path));
    await answered(get(path));
    expect(store).not.toHaveBeenCalled();
    expect(cache.get(path)).toBeUndefined();
    expect(renders).toEqual([path, path]);
  });

  it("keeps a page for as long as its loaders said it stays true, and tells every other cache as much", async () => {
    const store = vi.spyOn(cache, "store");
    const live = await answered(get("/live"));
    expect(live.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=2");
    expect(store).toHaveBeenCalledWith("/live", expect.objectContaining({ maxAgeMs: 2_000 }), expect.any(Number));
    // A page that said nothing: the cache's own limit (a publish forgets it before).
    await answered(get("/faq"));
    expect(store).toHaveBeenLastCalledWith("/faq", expect.objectContaining({ maxAgeMs: undefined }), expect.any(Number));
  });

  it("leaves every other method, and every request while the server shuts down, to the app", async () => {
    await warm("/about-us");
    await get("/about-us", {}, "POST");
    draining = true;
    await get("/about-us");
    expect(renders).toEqual(["/about-us", "/about-us", "/about-us"]);
  });
});
