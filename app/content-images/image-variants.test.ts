import { describe, expect, it } from "vitest";
import { contentImagePath, contentImageSrcSet, parseContentImagePath, variantWidths } from "./image-variants";

const hash = "0123456789abcdef0123456789abcdef";

describe("image variants", () => {
  it("keeps each page width under the upload's, and the upload's own width up to the largest", () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(6000)).toEqual([480, 960, 1440, 1920]);
  });

  it("reads back the addresses it writes, and nothing else", () => {
    expect(parseContentImagePath(contentImagePath(hash, 960, "avif"))).toEqual({ hash, width: 960, format: "avif" });
    for (const path of [
      `/content-images/${hash}-960.png`,
      `/content-images/${hash.toUpperCase()}-960.webp`,
      `/content-images/${hash}-0960.webp`,
      `/content-images/${hash}-960.webp/x`,
      `/images/${hash}-960.webp`,
    ])
      expect(parseContentImagePath(path)).toBeUndefined();
  });

  it("names every kept width in a srcset, from the largest WebP's address", () => {
    expect(contentImageSrcSet(contentImagePath(hash, 1000, "webp"), "avif")).toBe(
      `/content-images/${hash}-480.avif 480w, /content-images/${hash}-960.avif 960w, /content-images/${hash}-1000.avif 1000w`,
    );
    expect(contentImageSrcSet("/images/hero.svg", "webp")).toBeUndefined();
  });
});
