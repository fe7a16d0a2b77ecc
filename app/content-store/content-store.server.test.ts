import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { contentDocuments, contentKinds, contentSeeds, contentVersions } from "~/database/schema.server";
import { repositoryContent } from "~tests/support/repository-content";
import type { Locale } from "~/i18n/locale";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { ContentInvalidError, DEFAULT_LOCALE, importContent, publishedContent, seedContent } from "./content-documents.server";
import { ContentFilesError, readContentFiles, writeContentFiles } from "./content-files.server";
import { storeImportedImages, writeContentImageFiles } from "./content-image-files.server";
import { pictureMarkdown } from "./body-picture-markdown";
import { contentImageFile, makeContentImage, storeContentImage } from "~/content-images/content-image.server";
import { cameraPhoto } from "~tests/support/test-images";

/** Every file under a folder, by its path inside it, with its text. */
function filesOf(directory: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(directory, full)] = readFileSync(full, "utf8");
  }
  return files;
}

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "content-"));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(testDatabaseKinds)("the content store (decision 43), on %s", (kind) => {
  const first = useTestDatabase(kind);
  const second = useTestDatabase(kind);
  const third = useTestDatabase(kind);

  it("starts from the repository's content, each entry published as its first version, once", async () => {
    const made = await seedContent(first.db());
    const published = await publishedContent(first.db());
    const german = await publishedContent(first.db(), "de");
    // English and German: each language's files (decision 49).
    expect(made).toBe(contentKinds.reduce((sum, kind) => sum + published[kind].length + german[kind].length, 0));
    expect(german.service.length).toBe(published.service.length);
    // In the listings' order, with the data the repository's files hold (content/<locale>/).
    expect(published).toEqual(repositoryContent());
    expect(german).toEqual(repositoryContent("de"));
    expect(published.about).toHaveLength(1);
    const versions = await first.db().select().from(contentVersions).where(eq(contentVersions.number, 1));
    expect(versions).toHaveLength(made);
    expect(new Set(versions.map((version) => version.createdBy))).toEqual(new Set(["repository"]));
    const documents = await first.db().select().from(contentDocuments);
    expect(documents.every((document) => document.publishedVersion === 1)).toBe(true);
    expect(new Set(documents.map((document) => document.locale))).toEqual(new Set([DEFAULT_LOCALE, "de"]));

    // A second start, or a second instance, finds it done.
    expect(await seedContent(first.db())).toBe(0);
    const [{ documents: after } = { documents: 0 }] = await first.db().select({ documents: count() }).from(contentDocuments);
    expect(after).toBe(made);
  });

  it("seeds a database once: what the studio deleted stays deleted at the next start, in every language (issue 62)", async () => {
    await seedContent(first.db());
    await first
      .db()
      .delete(contentDocuments)
      .where(and(eq(contentDocuments.kind, "faq"), eq(contentDocuments.locale, "de")));
    expect(await seedContent(first.db())).toBe(0);
    expect((await publishedContent(first.db(), "de")).faq).toEqual([]);
    expect((await first.db().select().from(contentSeeds)).map((seed) => seed.locale).sort()).toEqual(["de", "en-GB"]);
  });

  it("seeds English when German's files are broken, and German at a later start once they are mended (issue 62)", async () => {
    const broken = (only: readonly Locale[]) =>
      only.map((locale) => {
        if (locale === "de") throw new ContentFilesError(["de/faq/how-long-does-a-website-take.json: is not valid JSON"]);
        return { locale, byKind: repositoryContent(locale) };
      });
    await first.db().delete(contentDocuments);
    await first.db().delete(contentSeeds);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const made = await seedContent(first.db(), broken);
      expect(made).toBe(contentKinds.reduce((sum, kind) => sum + repositoryContent()[kind].length, 0));
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/repository's de content was not given to the database.*is not valid JSON/s),
      );
    } finally {
      logged.mockRestore();
    }
    expect((await first.db().select().from(contentSeeds)).map((seed) => seed.locale)).toEqual(["en-GB"]);
    expect(await seedContent(first.db())).toBe(contentKinds.reduce((sum, kind) => sum + repositoryContent("de")[kind].length, 0));
  });

  it("gives a site seeded before the home page was content its home page at the next start, in each language, and nothing it deleted (issue 64)", async () => {
    await seedContent(first.db());
    // As a site seeded before: no home page, its seeds recording the kinds there were, and German's FAQ deleted in the studio.
    await first.db().delete(contentDocuments).where(eq(contentDocuments.kind, "home"));
    await first
      .db()
      .delete(contentDocuments)
      .where(and(eq(contentDocuments.kind, "faq"), eq(contentDocuments.locale, "de")));
    const before = contentKinds.filter((kind) => kind !== "home");
    await first.db().update(contentSeeds).set({ kinds: before });
    expect(await seedContent(first.db())).toBe(2);
    for (const locale of ["en-GB", "de"] as const) {
      const published = await publishedContent(first.db(), locale);
      expect(published.home).toEqual(repositoryContent(locale).home);
    }
    expect((await publishedContent(first.db(), "de")).faq).toEqual([]);
    expect((await first.db().select({ kinds: contentSeeds.kinds }).from(contentSeeds)).map((seed) => [...seed.kinds].sort())).toEqual([
      [...contentKinds].sort(),
      [...contentKinds].sort(),
    ]);
    expect(await seedContent(first.db())).toBe(0);
  });

  // Also gives German's documents back for the tests after it.
  it("gives a language whose seed was never recorded its files at the next start, and no other", async () => {
    await seedContent(first.db());
    await first.db().delete(contentDocuments).where(eq(contentDocuments.locale, "de"));
    await first.db().delete(contentSeeds).where(eq(contentSeeds.locale, "de"));
    const german = repositoryContent("de");
    expect(await seedContent(first.db())).toBe(contentKinds.reduce((sum, kind) => sum + german[kind].length, 0));
    expect(await publishedContent(first.db(), "de")).toEqual(german);
  });

  it("exports, imports into an empty database and exports again with no difference", async () => {
    await seedContent(first.db());
    const exported = newFolder();
    const written = writeContentFiles(exported, await publishedContent(first.db()), DEFAULT_LOCALE);
    const files = filesOf(exported);
    expect(Object.keys(files)).toHaveLength(written + 1);
    expect(files["post/dark-mode-that-follows-the-system.md"]).toMatch(/^---\ntitle: /);
    expect(JSON.parse(files["service/graphic-design.json"]!)).toMatchObject({ slug: "graphic-design" });

    const read = readContentFiles(exported);
    expect(await importContent(second.db(), read.byKind)).toEqual({ created: written, changed: 0, unchanged: 0 });
    const again = newFolder();
    writeContentFiles(again, await publishedContent(second.db()), DEFAULT_LOCALE);
    expect(filesOf(again)).toEqual(files);

    // Importing the same folder again changes nothing.
    expect(await importContent(second.db(), readContentFiles(again).byKind)).toEqual({ created: 0, changed: 0, unchanged: written });
  });

  it("exports and imports German as well as English: English first, German its words only, and back with no difference (issue 62)", async () => {
    await seedContent(first.db());
    const exported = newFolder();
    for (const locale of ["en-GB", "de"] as const)
      writeContentFiles(path.join(exported, locale), await publishedContent(first.db(), locale), locale);
    const files = filesOf(exported);
    expect(JSON.parse(files["de/course/ui-design-foundations.json"]!)).not.toHaveProperty("price");
    // The repository's own content/ is such an export.
    expect(files).toEqual(filesOf("content"));

    // German first into an empty database: it has no English to take its facts from, and nothing is saved.
    const german = readContentFiles(path.join(exported, "de"));
    await expect(importContent(third.db(), german.byKind, "import", "de")).rejects.toThrow(/has no English document to translate/);
    expect(await publishedContent(third.db(), "de")).toEqual(await publishedContent(third.db(), "en-GB"));

    await importContent(third.db(), readContentFiles(path.join(exported, "en-GB")).byKind);
    expect(await importContent(third.db(), german.byKind, "import", "de")).toMatchObject({ changed: 0, unchanged: 0 });
    const again = newFolder();
    for (const locale of ["en-GB", "de"] as const)
      writeContentFiles(path.join(again, locale), await publishedContent(third.db(), locale), locale);
    expect(filesOf(again)).toEqual(files);
    // Empty again for the test that seeds it.
    await third.db().delete(contentDocuments);
  });

  it("carries the uploaded images the content shows through an export and an import, at the same addresses", async () => {
    await seedContent(first.db());
    const made = await makeContentImage(await cameraPhoto(1000, 700));
    if (!made.ok) throw new Error(made.problem);
    await storeContentImage(first.db(), made.image, "A portrait", "editor@brightline.test");
    const [member] = (await publishedContent(first.db())).team;
    const portrait = { src: made.image.src, alt: "A portrait in the studio's light", width: made.image.width, height: made.image.height };
    // A second, named in a post's text only, as the studio puts a picture there.
    const inText = await makeContentImage(await cameraPhoto(600, 400));
    if (!inText.ok) throw new Error(inText.problem);
    await storeContentImage(first.db(), inText.image, "A sketch", "editor@brightline.test");
    const [post] = (await publishedContent(first.db())).post;
    const body = `${String(post!.data.body)}\n\n${pictureMarkdown("A sketch", inText.image)}\n`;
    await importContent(first.db(), {
      team: [{ slug: member!.slug, data: { ...member!.data, portrait } }],
      post: [{ slug: post!.slug, data: { ...post!.data, body } }],
    });

    const exported = newFolder();
    const published = await publishedContent(first.db());
    writeContentFiles(exported, published, DEFAULT_LOCALE);
    expect(await writeContentImageFiles(first.db(), exported, published)).toBe(2);
    const files = filesOf(exported);
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith("content-images/"))
        .sort(),
    ).toEqual(
      [
        ...["480.avif", "480.webp", "700.avif", "700.webp"].map((file) => `content-images/${made.image.hash}-${file}`),
        // Upright, as a camera turned it: 400 px wide.
        ...["400.avif", "400.webp"].map((file) => `content-images/${inText.image.hash}-${file}`),
        "content-images/images.json",
      ].sort(),
    );

    const read = readContentFiles(exported);
    await storeImportedImages(second.db(), read.images);
    await importContent(second.db(), read.byKind);
    for (const file of made.image.files)
      expect(Buffer.from((await contentImageFile(second.db(), made.image.hash, file.width, file.format))!)).toEqual(file.bytes);
    const again = newFolder();
    const imported = await publishedContent(second.db());
    writeContentFiles(again, imported, DEFAULT_LOCALE);
    await writeContentImageFiles(second.db(), again, imported);
    expect(filesOf(again)).toEqual(files);

    // A folder whose index names a file it does not hold is refused, naming the file.
    rmSync(path.join(again, "content-images", `${made.image.hash}-480.avif`));
    expect(() => readContentFiles(again)).toThrow(new RegExp(`content-images/${made.image.hash}-480.avif: is named by`));
  });

  it("publishes an edited file as a new version, and keeps the old one", async () => {
    await seedContent(first.db());
    const folder = newFolder();
    writeContentFiles(folder, await publishedContent(first.db()), DEFAULT_LOCALE);
    const file = path.join(folder, "service/graphic-design.json");
    const service = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...service, name: "Graphic design and illustration" }));

    const counts = await importContent(first.db(), readContentFiles(folder).byKind);
    expect(counts.changed).toBe(1);
    const published = await publishedContent(first.db());
    expect(published.service.find((entry) => entry.slug === "graphic-design")!.data.name).toBe("Graphic design and illustration");
    const [document] = await first
      .db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.slug, "graphic-design"), eq(contentDocuments.locale, "en-GB")));
    expect(document).toMatchObject({ latestVersion: 2, publishedVersion: 2 });
    const versions = await first.db().select().from(contentVersions).where(eq(contentVersions.documentId, document!.id));
    expect(versions.map((version) => [version.number, version.createdBy, (version.data as { name: string }).name])).toEqual([
      [1, "repository", service.name],
      [2, "import", "Graphic design and illustration"],
    ]);
  });

  it("refuses a folder with a bad document, naming every fault, and changes nothing", async () => {
    await seedContent(first.db());
    const folder = newFolder();
    writeContentFiles(folder, await publishedContent(first.db()), DEFAULT_LOCALE);
    const serviceFile = path.join(folder, "service/graphic-design.json");
    writeFileSync(serviceFile, JSON.stringify({ ...JSON.parse(readFileSync(serviceFile, "utf8")), name: "" }));
    const faqFile = path.join(folder, "faq", readdirSync(path.join(folder, "faq"))[0]!);
    writeFileSync(faqFile, JSON.stringify({ ...JSON.parse(readFileSync(faqFile, "utf8")), question: "No question mark" }));
    const before = await publishedContent(first.db());

    const refused = await importContent(first.db(), readContentFiles(folder).byKind).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentInvalidError);
    expect((refused as ContentInvalidError).problems).toEqual([
      expect.stringMatching(/^service "graphic-design": name: /),
      expect.stringMatching(/^faq "[a-z0-9-]+": question: /),
    ]);
    expect(await publishedContent(first.db())).toEqual(before);
  });

  it("refuses files that are missing, unreadable or not listed, and a slug field that names another document", async () => {
    await seedContent(first.db());
    const folder = newFolder();
    writeContentFiles(folder, await publishedContent(first.db()), DEFAULT_LOCALE);
    writeFileSync(path.join(folder, "service/stray.json"), "{}");
    writeFileSync(path.join(folder, "team", readdirSync(path.join(folder, "team"))[0]!), "{ not json");
    rmSync(path.join(folder, "post", readdirSync(path.join(folder, "post"))[0]!));
    const problems = (() => {
      try {
        readContentFiles(folder);
      } catch (error) {
        return error instanceof ContentFilesError ? error.problems : [String(error)];
      }
      return [];
    })();
    expect(problems).toEqual([
      expect.stringMatching(/^service\/stray\.json: is not listed in index\.json/),
      expect.stringMatching(/^post\/.+\.md: is listed in index\.json but is not there/),
      expect.stringMatching(/^team\/.+\.json: is not valid JSON/),
    ]);

    const renamed = { ...(await publishedContent(first.db())) };
    renamed.service = [{ slug: "graphic-design", data: { ...renamed.service[0]!.data, slug: "web-design" } }];
    await expect(importContent(first.db(), renamed)).rejects.toThrow(/service "graphic-design": slug: must be the document's own slug/);
  });

  it("refuses an import whose documents name one that is not published, and changes nothing", async () => {
    await seedContent(first.db());
    const before = await publishedContent(first.db());
    const course = before.course[0]!;
    const renamed = { slug: course.slug, data: { ...course.data, instructor: "nobody-on-the-team" } };

    await expect(importContent(first.db(), { course: [renamed, ...before.course.slice(1)] })).rejects.toThrow(
      new RegExp(`course "${course.slug}": instructor: names "nobody-on-the-team"`),
    );
    expect(await publishedContent(first.db())).toEqual(before);
  });

  it("lists the documents an import does not name after those it names, in the order they had", async () => {
    await seedContent(first.db());
    const faq = (await publishedContent(first.db())).faq;
    const [a, b, c, ...rest] = faq;
    await importContent(first.db(), { faq: [c!, a!] });
    expect((await publishedContent(first.db())).faq.map((entry) => entry.slug)).toEqual([c, a, b, ...rest].map((entry) => entry!.slug));
  });

  it("reports a folder that is not a kind of content", async () => {
    await seedContent(first.db());
    const folder = newFolder();
    writeContentFiles(folder, await publishedContent(first.db()), DEFAULT_LOCALE);
    mkdirSync(path.join(folder, "services"));
    expect(() => readContentFiles(folder)).toThrow(/services: is not a kind of content/);
  });

  it("seeds once when two instances start together, each with a connection of its own", async () => {
    const [one, two] = await Promise.all([seedContent(third.db()), seedContent(third.db())]);
    expect([one, two].sort((x, y) => x - y)[0]).toBe(0);
    const [{ documents } = { documents: 0 }] = await third.db().select({ documents: count() }).from(contentDocuments);
    expect(documents).toBe(Math.max(one, two));
    expect(documents).toBeGreaterThan(0);
  });

  it("refuses to export into a folder that holds anything", async () => {
    const folder = newFolder();
    writeFileSync(path.join(folder, "notes.txt"), "mine");
    const published = await publishedContent(first.db());
    expect(() => writeContentFiles(folder, published, DEFAULT_LOCALE)).toThrow(/is not empty/);
  });
});
