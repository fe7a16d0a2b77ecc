import { describe, expect, it } from "vitest";
import { photoAddress, photoPath } from "./photo-address";

const hash = "a".repeat(64);

describe("photoAddress", () => {
  it("shows the site's own uploaded photo by its path", () => {
    expect(photoAddress(`https://brightline.digital${photoPath(hash)}`, "https://brightline.digital")).toBe(`/photos/${hash}.webp`);
  });

  it("leaves another site's photo, another path of ours and what is not a URL as they are", () => {
    expect(photoAddress(`https://elsewhere.example${photoPath(hash)}`, "https://brightline.digital")).toBe(
      `https://elsewhere.example/photos/${hash}.webp`,
    );
    expect(photoAddress("https://brightline.digital/photos/../admin", "https://brightline.digital")).toBe(
      "https://brightline.digital/photos/../admin",
    );
    expect(photoAddress(`https://brightline.digital${photoPath(hash)}?x=1`, "https://brightline.digital")).toBe(
      `https://brightline.digital/photos/${hash}.webp?x=1`,
    );
    expect(photoAddress("not a url", "https://brightline.digital")).toBe("not a url");
  });
});
