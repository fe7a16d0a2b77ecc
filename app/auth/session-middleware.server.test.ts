import { RouterContextProvider } from "react-router";
import { standInUserContext } from "~/.server/request-context";
import { barUser, currentUser, requireUser, sessionMiddleware } from "./session-middleware.server";
import { PERSONAL_PAGE_HEADER, standInUser } from "./stand-in";

const standIn = standInUser("1100", "a", "0123456789abcdef01234567");
const request = new Request("http://localhost/faq");

/** Runs the session middleware for a stand-in's page whose loaders do `load`. */
async function standInPage(load: (context: RouterContextProvider) => Promise<unknown>) {
  const context = new RouterContextProvider();
  context.set(standInUserContext, standIn);
  const run = sessionMiddleware as unknown as (
    args: { request: Request; context: RouterContextProvider },
    next: () => Promise<Response>,
  ) => Promise<Response>;
  return run({ request, context }, async () => {
    await load(context);
    return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
  });
}

describe("a page made for a stand-in", () => {
  it("shows the stand-in as signed in, and is never shared as an anonymous page", async () => {
    let seen: unknown;
    const response = await standInPage(async (context) => (seen = await barUser(context)));
    expect(seen).toEqual(standIn);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get(PERSONAL_PAGE_HEADER)).toBeNull();
  });

  it("says it is personal when a loader reads the visitor beyond the bar", async () => {
    const response = await standInPage(async (context) => {
      await barUser(context);
      await currentUser(context);
    });
    expect(response.headers.get(PERSONAL_PAGE_HEADER)).toBe("1");
  });

  it("says it is personal when a loader asks for a fresh check", async () => {
    const response = await standInPage((context) => requireUser({ request, context }, { fresh: true }));
    expect(response.headers.get(PERSONAL_PAGE_HEADER)).toBe("1");
  });
});

describe("an anonymous visitor's answer", () => {
  /** Runs the session middleware for a request without a cookie, whose route answers `answer`. */
  function anonymous(method: string, answer: () => Response) {
    const run = sessionMiddleware as unknown as (
      args: { request: Request; context: RouterContextProvider },
      next: () => Promise<Response>,
    ) => Promise<Response>;
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
