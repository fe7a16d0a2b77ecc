import sharp from "sharp";
import { inLocale } from "~/i18n/request-locale.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { cameraPhoto } from "~tests/support/test-images";
import { eraseProfilePhoto, makeProfilePhoto, PHOTO_MAX_BYTES, profilePhotoByHash, storeProfilePhoto } from "./profile-photo.server";

describe("makeProfilePhoto", () => {
  it("makes a 256 px WebP square with no metadata from a camera's JPEG", async () => {
    const upload = await cameraPhoto();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const made = await makeProfilePhoto(upload);
    if (!made.ok) throw new Error(made.problem);
    const kept = await sharp(made.image).metadata();
    expect(kept).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it("reads the type from the bytes: a text file or a PDF is refused in plain words", async () => {
    for (const upload of [Buffer.from("hello, I am not a picture"), Buffer.from("%PDF-1.7\n1 0 obj\n")]) {
      const made = await makeProfilePhoto(upload);
      expect(made).toEqual({ ok: false, problem: expect.stringMatching(/^That file is not a photo we can use/) });
    }
  });

  it("refuses an empty file as empty, not as no file chosen, in the page's language", async () => {
    expect(await makeProfilePhoto(Buffer.alloc(0))).toEqual({ ok: false, problem: "That file is empty (0 bytes). Choose another photo." });
    expect(await inLocale("de", () => makeProfilePhoto(Buffer.alloc(0)))).toEqual({
      ok: false,
      problem: "Diese Datei ist leer (0 Byte). Wählen Sie ein anderes Foto.",
    });
  });

  it("refuses a file over 5 MB before reading it", async () => {
    const made = await makeProfilePhoto(new Uint8Array(PHOTO_MAX_BYTES + 1));
    expect(made).toEqual({ ok: false, problem: "That photo is over 5 MB. Choose a smaller one." });
  });

  it("refuses a small file of a huge picture (a decompression bomb) without decoding it, as too large, saying the limit", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(PHOTO_MAX_BYTES);
    expect(await makeProfilePhoto(bomb)).toEqual({
      ok: false,
      problem: "That photo is too large: at most 50 megapixels, and this one is 100. Choose a smaller one.",
    });
    expect(await inLocale("de", () => makeProfilePhoto(bomb))).toEqual({
      ok: false,
      problem: "Das Foto ist zu groß: höchstens 50 Megapixel, dieses hat 100. Wählen Sie ein kleineres.",
    });
  });
});

describe.each(testDatabaseKinds)("kept profile photos on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("keeps one photo a person, found by its hash, and erases it", async () => {
    const first = await makeProfilePhoto(await cameraPhoto());
    const second = await makeProfilePhoto(
      await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    if (!first.ok || !second.ok) throw new Error("the photos were refused");
    const firstHash = await storeProfilePhoto(test.db(), "ada", first.image);
    expect(firstHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from((await profilePhotoByHash(test.db(), firstHash))!)).toEqual(first.image);
    const secondHash = await storeProfilePhoto(test.db(), "ada", second.image);
    expect(await profilePhotoByHash(test.db(), firstHash)).toBeUndefined();
    expect(await profilePhotoByHash(test.db(), secondHash)).toBeDefined();
    await eraseProfilePhoto(test.db(), "ada");
    expect(await profilePhotoByHash(test.db(), secondHash)).toBeUndefined();
  });

  it("keeps the same picture for two people, and still serves it when one of them removes theirs", async () => {
    const made = await makeProfilePhoto(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#abcdef" } })
        .png()
        .toBuffer(),
    );
    if (!made.ok) throw new Error(made.problem);
    const hash = await storeProfilePhoto(test.db(), "grace", made.image);
    expect(await storeProfilePhoto(test.db(), "linus", made.image)).toBe(hash);
    await eraseProfilePhoto(test.db(), "grace");
    expect(Buffer.from((await profilePhotoByHash(test.db(), hash))!)).toEqual(made.image);
  });
});
