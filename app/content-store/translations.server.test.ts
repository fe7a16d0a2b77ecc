import { showRepositoryContent } from "~tests/support/repository-content";
import { and, eq } from "drizzle-orm";
import { contentDocuments, contentSeeds, contentVersions } from "~/database/schema.server";
import type { Database } from "~/database/database.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { type ContentInvalidError, publishedContent, seedContent } from "./content-documents.server";
import { restoreVersion, saveDraft } from "./content-drafts.server";
import { listDocuments } from "./content-listing.server";
import { publishVersion, unpublishDocument } from "./content-publishing.server";
import { languageVersions, sideBySide, startTranslation } from "./translations.server";
import { draftPreview } from "./draft-preview.server";
import { versionComparison } from "./content-record.server";
import { contentAfresh } from "~tests/support/content-afresh";

const editor = { email: "translator@brightline.test" };

async function documentOf(db: Database, kind: string, slug: string, locale = "en-GB") {
  const [document] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.slug, slug), eq(contentDocuments.locale, locale)));
  if (!document) throw new Error(`No ${kind} "${slug}" in ${locale}`);
  return document;
}

const german = async (db: Database, slug: string) =>
  (await languageVersions(db, (await documentOf(db, "service", slug)).id))!.languages.find((language) => language.locale === "de")!;

// The shipped content on the pages, as a new site shows it from its first start (issue 62).
showRepositoryContent();

describe.each(testDatabaseKinds)("translations in the content studio (issue 42), on %s", (kind) => {
  const test = useTestDatabase(kind);
  const db = () => test.db();

  beforeEach(async () => {
    // A site seeds once per database (issue 62); each test starts from the seeded store again.
    await contentAfresh(db());
  });

  it("seeds the repository's German beside the English, published and up to date", async () => {
    const languages = (await languageVersions(db(), (await documentOf(db(), "service", "ux-ui")).id))!.languages;
    expect(languages.map((language) => [language.locale, language.state, language.freshness, language.sourceVersion])).toEqual([
      ["en-GB", "published", "current", null],
      ["de", "published", "current", 1],
    ]);
    expect((await publishedContent(db(), "de")).service.find((entry) => entry.slug === "ux-ui")).toBeDefined();
  });

  it("marks a translation out of date when English publishes a version after it, and current again once it is saved", async () => {
    const english = await documentOf(db(), "service", "ux-ui");
    const data = (await publishedContent(db())).service.find((entry) => entry.slug === "ux-ui")!.data;
    await saveDraft(db(), { documentId: english.id, basedOn: 1, data: { ...data, name: "UX and UI design" }, editor });
    // A draft is not what the site shows: the translation is still of what is published.
    expect((await german(db(), "ux-ui")).freshness).toBe("current");
    await publishVersion(db(), english.id, 2, editor);
    expect(await german(db(), "ux-ui")).toMatchObject({ freshness: "outdated", sourceVersion: 1 });
    const [listed] = await listDocuments(db(), { q: "ux-ui", translation: "outdated" });
    expect(listed?.translations).toEqual([{ locale: "de", id: expect.any(String), state: "published", outdated: true }]);

    const translation = await documentOf(db(), "service", "ux-ui", "de");
    const germanData = (await publishedContent(db(), "de")).service.find((entry) => entry.slug === "ux-ui")!.data;
    await saveDraft(db(), { documentId: translation.id, basedOn: 1, data: { ...germanData, name: "UX- und UI-Design" }, editor });
    expect(await german(db(), "ux-ui")).toMatchObject({ freshness: "current", sourceVersion: 2, latestVersion: 2 });
    // Restoring the old words brings back how old they are.
    await restoreVersion(db(), { documentId: translation.id, number: 1, basedOn: 2, editor });
    expect(await german(db(), "ux-ui")).toMatchObject({ freshness: "outdated", sourceVersion: 1 });
    expect(await listDocuments(db(), { q: "", translation: "outdated" })).toHaveLength(1);
  });

  it("keeps a translation current when English publishes the words it was written from again, as a restore does (issue 64)", async () => {
    const english = await documentOf(db(), "service", "ux-ui");
    const data = (await publishedContent(db())).service.find((entry) => entry.slug === "ux-ui")!.data;
    await saveDraft(db(), { documentId: english.id, basedOn: 1, data: { ...data, name: "UX and UI design" }, editor });
    await publishVersion(db(), english.id, 2, editor);
    expect((await german(db(), "ux-ui")).freshness).toBe("outdated");
    // Version 1's words back, as version 3: what the German was written from.
    const restored = await restoreVersion(db(), { documentId: english.id, number: 1, basedOn: 2, editor });
    await publishVersion(db(), english.id, restored, editor);
    expect(await german(db(), "ux-ui")).toMatchObject({ freshness: "current", sourceVersion: 1 });
    expect(await listDocuments(db(), { q: "ux-ui", translation: "outdated" })).toEqual([]);
  });

  it("starts a missing translation from the English as published, unpublished, and shows it beside the English", async () => {
    const english = await documentOf(db(), "service", "ux-ui");
    const translation = await documentOf(db(), "service", "ux-ui", "de");
    await unpublishDocument(db(), translation.id, editor);
    await db().delete(contentDocuments).where(eq(contentDocuments.id, translation.id));
    expect(await german(db(), "ux-ui")).toMatchObject({ freshness: "missing", documentId: null });
    expect((await listDocuments(db(), { q: "", kind: "service", translation: "missing" })).map((row) => row.slug)).toEqual(["ux-ui"]);

    const id = await startTranslation(db(), { documentId: english.id, locale: "de", editor });
    expect(await startTranslation(db(), { documentId: english.id, locale: "de", editor })).toBe(id);
    expect(await german(db(), "ux-ui")).toMatchObject({ documentId: id, state: "unpublished", freshness: "current", sourceVersion: 1 });
    const view = (await sideBySide(db(), id))!;
    const name = view.rows.find((row) => row.field === "name")!;
    expect(name.values).toEqual([
      { locale: "en-GB", text: "UX/UI", asEnglish: false },
      { locale: "de", text: "UX/UI", asEnglish: false },
    ]);
    // Long words left as English are pointed out: they are what is left to translate.
    expect(view.rows.find((row) => row.field === "intro")!.values[1]!.asEnglish).toBe(true);
    // Words only: a fact (the image's file, the address) is English's everywhere, nothing to compare (issue 62).
    expect(view.rows.map((row) => row.field)).toContain("image.alt");
    expect(view.rows.map((row) => row.field)).not.toContain("image.src");
    expect(view.rows.map((row) => row.field)).not.toContain("slug");
  });

  it("keeps a translation at its English document's address", async () => {
    const translation = await documentOf(db(), "service", "ux-ui", "de");
    const data = (await publishedContent(db(), "de")).service.find((entry) => entry.slug === "ux-ui")!.data;
    const moving = saveDraft(db(), { documentId: translation.id, basedOn: 1, data: { ...data, slug: "ux-und-ui" }, editor });
    await expect(moving).rejects.toMatchObject({
      problems: ['service "ux-ui": slug: a translation keeps the English document\'s address'],
    } satisfies Partial<ContentInvalidError>);
  });

  it("moves a translation with its English document, and never on its own", async () => {
    const english = await documentOf(db(), "service", "ux-ui");
    const data = (await publishedContent(db())).service.find((entry) => entry.slug === "ux-ui")!.data;
    await saveDraft(db(), { documentId: english.id, basedOn: 1, data: { ...data, slug: "product-design" }, editor });
    await publishVersion(db(), english.id, 2, editor);

    const moved = await documentOf(db(), "service", "product-design", "de");
    expect((await publishedContent(db(), "de")).service.map((entry) => entry.slug)).toContain("product-design");
    // Its words name no address (issue 62): the version published stays the one it was.
    expect(moved.publishedVersion).toBe(1);
    // An address is a fact, not words: nothing for the translator to do (issue 64).
    expect(await german(db(), "product-design")).toMatchObject({ documentId: moved.id, freshness: "current" });
  });

  it("refuses to move an English document onto an address a German document holds alone, and changes nothing", async () => {
    // A site whose English ux-ui moved before German existed: its next start leaves the German ux-ui out (issue 62)...
    await db().delete(contentDocuments).where(eq(contentDocuments.locale, "de"));
    await db().delete(contentSeeds).where(eq(contentSeeds.locale, "de"));
    const english = await documentOf(db(), "service", "ux-ui");
    const data = (await publishedContent(db())).service.find((entry) => entry.slug === "ux-ui")!.data;
    await saveDraft(db(), { documentId: english.id, basedOn: 1, data: { ...data, slug: "product-design" }, editor });
    await publishVersion(db(), english.id, 2, editor);
    await seedContent(db());
    await expect(documentOf(db(), "service", "ux-ui", "de")).rejects.toThrow(/No service "ux-ui" in de/);
    // ...but one seeded before that rule holds the address alone.
    const [orphan] = await db()
      .insert(contentDocuments)
      .values({ kind: "service", slug: "ux-ui", locale: "de", position: 9, latestVersion: 1, publishedVersion: 1 })
      .returning({ id: contentDocuments.id });
    await db()
      .insert(contentVersions)
      .values({ documentId: orphan!.id, number: 1, data: { name: "UX/UI" }, createdBy: "repository" });
    const alone = await documentOf(db(), "service", "ux-ui", "de");

    const other = await documentOf(db(), "service", "web-development");
    const otherData = (await publishedContent(db())).service.find((entry) => entry.slug === "web-development")!.data;
    await saveDraft(db(), { documentId: other.id, basedOn: 1, data: { ...otherData, slug: "ux-ui" }, editor });
    await expect(publishVersion(db(), other.id, 2, editor)).rejects.toMatchObject({
      problems: ['service "ux-ui": slug: another document has this address already'],
    });
    expect(await documentOf(db(), "service", "web-development")).toMatchObject({ publishedVersion: 1 });
    expect(await documentOf(db(), "service", "web-development", "de")).toMatchObject({ publishedVersion: 1 });
    expect(await documentOf(db(), "service", "ux-ui", "de")).toEqual(alone);
  });

  /** A German version as sites kept them before translations held words only (issue 62): the whole document, facts and all. */
  async function legacyGermanVersion(slug: string) {
    const translation = await documentOf(db(), "course", slug, "de");
    const english = (await publishedContent(db())).course.find((entry) => entry.slug === slug)!.data;
    const words = (await publishedContent(db(), "de")).course.find((entry) => entry.slug === slug)!.data;
    const number = translation.latestVersion + 1;
    await db()
      .insert(contentVersions)
      .values({
        documentId: translation.id,
        number,
        data: { ...english, ...words, price: 1 },
        createdBy: "before@brightline.test",
        sourceVersion: 1,
      });
    await db().update(contentDocuments).set({ latestVersion: number }).where(eq(contentDocuments.id, translation.id));
    return { translation, number };
  }

  it("publishes, previews, compares and restores a German version saved with facts before issue 62, reading its words only", async () => {
    const slug = "ui-design-foundations";
    const { translation, number } = await legacyGermanVersion(slug);
    const englishPrice = (await publishedContent(db())).course.find((entry) => entry.slug === slug)!.data.price;

    const preview = await draftPreview(db(), translation.id, number);
    expect(preview && "preview" in preview ? (preview.preview.entry as { price: number }).price : preview).toBe(englishPrice);
    const restored = await restoreVersion(db(), { documentId: translation.id, number, basedOn: number, editor });
    const [kept] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, translation.id), eq(contentVersions.number, restored)));
    expect(kept!.data).not.toHaveProperty("price");
    const compared = await versionComparison(db(), translation.id, number, restored);
    expect(compared!.changes).toEqual([]);
    await publishVersion(db(), translation.id, number, editor);
    expect((await publishedContent(db(), "de")).course.find((entry) => entry.slug === slug)!.data).not.toHaveProperty("price");
  });

  it("previews a German draft over English's published facts, and refuses one whose English is not published", async () => {
    const slug = "how-long-does-a-website-take";
    const translation = await documentOf(db(), "faq", slug, "de");
    const english = await documentOf(db(), "faq", slug);
    const preview = await draftPreview(db(), translation.id);
    const facts = (await publishedContent(db())).faq.find((entry) => entry.slug === slug)!.data;
    expect(preview && "preview" in preview ? preview.preview.entry : preview).toMatchObject({
      id: slug,
      group: facts.group,
      question: expect.stringMatching(/Website/),
    });
    await unpublishDocument(db(), english.id, editor);
    expect(await draftPreview(db(), translation.id)).toMatchObject({
      refused: [expect.stringMatching(/English document is not published/)],
    });
  });

  it("refuses a German save whose list of items holding facts has another length than English's, naming it", async () => {
    const translation = await documentOf(db(), "about", "about-us", "de");
    const words = (await publishedContent(db(), "de")).about[0]!.data as { quotes: unknown[] };
    const saving = saveDraft(db(), {
      documentId: translation.id,
      basedOn: translation.latestVersion,
      data: { ...words, quotes: words.quotes.slice(1) },
      editor,
    });
    await expect(saving).rejects.toMatchObject({
      problems: [
        expect.stringMatching(/^about "about-us": quotes: has \d+ items, its English document \d+; a translation keeps English's items/),
      ],
    } satisfies Partial<ContentInvalidError>);
  });
});
