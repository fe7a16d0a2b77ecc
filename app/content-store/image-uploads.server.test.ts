import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { contentImageFile } from "~/content-images/content-image.server";
import { baseLocale, type Locale } from "~/i18n/locale";
import { inLocale } from "~/i18n/request-locale.server";
import { contentDocuments } from "~/database/schema.server";
import { formOf } from "~tests/support/content-form";
import { useTestDatabase } from "~tests/support/test-databases";
import { cameraPhoto } from "~tests/support/test-images";
import { seedContent } from "./content-documents.server";
import { answerEditForm } from "./content-editing.server";
import { contentFieldsOf } from "./content-fields.server";
import { contentRecord } from "./content-record.server";

const editor = { email: "editor@brightline.test" };

// One transaction a change, as every other of the studio's: PGlite shows it as well as a server would.
describe("images uploaded with a document's form (issue 40)", () => {
  const test = useTestDatabase("PGlite");
  const db = () => test.db();

  beforeAll(async () => {
    await seedContent(db());
  });

  async function recordOf(kind: string) {
    const [document] = await db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, "en-GB")))
      .limit(1);
    return (await contentRecord(db(), document!.id))!;
  }

  /** The document's edit form as a browser sends it, with `change` made to its data and `files` attached. */
  async function editForm(kind: string, change: (data: Record<string, unknown>) => void, files: Record<string, File> = {}) {
    const record = await recordOf(kind);
    const data = structuredClone(record.latestData) as Record<string, unknown>;
    change(data);
    const form = formOf(contentFieldsOf(record.kind), data);
    form.append("basedOn", String(record.latestVersion));
    form.append("intent", "save");
    for (const [name, file] of Object.entries(files)) form.append(name, file);
    return { record, posted: { ok: true as const, form } };
  }

  const jpeg = async (width: number, height: number) =>
    new File([new Uint8Array(await cameraPhoto(width, height))], "portrait.jpg", { type: "image/jpeg" });

  it("keeps an uploaded portrait at the pages' widths and saves its address and size in the new version", async () => {
    const { record, posted } = await editForm("team", () => {}, { "portrait.upload": await jpeg(1200, 900) });
    const { answer, status } = await answerEditForm(db(), record, posted, editor);
    expect(status).toBe(200);
    expect(answer).toEqual({ saved: record.latestVersion + 1 });
    const saved = (await recordOf("team")).latestData as { portrait: { src: string; width: number; height: number; alt: string } };
    // Turned upright: the camera's 1200 × 900 held a quarter-turned picture, 900 wide.
    expect(saved.portrait).toMatchObject({ width: 900, height: 1200, alt: (record.latestData as typeof saved).portrait.alt });
    const [, hash] = /^\/content-images\/([0-9a-f]{32})-900\.webp$/.exec(saved.portrait.src)!;
    const avif = await contentImageFile(db(), hash!, 480, "avif");
    expect(await sharp(avif!).metadata()).toMatchObject({ format: "heif", width: 480, height: 640 });
  });

  it("refuses a file that is not an image, whatever its name, beside its field, and saves nothing", async () => {
    const fake = new File(["<script>alert(1)</script>"], "portrait.png", { type: "image/png" });
    const { record, posted } = await editForm("team", () => {}, { "portrait.upload": fake });
    const { answer, status } = await answerEditForm(db(), record, posted, editor);
    expect(status).toBe(400);
    expect(answer.saved).toBeUndefined();
    if (answer.saved === undefined) expect(answer.problems["portrait.upload"]).toMatch(/^That file is not an image we can use/);
    expect((await recordOf("team")).latestVersion).toBe(record.latestVersion);
  });

  /** The team member's form sent with `file` as its portrait and nothing else changed, answered in `locale`. */
  async function portraitAnswer(file: File, locale: Locale = baseLocale) {
    const { record, posted } = await editForm("team", () => {}, { "portrait.upload": file });
    const { answer, status } = await inLocale(locale, () => answerEditForm(db(), record, posted, editor));
    const saved = (await recordOf("team")).latestVersion > record.latestVersion;
    return { status, saved, problem: answer.saved === undefined ? answer.problems["portrait.upload"] : undefined };
  }

  it("refuses an empty file chosen for an image (a name, no bytes) beside its field, in the page's language, and saves nothing", async () => {
    const empty = new File([], "portrait.jpg", { type: "image/jpeg" });
    expect(await portraitAnswer(empty)).toEqual({
      status: 400,
      saved: false,
      problem: expect.stringMatching(/^That file is empty \(0 bytes\)\./),
    });
    expect(await portraitAnswer(empty, "de")).toEqual({
      status: 400,
      saved: false,
      problem: expect.stringMatching(/^Diese Datei ist leer \(0 Byte\)\./),
    });
  });

  it("takes a file input left empty, as a browser sends it (no name, no bytes), as no upload, and saves", async () => {
    // Read from the body a browser sends for it, as the action reads it.
    const body =
      '--x\r\nContent-Disposition: form-data; name="portrait.upload"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--x--\r\n';
    const sent = new Request("http://localhost/", { method: "POST", body, headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    const unchosen = (await sent.formData()).get("portrait.upload") as File;
    expect(unchosen).toMatchObject({ name: "", size: 0 });
    expect(await portraitAnswer(unchosen)).toEqual({ status: 200, saved: true, problem: undefined });
  });

  it("refuses an image of more pixels than the site decodes as too large, saying the limit and its size, and saves nothing", async () => {
    // 60 megapixels of one colour: a PNG of a few hundred kilobytes, well under 10 MB.
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const panorama = new File([new Uint8Array(huge)], "panorama.png", { type: "image/png" });
    expect(await portraitAnswer(panorama)).toEqual({
      status: 400,
      saved: false,
      problem: expect.stringMatching(/^That image is too large: at most 50 megapixels, and this one is 60\./),
    });
    expect(await portraitAnswer(panorama, "de")).toEqual({
      status: 400,
      saved: false,
      problem: expect.stringMatching(/^Das Bild ist zu groß: höchstens 50 Megapixel, dieses hat 60\./),
    });
  });

  it("keeps an upload whose alt text is missing, and saves it once the alt text is written", async () => {
    const { record, posted } = await editForm("project", (data) => ((data.gallery as { alt: string }[])[1]!.alt = ""), {
      "gallery.1.upload": await jpeg(800, 600),
    });
    const first = await answerEditForm(db(), record, posted, editor);
    expect(first.status).toBe(400);
    if (first.answer.saved !== undefined) throw new Error("saved without alt text");
    expect(first.answer.problems["gallery.1.alt"]).toMatch(/^Describe the new image for people who cannot see it/);
    const kept = (first.answer.data.gallery as { src: string }[])[1]!;
    expect(kept).toMatchObject({ src: expect.stringMatching(/^\/content-images\/[0-9a-f]{32}-600\.webp$/), width: 600, height: 800 });

    // The form drawn again carries the new address: written with its alt text, it saves.
    const again = formOf(contentFieldsOf("project"), first.answer.data);
    again.set("gallery.1.alt", "The booking screen on a phone");
    again.append("basedOn", String(first.answer.basedOn));
    again.append("intent", "save");
    const second = await answerEditForm(db(), record, { ok: true, form: again }, editor);
    expect(second.answer).toEqual({ saved: record.latestVersion + 1 });
  });

  it("refuses an uploaded image's address that no upload made", async () => {
    const { record, posted } = await editForm("team", (data) => {
      (data.portrait as { src: string }).src = `/content-images/${"ab".repeat(16)}-480.webp`;
    });
    const { answer, status } = await answerEditForm(db(), record, posted, editor);
    expect(status).toBe(400);
    // Said on the upload: the form shows no box for the address (issue 64).
    if (answer.saved === undefined) {
      expect(answer.problems["portrait.upload"]).toMatch(/^No image is kept at this address/);
      expect(answer.problems["portrait.src"]).toBeUndefined();
    }
  });

  it("says a missing image's address and size as one problem, on its upload", async () => {
    const { record, posted } = await editForm("team", (data) => {
      delete (data.portrait as Record<string, unknown>).src;
      delete (data.portrait as Record<string, unknown>).width;
    });
    const { answer, status } = await answerEditForm(db(), record, posted, editor);
    expect(status).toBe(400);
    if (answer.saved !== undefined) throw new Error("saved");
    expect(Object.keys(answer.problems).filter((name) => name.startsWith("portrait."))).toEqual(["portrait.upload"]);
    expect(answer.problems["portrait.upload"]).toBe("Upload a picture for it: that gives it its address and size.");
  });
});
