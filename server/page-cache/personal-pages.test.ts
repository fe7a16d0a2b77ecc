import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express, { type Request } from "express";
import { RouterContextProvider } from "react-router";
import { type Freshness, pageStaysFresh } from "~/page-cache/page-freshness.server";
import { requestFactsContext } from "~/platform/request-context.server";
import type { SessionState } from "~/sessions/session.server";
import { type RawAnswer, rawRequest } from "~tests/support/raw-request";
import { noncedApp } from "~tests/support/nonced-app";
import { runningAppParts } from "~tests/support/running-app-parts";
import { factsOf } from "../http/request-facts";
import { AccountCorners } from "./account-corner";
import { capturePersonalPages } from "./page-capture";
import { PageCache } from "./page-cache";
import { withPageCache } from "./page-cache-front";
import { PersonalPages } from "./personal-pages";

let server: Server;
let pages: PersonalPages;
let renders: string[];
/** What holds now for every session (the app's account copy and last write, as the session check reads them). */
let keptUnder: string | undefined;
/** Runs in the middle of a render, after the front read what holds: a write landing as the page is made. */
let duringRender: (() => unknown) | undefined;
let now = 1_000;
/** Where in the spread of freshness the next kept page falls (0: fresh for all of its time). */
let spread = 0;

const PEOPLE: Record<string, SessionState> = {
  "__session=ada": {
    user: { uid: "ada", email: "ada@example.com", displayName: "Ada", photoURL: null, emailVerified: true },
    sessionId: "s-ada",
  },
  "__session=bo": {
    user: { uid: "bo", email: "bo@example.com", displayName: "Bo", photoURL: null, emailVerified: true },
    sessionId: "s-bo",
  },
  "__session=ended": { user: null, setCookie: "__session=; Max-Age=0" },
};

async function visitorSession(cookie: string | undefined): Promise<SessionState> {
  const state = PEOPLE[cookie ?? ""] ?? { user: null };
  return state.user ? { ...state, keptUnder } : state;
}

/** What a loader of the request's page says of how long it stays true, as a loader says it: through the request's facts. */
function loaderSays(req: Request, freshness: Freshness) {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, factsOf(req));
  pageStaysFresh(context, freshness);
}

/** A stand-in for the site's app: compression, a nonce per response and its policy, the capture, then the pages. */
function siteApp() {
  const app = noncedApp(() => `nonce${renders.length}`);
  app.use(capturePersonalPages(pages, runningAppParts()));
  app.use(async (req, res) => {
    renders.push(`${req.headers.cookie} ${req.originalUrl}`);
    await duringRender?.();
    await new Promise((resolve) => setImmediate(resolve));
    const nonce = factsOf(req).nonce!;
    res.setHeader("Content-Type", req.path === "/account/calendar.ics" ? "text/calendar" : "text/html; charset=utf-8");
    res.setHeader("Cache-Control", req.path === "/account/shared-by-mistake" ? "public, max-age=60" : "private, no-store");
    if (req.path === "/account/cookie") res.setHeader("Set-Cookie", "theme=dark");
    if (req.path === "/account/missing") res.status(404);
    // A hold that runs out in three seconds, or has just run out.
    if (req.path === "/account/hold") loaderSays(req, { until: new Date(Date.now() + 3_000) });
    if (req.path === "/account/hold-over") loaderSays(req, { until: new Date(Date.now() - 1) });
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.page = ${JSON.stringify(req.originalUrl)};</script></head>`);
    res.end(`<body><p>${req.headers.cookie} at ${renders.length}</p>${"<p>Your bookings</p>".repeat(300)}</body></html>`);
  });
  return app;
}

beforeEach(async () => {
  renders = [];
  keptUnder = "copy-1.write-1";
  duringRender = undefined;
  // Not 0: lru-cache reads a start of 0 as "never stored".
  now = 1_000;
  spread = 0;
  pages = new PersonalPages({ maxBytes: 4 * 1024 * 1024, clock: { now: () => now }, random: () => spread });
  server = express().listen(0, "127.0.0.1");
  server.removeAllListeners("request");
  server.on(
    "request",
    withPageCache(new PageCache({ maxBytes: 1024 * 1024 }), siteApp(), {
      isDraining: () => false,
      corners: new AccountCorners(runningAppParts(visitorSession)),
      // Pages under /account are kept for 10 seconds; /other never.
      personal: { pages, keptFor: (url) => (url.startsWith("/account") ? 10 : undefined) },
      logError: runningAppParts().logError,
    }),
  );
  await new Promise((resolve) => server.once("listening", resolve));
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, cookie: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return rawRequest(`http://127.0.0.1:${port}${path}`, { method, headers: { Cookie: cookie, "User-Agent": "Firefox", ...headers } });
}

/** Waits for the answer and for the server to have finished it: by then the capture has decided. */
async function answered(request: Promise<RawAnswer>): Promise<RawAnswer> {
  const sent = new Promise<void>((resolve) => server.once("request", (_req, res: ServerResponse) => res.once("finish", () => resolve())));
  const answer = await request;
  await sent;
  return answer;
}

/** Renders `path` for `cookie` and waits until its page is kept (it is compressed after the answer is sent). */
async function warm(path: string, cookie: string): Promise<RawAnswer> {
  const before = pages.size.pages;
  const first = await answered(get(path, cookie, { "Accept-Encoding": "identity" }));
  await vi.waitFor(() => expect(pages.size.pages).toBe(before + 1));
  return first;
}

describe("personal pages kept for their session", () => {
  it("are sent again to the same session, byte for byte with the nonce they were made with, in the encoding it takes", async () => {
    const first = await warm("/account", "__session=ada");
    const plain = await get("/account", "__session=ada", { "Accept-Encoding": "identity" });
    const br = await get("/account", "__session=ada", { "Accept-Encoding": "gzip, br" });
    const gzip = await get("/account", "__session=ada", { "Accept-Encoding": "gzip" });
    expect(renders).toEqual(["__session=ada /account"]);

    expect(plain.body.toString()).toBe(first.body.toString());
    expect(plain.body.toString()).toContain('nonce="nonce0"');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const answer of [plain, br, gzip]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      // The policy it was rendered under: its nonce is the one in the page.
      expect(answer.headers["content-security-policy"]).toBe("script-src 'nonce-nonce0' 'strict-dynamic'");
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(new Set([first, plain, br, gzip].map((answer) => answer.headers["x-request-id"])).size).toBe(4);

    const head = await get("/account", "__session=ada", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(renders).toHaveLength(1);
  });

  it("are rendered once for requests of one session that come together, the others waiting for its copy", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => get("/account", "__session=ada", { "Accept-Encoding": "identity" })));
    expect(renders).toEqual(["__session=ada /account"]);
    expect(new Set(answers.map((answer) => answer.body.toString())).size).toBe(1);
    // What was made under something that no longer holds is no copy for the others: each renders.
    keptUnder = "copy-1.write-2";
    duringRender = () => (keptUnder = `copy-1.write-${renders.length + 2}`);
    await Promise.all([1, 2].map(() => answered(get("/account", "__session=ada"))));
    expect(renders).toHaveLength(3);
  });

  it("are never sent to another session, or to the same one at another address or from another browser", async () => {
    await warm("/account", "__session=ada");
    const bo = await answered(get("/account", "__session=bo"));
    expect(bo.body.toString()).toContain("__session=bo at 2");
    await answered(get("/account?tab=devices", "__session=ada"));
    await answered(get("/account", "__session=ada", { "User-Agent": "Safari" }));
    expect(renders).toEqual([
      "__session=ada /account",
      "__session=bo /account",
      "__session=ada /account?tab=devices",
      "__session=ada /account",
    ]);
  });

  it("are rendered again once what they were made under changes: a write landed, or the account changed", async () => {
    await warm("/account/bookings/BK-1", "__session=ada");
    keptUnder = "copy-1.write-2";
    const after = await answered(get("/account/bookings/BK-1", "__session=ada"));
    expect(after.body.toString()).toContain("at 2");
    await vi.waitFor(() => expect(pages.size.pages).toBe(1));
    await get("/account/bookings/BK-1", "__session=ada");
    expect(renders).toHaveLength(2);
    keptUnder = "copy-2.write-2";
    await answered(get("/account/bookings/BK-1", "__session=ada"));
    expect(renders).toHaveLength(3);
  });

  it("are rendered again once the person the cookie names changed (a new name shows in the page's corner)", async () => {
    await warm("/account", "__session=ada");
    const ada = PEOPLE["__session=ada"]!;
    const before = ada.user!;
    ada.user = { ...before, displayName: "Ada King, Countess of Lovelace" };
    try {
      await answered(get("/account", "__session=ada"));
      expect(renders).toHaveLength(2);
    } finally {
      ada.user = before;
    }
  });

  it("are kept under what held before the render began: a write that lands as the page is made leaves it out of date", async () => {
    duringRender = () => (keptUnder = "copy-1.write-2");
    await warm("/account", "__session=ada");
    duringRender = undefined;
    await answered(get("/account", "__session=ada"));
    expect(renders).toHaveLength(2);
  });

  it("are kept no longer than their route says", async () => {
    await warm("/account", "__session=ada");
    now += 9_999;
    await get("/account", "__session=ada");
    expect(renders).toHaveLength(1);
    now += 2;
    await answered(get("/account", "__session=ada"));
    expect(renders).toHaveLength(2);
  });

  it("go stale at different moments when kept together, none later than their route says", async () => {
    spread = 0.999;
    await warm("/account", "__session=ada");
    now += 7_400;
    await get("/account", "__session=ada");
    expect(renders).toHaveLength(1);
    // Past three quarters of its 10 s, at the far end of the spread: rendered again.
    now += 200;
    await answered(get("/account", "__session=ada"));
    expect(renders).toHaveLength(2);
  });

  it("stand in, once past their age, for the requests that come while one of them renders the page again", async () => {
    const first = await warm("/account", "__session=ada");
    now += 10_001;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    duringRender = () => held;
    const renewing = answered(get("/account", "__session=ada", { "Accept-Encoding": "identity" }));
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    const meanwhile = await get("/account", "__session=ada", { "Accept-Encoding": "identity" });
    expect(meanwhile.body.toString()).toBe(first.body.toString());
    release();
    expect((await renewing).body.toString()).toContain("at 2");
    await vi.waitFor(async () =>
      expect((await get("/account", "__session=ada", { "Accept-Encoding": "identity" })).body.toString()).toContain("at 2"),
    );
    expect(renders).toHaveLength(2);
    // Never past twice their age: then the next request renders, whatever else is under way.
    now += 20_001;
    await answered(get("/account", "__session=ada"));
    expect(renders).toHaveLength(3);
  });

  it("are kept no longer than until what they show changes by the clock, as their loader said", async () => {
    await warm("/account/hold", "__session=ada");
    now += 2_900;
    await get("/account/hold", "__session=ada");
    expect(renders).toHaveLength(1);
    now += 200;
    await answered(get("/account/hold", "__session=ada"));
    expect(renders).toHaveLength(2);
  });

  it("are not sent, nor kept, when the session check says nothing for sure, or refuses the cookie", async () => {
    await warm("/account", "__session=ada");
    keptUnder = undefined;
    await answered(get("/account", "__session=ada"));
    expect(renders).toHaveLength(2);
    await answered(get("/account", "__session=ended"));
    expect(renders).toHaveLength(3);
    expect(pages.size.pages).toBe(1);
  });

  it.each([
    ["sets a cookie", "/account/cookie"],
    ["is not private", "/account/shared-by-mistake"],
    ["is not HTML", "/account/calendar.ics"],
    ["is not a 200", "/account/missing"],
    ["shows what has already changed by the clock", "/account/hold-over"],
    ["is at an address whose route does not allow it", "/other"],
  ])("never keep an answer that %s", async (_reason, path) => {
    const store = vi.spyOn(pages, "store");
    await answered(get(path, "__session=ada"));
    await answered(get(path, "__session=ada"));
    expect(store).not.toHaveBeenCalled();
    expect(renders).toHaveLength(2);
  });

  it("hold no more than their bytes allow, the least recently used dropped first", async () => {
    pages = new PersonalPages({ maxBytes: 3_000, clock: { now: () => now }, random: () => 0 });
    const rendered = { keptUnder: "k", headers: { "content-type": "text/html" }, freshMs: 10_000, maxAgeMs: 20_000 };
    // Each page compresses to a few hundred bytes: text that does not repeat.
    const body = (seed: number) =>
      Buffer.from(Array.from({ length: 400 }, (_, index) => ((index * 7919 + seed) % 65_521).toString(36)).join(" "));
    for (const seed of [1, 2, 3, 4, 5, 6]) await pages.store(`page-${seed}`, { ...rendered, body: body(seed) });
    expect(pages.size.bytes).toBeLessThanOrEqual(3_000);
    expect(pages.get("page-6", "k")).toBeDefined();
    expect(pages.get("page-1", "k")).toBeUndefined();
  });
});
