import type { ServerBuild } from "react-router";
import { keptApart, pageKeys } from "./page-keys";

describe("the page cache's keys from the build", () => {
  const page = (handle?: object) => ({ default: () => null, handle });
  const build = {
    routes: {
      root: { id: "root", path: "", module: page() },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: page({ page: "shared" }) },
      "routes/blog": { id: "routes/blog", parentId: "root", path: "blog", module: page({ page: "shared", query: ["tag", "page"] }) },
      "routes/login": { id: "routes/login", parentId: "root", path: "login", module: page({ page: "personal" }) },
      "routes/rss": { id: "routes/rss", parentId: "root", path: "blog/rss.xml", module: { loader: () => null } },
      "routes/search": {
        id: "routes/search",
        parentId: "root",
        path: "search",
        module: page({ page: "shared", query: ["q", "page"], keptApart: true }),
      },
      "de/routes/search": {
        id: "de/routes/search",
        parentId: "root",
        path: "de/search",
        module: page({ page: "shared", query: ["q", "page"], keptApart: true }),
      },
    },
  } as unknown as ServerBuild;
  const keyOf = pageKeys(build);

  it("are a shared page's address without the query it does not read", () => {
    expect(keyOf("/?x=8123")).toBe("/");
    expect(keyOf("/blog?utm_campaign=a&page=2")).toBe("/blog?page=2");
  });

  it("put a route's pages apart when its handle says so, its data requests and every language's with them (issue 68)", () => {
    const apart = keptApart(build);
    for (const key of ["/search?q=a", "/search", "/search.data?q=a", "/de/search?q=Kurs&page=2"]) expect(apart(key), key).toBe(true);
    for (const key of ["/", "/blog?page=2", "/blog.data", "/searching", "/login"]) expect(apart(key), key).toBe(false);
  });

  it("leave every other address as it was asked for", () => {
    expect(keyOf("/login?redirectTo=/courses&x=1")).toBe("/login?redirectTo=/courses&x=1");
    expect(keyOf("/blog/rss.xml?x=1")).toBe("/blog/rss.xml?x=1");
    expect(keyOf("/blog.data?x=1")).toBe("/blog.data?x=1");
    expect(keyOf("*")).toBe("*");
    // A broken %-escape is the request gate's to refuse, with no word from React Router's matcher.
    const warn = vi.spyOn(console, "warn");
    expect(keyOf("/%ff/x?y=1")).toBe("/%ff/x?y=1");
    expect(warn).not.toHaveBeenCalled();
  });
});
