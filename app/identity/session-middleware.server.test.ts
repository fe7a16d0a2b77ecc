import { requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { RouterContextProvider } from "react-router";

import type { PageKind } from "~/types/route-handle";
import { currentUser, requireUser, SHARED_PAGE_READ_SESSION, sessionMiddleware } from "./session-middleware.server";

const run = sessionMiddleware as unknown as (
  args: { request: Request; context: RouterContextProvider },
  next: () => Promise<Response>,
) => Promise<Response>;

/** Runs the session middleware for a page of this kind, asked for with a session cookie, whose loaders do `load`. */
function pageOfKind(kind: PageKind, load: (context: RouterContextProvider) => Promise<unknown> = async () => undefined) {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, { ...UNKNOWN_REQUEST, pageKind: kind });
  const request = new Request("http://localhost/faq", { headers: { Cookie: "__session=a.b.c" } });
  return run({ request, context }, async () => {
    await load(context);
    return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
  });
}

describe("a shared page", () => {
  it("refuses its loaders the session: a route that reads it while declared shared fails", async () => {
    await expect(pageOfKind("shared", (context) => currentUser(context))).rejects.toThrow(SHARED_PAGE_READ_SESSION);
    await expect(pageOfKind("shared", (context) => requireUser({ request: new Request("http://localhost/faq"), context }))).rejects.toThrow(
      SHARED_PAGE_READ_SESSION,
    );
  });

  it("is kept for everyone even when asked for with a session cookie: it was rendered for nobody", async () => {
    const response = await pageOfKind("shared");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("a personal page", () => {
  it("is stored by no one, with or without a session", async () => {
    expect((await pageOfKind("personal")).headers.get("Cache-Control")).toBe("private, no-store");
    const context = new RouterContextProvider();
    context.set(requestFactsContext, { ...UNKNOWN_REQUEST, pageKind: "personal" });
    const anonymous = await run({ request: new Request("http://localhost/login"), context }, async () => new Response("<html></html>"));
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("an anonymous visitor's answer", () => {
  /** Runs the session middleware for a request without a cookie, whose route answers `answer`. */
  function anonymous(method: string, answer: () => Response) {
    return run({ request: new Request("http://localhost/faq", { method }), context: new RouterContextProvider() }, async () => answer());
  }

  it("is shared when it is a page for a GET, and kept by no one otherwise: 404, 405, redirects, errors, form answers", async () => {
    const policy = async (method: string, status: number) =>
      (await anonymous(method, () => new Response(null, { status }))).headers.get("Cache-Control");
    expect(await policy("GET", 200)).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    expect(await policy("HEAD", 200)).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    for (const status of [404, 405, 302, 500, 503]) expect(await policy("GET", status), String(status)).toBe("no-store");
    expect(await policy("POST", 200)).toBe("no-store");
  });

  it("keeps a policy its route chose", async () => {
    const response = await anonymous("GET", () => new Response(null, { status: 404, headers: { "Cache-Control": "private, no-cache" } }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});
