import { createStaticHandler, type RouteObject } from "react-router";
import { pageRoutePatterns, routeKey } from "./route-patterns.server";

const page = { default: () => null };

/** A build's routes like the site's: the root, the home page, a listing, a detail page, a feed, the not-found page. */
const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: { default?: unknown } }> = {
  root: { id: "root", path: "", module: page },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: page },
  "routes/blog": { id: "routes/blog", parentId: "root", path: "blog", module: page },
  "routes/blog-post": { id: "routes/blog-post", parentId: "root", path: "blog/:slug", module: page },
  "routes/blog-rss": { id: "routes/blog-rss", parentId: "root", path: "blog/rss.xml", module: {} },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: page },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: page },
  "routes/admin.leads": { id: "routes/admin.leads", parentId: "routes/admin", index: true, module: page },
  "routes/admin.lead": { id: "routes/admin.lead", parentId: "routes/admin", path: "leads/:id", module: page },
};

describe("pageRoutePatterns", () => {
  it("names every route that renders a page, and no resource route and no page of the staff inbox", () => {
    expect([...pageRoutePatterns(routes)].sort()).toEqual(["/", "/*", "/blog", "/blog/:slug"]);
  });

  it("names each page as React Router's loaders are told its pattern (what the root loader hands the page)", async () => {
    const told: string[] = [];
    const object = (id: string): RouteObject => ({
      id,
      path: routes[id]!.path,
      index: routes[id]!.index as false,
      loader: ({ pattern }) => (told.push(pattern), null),
    });
    const handler = createStaticHandler([
      {
        ...object("root"),
        children: ["routes/home", "routes/blog", "routes/blog-post", "routes/not-found"].map(object),
      } as RouteObject,
    ]);
    for (const path of ["/", "/blog", "/blog/a-post", "/no/such/page"]) await handler.query(new Request(`http://localhost${path}`));
    const known = pageRoutePatterns(routes);
    expect(told.length).toBeGreaterThan(0);
    for (const pattern of told) expect(known).toContain(routeKey(pattern));
    expect(new Set(told.map(routeKey))).toEqual(new Set(["/", "/blog", "/blog/:slug", "/*"]));
  });
});
