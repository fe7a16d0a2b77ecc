import { isSitePath } from "./personal-pages";

describe("the addresses a signed-in template may be made for", () => {
  it("are this site's paths, with or without a query", () => {
    for (const path of ["/", "/faq", "/blog/a-post?ref=mail", "/%2F%2Fencoded", "/..//still-here"])
      expect(isSitePath(path), path).toBe(true);
  });

  it("are never a form that URL parsing reads as another host, since the server's own request carries its key", () => {
    for (const url of [
      undefined,
      "",
      "faq",
      "http://elsewhere.example/",
      "//elsewhere.example/faq",
      "/\\elsewhere.example/faq",
      "\\\\elsewhere.example",
    ])
      expect(isSitePath(url), String(url)).toBe(false);
  });
});
