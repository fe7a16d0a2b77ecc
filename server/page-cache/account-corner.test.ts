import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { shareAnswer } from "~/page-cache/shared-answer.server";
import type { AccountUser } from "~/types/account-user";
import { type RawAnswer, rawRequest } from "~tests/support/raw-request";
import { runningAppParts } from "~tests/support/running-app-parts";
import { factsOf, giveRequestFacts } from "../http/request-facts";
import { AccountCorners, cornerForVisitor } from "./account-corner";
import { capturePages } from "./page-capture";
import { PageCache } from "./page-cache";
import { withPageCache } from "./page-cache-front";

const zoe: AccountUser = {
  uid: "uid-zoe",
  email: "zoe@example.com",
  displayName: `Zoë "Q" <O'Neil> & Ångström 😀`,
  photoURL: null,
  emailVerified: true,
};

/** Who each session cookie value belongs to: the session check itself is the browser tests' (tests/e2e/public-pages/shared-pages.spec.ts). */
const sessions: Record<string, { user: AccountUser | null; setCookie?: string }> = {
  zoe: { user: zoe },
  ended: { user: null, setCookie: "__session=; Max-Age=0" },
};

let server: Server;
let cache: PageCache;
let corners: AccountCorners;
let renders: string[];

/** A stand-in for the site's app: compression, the corner, the capture, then a shared page with nobody's corner. */
function siteApp() {
  const app = express();
  app.use(compression());
  app.use(giveRequestFacts);
  app.use((req, _res, next) => {
    factsOf(req).pageKind = "shared";
    next();
  });
  app.use(cornerForVisitor(corners));
  app.use(capturePages(cache, runningAppParts()));
  app.use((req, res) => {
    renders.push(req.originalUrl);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", shareAnswer(factsOf(req), { method: req.method, status: 200 }));
    res.write(`<!DOCTYPE html><html><body><header>${nobody(req.originalUrl)}</header>`);
    res.end(`<main>${"<p>Design and build</p>".repeat(300)}</main></body></html>`);
  });
  return app;
}

beforeEach(async () => {
  corners = new AccountCorners(
    runningAppParts(async (cookie) => sessions[/__session=(\w+)/.exec(cookie ?? "")?.[1] ?? ""] ?? { user: null }),
  );
  cache = new PageCache({ maxBytes: 10 * 1024 * 1024, anonymousCorners: corners.anonymous });
  renders = [];
  server = express().listen(0, "127.0.0.1");
  server.removeAllListeners("request");
  server.on("request", withPageCache(cache, siteApp(), { isDraining: () => false, corners, logError: runningAppParts().logError }));
  await new Promise((resolve) => server.once("listening", resolve));
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return rawRequest(`http://127.0.0.1:${port}${path}`, { method: "GET", headers });
}

async function answered(request: Promise<RawAnswer>): Promise<RawAnswer> {
  const sent = new Promise<void>((resolve) => server.once("request", (_req, res: ServerResponse) => res.once("finish", () => resolve())));
  const answer = await request;
  await sent;
  return answer;
}

/** Nobody's corner as the page at this address carries it: in its language (decision 48). */
const nobody = (path: string) => corners.anonymous.get(path.startsWith("/de/") ? "de" : "en-GB")!;

const text = (answer: RawAnswer) => (answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body).toString();

describe("a signed-in visitor's copy of a shared page", () => {
  it("is the page rendered for nobody with their own corner, escaped, and is kept by no one", async () => {
    const first = await answered(get("/faq", { Cookie: "__session=zoe", "Accept-Encoding": "identity" }));
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(text(first)).toContain("Zoë &quot;Q&quot; &lt;O&#x27;Neil&gt; &amp; Ångström 😀");
    expect(text(first)).not.toContain(nobody("/faq"));
    // The page the capture kept is nobody's: the next anonymous visitor gets Login.
    await vi.waitFor(() => expect(cache.get("/faq")).toBeDefined());
    const anonymous = await get("/faq", { "Accept-Encoding": "identity" });
    expect(text(anonymous)).toContain(nobody("/faq"));
    expect(text(anonymous)).not.toContain("Zoë");
    expect(renders).toEqual(["/faq"]);
  });

  it("comes from the cache, gzipped from the page's pieces and the corner, or whole for a client without gzip", async () => {
    await answered(get("/blog"));
    await vi.waitFor(() => expect(cache.get("/blog")).toBeDefined());
    const rendered = text(await answered(get("/blog", { Cookie: "x=1; __session=zoe", "Accept-Encoding": "identity" })));
    const gzipped = await get("/blog", { Cookie: "__session=zoe", "Accept-Encoding": "gzip, deflate, br" });
    const plain = await get("/blog", { Cookie: "__session=zoe", "Accept-Encoding": "identity" });
    expect(renders).toEqual(["/blog"]);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
    expect(text(gzipped)).toBe(text(plain));
    expect(text(plain)).toBe(rendered);
    for (const answer of [gzipped, plain]) expect(answer.headers["cache-control"]).toBe("private, no-store");
  });

  it("from a German page in the cache has the visitor's German corner", async () => {
    await answered(get("/de/blog"));
    await vi.waitFor(() => expect(cache.get("/de/blog")).toBeDefined());
    for (const encoding of ["gzip", "identity"]) {
      const copy = text(await get("/de/blog", { Cookie: "__session=zoe", "Accept-Encoding": encoding }));
      expect(copy).toContain("Abmelden");
      expect(copy).not.toContain(nobody("/de/blog"));
    }
    expect(renders).toEqual(["/de/blog"]);
  });

  it("is the page as kept, with the cookie cleared, for a session that has ended", async () => {
    await answered(get("/about-us"));
    await vi.waitFor(() => expect(cache.get("/about-us")).toBeDefined());
    const answer = await get("/about-us", { Cookie: "__session=ended", "Accept-Encoding": "identity" });
    expect(answer.headers["set-cookie"]).toEqual(["__session=; Max-Age=0"]);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(text(answer)).toContain(nobody("/about-us"));
  });
});

describe("putting the corner in", () => {
  it("needs nobody's corner exactly once", () => {
    expect(corners.withCorner(`<a>${nobody("/faq")}</a>`, zoe)).toContain("Ångström");
    expect(corners.withCorner("<p>no corner here</p>", zoe)).toBeUndefined();
    expect(corners.withCorner(nobody("/faq").repeat(2), zoe)).toBeUndefined();
  });

  it("puts in the visitor's corner in the page's language", () => {
    expect(nobody("/de/faq")).toContain("Anmelden");
    expect(nobody("/de/faq")).toContain('href="/de/login"');
    const german = corners.withCorner(`<a>${nobody("/de/faq")}</a>`, zoe)!;
    expect(german).toContain("Abmelden");
    expect(german).toContain('href="/de/account"');
    expect(german).not.toContain("Log out");
    expect(corners.withCorner(`<a>${nobody("/faq")}</a>`, zoe)).toContain("Log out");
  });
});
