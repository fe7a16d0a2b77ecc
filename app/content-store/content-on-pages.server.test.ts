import { and, eq } from "drizzle-orm";
import { findService, services } from "~/content/services.server";
import { repositoryContent } from "~tests/support/repository-content";
import { contentDocuments, contentRedirects } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { publishedContent } from "./content-documents.server";
import { saveDraft } from "./content-drafts.server";
import { contentPublished, followPublishedContent } from "./content-on-pages.server";
import { movedOrMissing } from "./moved-documents.server";
import { publishVersion, scheduleVersion } from "./content-publishing.server";

const editor = { email: "editor@brightline.test" };

describe.each(testDatabaseKinds)("the pages follow what is published (issue 40), on %s", (kind) => {
  const test = useTestDatabase(kind);
  useTestSettings(() => ({ DATABASE_URL: test.url() }));
  const changed: (readonly string[])[] = [];
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    // The next run of this file's tests starts from the repository's content again.
    const [service] = await test
      .db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.slug, "graphic-design"), eq(contentDocuments.locale, "en-GB")));
    await publishVersion(test.db(), service!.id, 1, editor);
    await test.db().delete(contentRedirects);
    await contentPublished();
    await stop?.();
  });

  const draft = async (name: string) => {
    const [service] = await test
      .db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, "service"), eq(contentDocuments.slug, "graphic-design"), eq(contentDocuments.locale, "en-GB")));
    const data = (await publishedContent(test.db())).service.find((entry) => entry.slug === "graphic-design")!.data;
    const number = await saveDraft(test.db(), {
      documentId: service!.id,
      basedOn: service!.latestVersion,
      data: { ...data, name },
      editor,
    });
    return { id: service!.id, number };
  };

  it("starts on the store's content, which is the repository's the first time: every page that shows it is new (issue 62)", async () => {
    // Nothing is shown before the first read in this process; the second database's run finds the same content shown.
    const firstRead = services().length === 0;
    stop = await followPublishedContent({ pagesChanged: (paths) => changed.push(paths) });
    expect((await publishedContent(test.db())).service).toEqual(repositoryContent().service);
    expect(services().map((service) => service.slug)).toEqual(repositoryContent().service.map((entry) => entry.slug));
    if (firstRead) expect(changed.flat()).toEqual(expect.arrayContaining(["/", "/services", "/de/services", "/sitemap.xml"]));
    else expect(changed.flat()).toEqual([]);
  });

  it("shows a publish before contentPublished resolves, and names the pages that show it", async () => {
    const { id, number } = await draft("Graphic design, published now");
    await publishVersion(test.db(), id, number, editor);
    expect(findService("graphic-design")!.name).not.toBe("Graphic design, published now");

    await contentPublished();

    expect(findService("graphic-design")!.name).toBe("Graphic design, published now");
    expect(changed.at(-1)).toEqual(expect.arrayContaining(["/services", "/services/graphic-design", "/projects/*", "/sitemap.xml"]));
  });

  it("sends an old address of a moved document to its new one, permanently, once it is shown", async () => {
    const [service] = await test
      .db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.slug, "graphic-design"), eq(contentDocuments.locale, "en-GB")));
    const data = (await publishedContent(test.db())).service.find((entry) => entry.slug === "graphic-design")!.data;
    const pathOf = (slug: string) => `/services/${slug}`;
    expect(movedOrMissing("service", "graphic-design", pathOf, "No such service").status).toBe(404);
    const number = await saveDraft(test.db(), {
      documentId: service!.id,
      basedOn: service!.latestVersion,
      data: { ...data, slug: "brand-design" },
      editor,
    });
    await publishVersion(test.db(), service!.id, number, editor);
    await contentPublished();

    const answer = movedOrMissing("service", "graphic-design", pathOf, "No such service");
    expect([answer.status, answer.headers.get("location")]).toEqual([301, "/services/brand-design"]);
    expect(movedOrMissing("service", "never-was", pathOf, "No such service").status).toBe(404);
    expect(changed.at(-1)).toEqual(expect.arrayContaining(["/services/graphic-design", "/services/brand-design"]));

    // Back where it was: the address is the document's again, and nothing redirects from it.
    const back = await saveDraft(test.db(), { documentId: service!.id, basedOn: number, data, editor });
    await publishVersion(test.db(), service!.id, back, editor);
    await contentPublished();
    expect(findService("graphic-design")).toBeDefined();
    expect(movedOrMissing("service", "brand-design", pathOf, "No such service").status).toBe(301);
  });

  it("publishes a scheduled version within a second or so of its time, and shows it", async () => {
    const { id, number } = await draft("Graphic design, on schedule");
    const at = new Date(Date.now() + 500);
    await scheduleVersion(test.db(), id, number, at, editor);
    const calls = changed.length;

    while (findService("graphic-design")!.name !== "Graphic design, on schedule" && Date.now() - at.getTime() < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 50));

    expect(findService("graphic-design")!.name).toBe("Graphic design, on schedule");
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(Date.now() - at.getTime()).toBeLessThan(2_500);
    expect(changed.slice(calls).flat()).toContain("/services/graphic-design");
  });
});
