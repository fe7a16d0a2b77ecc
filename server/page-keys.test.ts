import type { ServerBuild } from "react-router";
import { pageKeys } from "./page-keys";
import { sharedDataKey, sharedPageKey } from "./shared-page-key";

describe("a shared page's key", () => {
  it("keeps the path and the parameters the page reads, in the order it names them, and nothing else", () => {
    expect(sharedPageKey("/?x=1")).toBe("/");
    expect(sharedPageKey("/faq")).toBe("/faq");
    expect(sharedPageKey("/projects?utm_source=news&gclid=abc&service=ux-ui", ["service"])).toBe("/projects?service=ux-ui");
    expect(sharedPageKey("/blog?page=2&fbclid=z&tag=performance", ["tag", "page"])).toBe("/blog?tag=performance&page=2");
    // Read as the page reads it: the first of a repeated parameter; an empty one is none.
    expect(sharedPageKey("/blog?page=2&page=3&tag=", ["tag", "page"])).toBe("/blog?page=2");
    expect(sharedPageKey("/projects?service=a%20b", ["service"])).toBe("/projects?service=a+b");
  });
});

describe("a shared page's data key", () => {
  it("keeps the page's parameters and the routes it matches from `_routes`, and nothing else (issue 35, point 7)", () => {
    const matched = ["root", "routes/blog"];
    expect(sharedDataKey("/courses.data?x=8123", [], ["root", "routes/courses"])).toBe("/courses.data");
    expect(sharedDataKey("/blog.data", ["tag", "page"], matched)).toBe("/blog.data");
    expect(sharedDataKey("/blog.data?page=2&utm=1&tag=css", ["tag", "page"], matched)).toBe("/blog.data?tag=css&page=2");
    // React Router's own parameter, as its client writes it, stays; made-up route ids go.
    expect(sharedDataKey("/blog.data?_routes=routes%2Fblog", ["tag", "page"], matched)).toBe("/blog.data?_routes=routes%2Fblog");
    expect(sharedDataKey("/blog.data?tag=css&_routes=bogus%2Croutes%2Fblog%2Croot", ["tag", "page"], matched)).toBe(
      "/blog.data?tag=css&_routes=root%2Croutes%2Fblog",
    );
    expect(sharedDataKey(`/blog.data?_routes=${crypto.randomUUID()}`, ["tag", "page"], matched)).toBe("/blog.data");
  });
});

describe("the page cache's keys from the build", () => {
  const page = (handle?: object) => ({ default: () => null, handle });
  const build = {
    routes: {
      root: { id: "root", path: "", module: page() },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: page({ page: "shared" }) },
      "routes/blog": { id: "routes/blog", parentId: "root", path: "blog", module: page({ page: "shared", query: ["tag", "page"] }) },
      "routes/login": { id: "routes/login", parentId: "root", path: "login", module: page({ page: "personal" }) },
      "routes/rss": { id: "routes/rss", parentId: "root", path: "blog/rss.xml", module: { loader: () => null } },
    },
  } as unknown as ServerBuild;
  const keyOf = pageKeys(build);

  it("are a shared page's address without the query it does not read", () => {
    expect(keyOf("/?x=8123")).toBe("/");
    expect(keyOf("/blog?utm_campaign=a&page=2")).toBe("/blog?page=2");
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
