import sharp from "sharp";
import { inLocale } from "~/i18n/request-locale.server";
import { megapixels, oneImageAtATime, UPLOAD_PIXEL_LIMIT, uploadedImage } from "./uploaded-image.server";

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

  it("leaves libvips no cache of operations and one thread an image, on any system", () => {
    expect(sharp.cache().memory.max).toBe(0);
    expect(sharp.concurrency()).toBe(1);
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

describe("oneImageAtATime", () => {
  it("makes one image at a time, in the order asked, and goes on past one that failed", async () => {
    const log: string[] = [];
    const work =
      (name: string, fails = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        log.push(`${name} ends`);
        if (fails) throw new Error(`${name} failed`);
        return name;
      };
    const [first, second, third] = await Promise.allSettled([
      oneImageAtATime(work("first")),
      oneImageAtATime(work("second", true)),
      oneImageAtATime(work("third")),
    ]);
    expect(log).toEqual(["first starts", "first ends", "second starts", "second ends", "third starts", "third ends"]);
    expect(first).toEqual({ status: "fulfilled", value: "first" });
    expect(second).toMatchObject({ status: "rejected", reason: new Error("second failed") });
    expect(third).toEqual({ status: "fulfilled", value: "third" });
  });
});
