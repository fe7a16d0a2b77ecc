import { parseShareImagePath, shareImageOf, shareImagePath } from "./share-image";

describe("a share card's address (decision 64)", () => {
  const studio = "/content-images/0123456789abcdef0123456789abcdef-1200.webp";

  it("names a cover and its focus, and reads them back", () => {
    expect(shareImagePath({ src: studio, focus: "top-left" })).toBe(`/share-images/top-left${studio}.jpg`);
    expect(parseShareImagePath(`/share-images/top-left${studio}.jpg`)).toEqual({ src: studio, focus: "top-left" });
    expect(parseShareImagePath("/share-images/centre/images/blog/a-cover.svg.jpg")).toEqual({
      src: "/images/blog/a-cover.svg",
      focus: "centre",
    });
  });

  it("reads nothing outside the covers: another focus, a way up, another folder or kind of file", () => {
    for (const path of [
      `/share-images/middle${studio}.jpg`,
      "/share-images/centre/images/../package.json.jpg",
      "/share-images/centre/images/blog/../../../package.json.svg.jpg",
      "/share-images/centre/images/./blog/a-cover.svg.jpg",
      "/share-images/centre/build/server/index.js.jpg",
      "/share-images/centre/images/blog/a-cover.txt.jpg",
      `/share-images/centre${studio.replace("-1200", "-0")}.jpg`,
      `/share-images/centre${studio}`,
    ]) {
      expect(parseShareImagePath(path), path).toBeUndefined();
    }
  });

  it("is a document's card when it has a cover, around the middle unless its focus says otherwise", () => {
    expect(shareImageOf({ cover: { src: studio, alt: "A room", focus: "bottom" } })).toEqual({
      src: `/share-images/bottom${studio}.jpg`,
      alt: "A room",
    });
    expect(shareImageOf({ cover: { src: studio, alt: "A room", focus: "sideways" } })?.src).toBe(`/share-images/centre${studio}.jpg`);
    expect(shareImageOf({})).toBeUndefined();
    expect(shareImageOf({ cover: { src: "https://elsewhere.example/a.png", alt: "A room" } })).toBeUndefined();
  });
});
