import { and, eq } from "drizzle-orm";
import { contentDocuments, searchEntries } from "~/database/schema.server";
import { publishedContent, writeSearchEntriesAfterSeeding } from "~/content-store/content-documents.server";
import { saveDraft } from "~/content-store/content-drafts.server";
import { publishVersion, unpublishDocument } from "~/content-store/content-publishing.server";
import type { Locale } from "~/i18n/locale";
import { contentAfresh } from "~tests/support/content-afresh";
import { showRepositoryContent } from "~tests/support/repository-content";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { otherSpelling } from "./other-spellings.server";
import { searchQuery } from "./search-query.server";
import { RESULTS_PER_PAGE, searchSite } from "./site-search.server";

const editor = { email: "editor@brightline.test" };

showRepositoryContent();

const plain = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join("");
const markedWords = (pieces: { text: string; marked: boolean }[]) => pieces.filter((piece) => piece.marked).map((piece) => piece.text);

describe.each(testDatabaseKinds)("search across what is published (issue 68), on %s", (kind) => {
  const test = useTestDatabase(kind);
  const db = () => test.db();
  const search = (locale: Locale, text: string, page = 1) => searchSite(db(), locale, searchQuery(text), page);
  const addresses = async (locale: Locale, text: string) => (await search(locale, text)).results.map((result) => result.address);

  // Read-only but for the last test, which publishes and unpublishes one answer.
  beforeAll(async () => {
    await contentAfresh(db());
    await db().delete(searchEntries);
    // Written as a start writes it for a site that has none.
    expect(await writeSearchEntriesAfterSeeding(db(), 0)).toBeGreaterThan(0);
    expect(await writeSearchEntriesAfterSeeding(db(), 0)).toBe(0);
  });

  it("holds every published course, service, case study, post and FAQ answer, in each language", async () => {
    const english = await publishedContent(db());
    const rows = await db().select({ locale: searchEntries.locale, kind: searchEntries.kind }).from(searchEntries);
    const expected = ["course", "service", "project", "post", "faq"].reduce((sum, kind) => sum + english[kind as "course"].length, 0);
    expect(rows.filter((row) => row.locale === "en-GB")).toHaveLength(expected);
    expect(rows.filter((row) => row.locale === "de")).toHaveLength(expected);
  });

  it("finds every published document by the words of its title, in each language", async () => {
    const rows = await db().select().from(searchEntries);
    for (const row of rows) {
      const found = await addresses(row.locale as Locale, row.title);
      expect(found, `${row.locale} "${row.title}"`).toContain(row.address);
    }
  });

  it("finds a word by another form of it, with the language's stemming, and marks what it found", async () => {
    // German's stemmer: "Formular" finds "Formulare", "Webseite" finds "Webseiten".
    const forms = await search("de", "Formular");
    expect(forms.total).toBeGreaterThan(0);
    expect(forms.results.flatMap((result) => [...markedWords(result.title), ...markedWords(result.excerpt)]).join(" ")).toMatch(/Formular/);
    expect(forms.results.some((result) => /Formulare\b/.test(plain(result.title) + plain(result.excerpt)))).toBe(true);
    expect((await search("de", "Webseite")).total).toBeGreaterThan(0);
    // The stemmer parts "Kurs" (kur) from "Kurse" (kurs): the typed word as a prefix finds it.
    const courses = await search("de", "Kurs");
    expect(courses.results.some((result) => /Kurse\b/.test(plain(result.title) + plain(result.excerpt)))).toBe(true);
    // English's: "form" finds "forms".
    expect((await addresses("en-GB", "form")).some((address) => address.startsWith("/courses/accessible-forms"))).toBe(true);
    // A German page's address is German.
    expect((await addresses("de", "Formular")).every((address) => address.startsWith("/de/"))).toBe(true);
  });

  it("answers a made-up word, a phrase, operators, SQL and NUL without an error, and finds nothing where nothing is", async () => {
    for (const text of ["zzqxyvv", `"dark mode"`, "-react or", "'; drop table search_entries; --", "\u0000", "!:*&|()", "ä".repeat(10_000)])
      await expect(search("en-GB", text)).resolves.toMatchObject({ total: expect.any(Number) });
    expect((await search("en-GB", "zzqxyvv")).total).toBe(0);
    expect((await search("en-GB", "")).results).toEqual([]);
    expect(await db().$count(searchEntries)).toBeGreaterThan(0);
  });

  it("reads a query as people write one: a phrase in quotes, a word left out with a minus, stop words alone finding nothing", async () => {
    const texts = async (text: string) =>
      (await search("en-GB", text)).results.map((result) => `${plain(result.title)} ${plain(result.excerpt)}`.toLowerCase());
    const dark = await search("en-GB", "dark");
    const darkWithoutMode = await search("en-GB", "dark -mode");
    expect(darkWithoutMode.total).toBeLessThan(dark.total);
    const rows = await db()
      .select({ title: searchEntries.title, text: searchEntries.text, address: searchEntries.address })
      .from(searchEntries);
    const withMode = rows.filter((row) => /\bmode/i.test(`${row.title} ${row.text}`)).map((row) => row.address);
    expect(withMode.length).toBeGreaterThan(0);
    for (const address of await addresses("en-GB", "dark -mode")) expect(withMode).not.toContain(address);
    // A phrase: the words side by side.
    const phrase = await search("en-GB", `"dark mode"`);
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.total).toBeLessThanOrEqual((await search("en-GB", "dark mode")).total);
    for (const text of await texts(`"dark mode"`)) expect(text).toMatch(/dark[\s-]+mode/);
    // Stop words alone: nothing, not every page.
    expect((await search("en-GB", "the")).total).toBe(0);
    expect((await search("de", "und")).total).toBe(0);
  });

  it("gives results a page at a time, best first, the title's match above the text's", async () => {
    const first = await search("en-GB", "design");
    expect(first.total).toBeGreaterThan(RESULTS_PER_PAGE);
    expect(first.results).toHaveLength(RESULTS_PER_PAGE);
    const second = await search("en-GB", "design", 2);
    expect(second.total).toBe(first.total);
    expect(second.results.map((result) => result.address)).not.toContain(first.results[0]!.address);
    expect(markedWords(first.results[0]!.title).length).toBeGreaterThan(0);
  });

  it("suggests the nearest words the pages use for a misspelt query", async () => {
    expect(await otherSpelling(db(), "en-GB", searchQuery("accesibility desing").words)).toBe("accessibility design");
    expect(await otherSpelling(db(), "de", searchQuery("Barierefreiheit").words)).toBe("barrierefreiheit");
    expect(await otherSpelling(db(), "en-GB", searchQuery("design").words)).toBeUndefined();
  });

  it("finds a publish the moment it commits, and nothing an unpublish took away", async () => {
    const [faq] = await db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, "faq"), eq(contentDocuments.locale, "en-GB")))
      .limit(1);
    const data = (await publishedContent(db())).faq.find((entry) => entry.slug === faq!.slug)!.data;
    const version = await saveDraft(db(), {
      documentId: faq!.id,
      basedOn: faq!.latestVersion,
      data: { ...data, answer: `${String(data.answer)} Quokkas welcome.` },
      editor,
    });
    expect((await search("en-GB", "quokkas")).total).toBe(0);
    await publishVersion(db(), faq!.id, version, editor);
    expect(await addresses("en-GB", "quokkas")).toEqual([`/faq#${faq!.slug}`]);
    await unpublishDocument(db(), faq!.id, editor);
    expect((await search("en-GB", "quokkas")).total).toBe(0);
  });
});
