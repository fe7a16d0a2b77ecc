import type { ServerBuild } from "react-router";
import { routeTable } from "./page-routes.server";

/** Pages, a page with a form, an endpoint that answers DELETE too. */
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: () => null } },
  "routes/login": { id: "routes/login", parentId: "root", path: "login", module: { default: () => null, action: () => null } },
  "routes/auth.session": {
    id: "routes/auth.session",
    parentId: "root",
    path: "auth/session",
    module: { action: () => null, handle: { actionMethods: ["POST", "DELETE"] } },
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: { default: () => null, handle: { page: "shared" } } },
} as unknown as ServerBuild["routes"];

describe("routeTable", () => {
  it("knows which methods each address answers, as React Router matches it", () => {
    const lookup = routeTable(routes);
    expect(lookup("/")?.methods).toEqual(["GET", "HEAD"]);
    expect(lookup("/login")?.methods).toEqual(["GET", "HEAD", "POST"]);
    expect(lookup("/auth/session")?.methods).toEqual(["GET", "HEAD", "POST", "DELETE"]);
    expect(lookup("/anything/else")?.methods).toEqual(["GET", "HEAD"]);
  });
});
