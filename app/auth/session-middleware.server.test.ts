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
