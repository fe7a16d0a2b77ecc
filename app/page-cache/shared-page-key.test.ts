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
