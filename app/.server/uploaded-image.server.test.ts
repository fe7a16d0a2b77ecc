import sharp from "sharp";
import { inLocale } from "~/i18n/request-locale.server";
import { megapixels, UPLOAD_PIXEL_LIMIT, uploadedImage } from "./uploaded-image.server";

describe("uploadedImage", () => {
  it("tells a picture of too many pixels, by its header, from a file that is no picture", async () => {
    const wide = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await uploadedImage(wide)).toEqual({ ok: false, problem: "too-many-pixels", pixels: 50_010_000 });
    expect(await uploadedImage(Buffer.from("GIF89a, or so it says"))).toEqual({ ok: false, problem: "not-an-image" });
    const small = await uploadedImage(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    expect(small.ok).toBe(true);
  });
});

describe("megapixels", () => {
  it("says a count in the page's language, rounded up so that one over the limit never reads as the limit", () => {
    expect(megapixels(UPLOAD_PIXEL_LIMIT)).toBe("50");
    expect(megapixels(60_000_000)).toBe("60");
    expect(megapixels(50_010_000)).toBe("50.1");
    expect(megapixels(123_456_789)).toBe("123.5");
    expect(inLocale("de", () => megapixels(50_010_000))).toBe("50,1");
  });
});
