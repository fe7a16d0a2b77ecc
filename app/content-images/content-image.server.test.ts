import sharp from "sharp";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { cameraPhoto } from "~tests/support/test-images";
import { contentImageFile, makeContentImage, storeContentImage } from "./content-image.server";
import { CONTENT_IMAGE_MAX_BYTES } from "./image-variants";

describe("makeContentImage", () => {
  it("makes AVIF and WebP at each page width, upright, with no metadata and its size recorded", async () => {
    // 1200 × 800 turned a quarter by its camera: 800 wide and 1200 high as it is seen.
    const made = await makeContentImage(await cameraPhoto(1200, 800));
    if (!made.ok) throw new Error(made.problem);
    const { image } = made;
    expect(image).toMatchObject({ width: 800, height: 1200, src: `/content-images/${image.hash}-800.webp` });
    expect(image.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(image.files.map(({ width, format }) => `${width}.${format}`)).toEqual(["480.avif", "480.webp", "800.avif", "800.webp"]);
    for (const file of image.files) {
      const kept = await sharp(file.bytes).metadata();
      expect(kept.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect(kept.width).toBe(file.width);
      expect(kept.height).toBe(Math.round((file.width * 1200) / 800));
      expect(kept.exif).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
    }
  });

  it("never makes an image wider than it came", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#33669980" } })
      .png()
      .toBuffer();
    const made = await makeContentImage(small);
    if (!made.ok) throw new Error(made.problem);
    expect(made.image).toMatchObject({ width: 300, height: 200 });
    expect(made.image.files.map(({ width }) => width)).toEqual([300, 300]);
  });

  it("reads the type from the bytes: a script named .png, an SVG, a PDF or an empty file is refused with the reason", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const upload of [Buffer.from("<script>alert(1)</script>"), svg, Buffer.from("%PDF-1.7\n1 0 obj\n")]) {
      const made = await makeContentImage(upload);
      expect(made).toEqual({ ok: false, problem: expect.stringMatching(/^That file is not an image we can use, whatever its name says/) });
    }
    expect(await makeContentImage(Buffer.alloc(0))).toEqual({
      ok: false,
      problem: "That file is empty (0 bytes). Choose another, or save the image again first.",
    });
  });

  it("refuses an upload over 10 MB, and a small file of a huge picture as too large, without decoding it", async () => {
    const big = await makeContentImage(new Uint8Array(CONTENT_IMAGE_MAX_BYTES + 1));
    expect(big).toEqual({ ok: false, problem: expect.stringMatching(/^That image is over 10 MB/) });
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await makeContentImage(bomb)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^That image is too large: at most 50 megapixels, and this one is 100\. /),
    });
  });
});

describe.each(testDatabaseKinds)("kept studio images on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("keeps each file by its address's parts, and the same upload twice as one image", async () => {
    const upload = await cameraPhoto(1000, 600);
    const made = await makeContentImage(upload);
    if (!made.ok) throw new Error(made.problem);
    await storeContentImage(test.db(), made.image, "A red square", "ada@example.com");
    const again = await makeContentImage(upload);
    if (!again.ok) throw new Error(again.problem);
    expect(again.image.hash).toBe(made.image.hash);
    await storeContentImage(test.db(), again.image, "Another word for it", "grace@example.com");
    for (const file of made.image.files)
      expect(Buffer.from((await contentImageFile(test.db(), made.image.hash, file.width, file.format))!)).toEqual(file.bytes);
    expect(await contentImageFile(test.db(), made.image.hash, 1440, "webp")).toBeUndefined();
    expect(await contentImageFile(test.db(), "0".repeat(32), 480, "webp")).toBeUndefined();
  });
});
