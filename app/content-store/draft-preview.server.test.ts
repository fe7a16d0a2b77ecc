import { showRepositoryContent } from "~tests/support/repository-content";
import { and, eq } from "drizzle-orm";
import { withContentPreview } from "~/content/content-preview.server";
import { findPost, posts } from "~/content/posts.server";
import { findService, services } from "~/content/services.server";
import { contentDocuments, contentVersions } from "~/database/schema.server";
import type { Database } from "~/database/database.server";
import { useTestDatabase } from "~tests/support/test-databases";
import { publishedContent } from "./content-documents.server";
import { createDocument, saveDraft } from "./content-drafts.server";
import { type DraftPreview, draftPreview } from "./draft-preview.server";
import { contentAfresh } from "~tests/support/content-afresh";

const editor = { email: "editor@brightline.test" };

async function idOf(db: Database, kind: string, slug: string) {
  const [document] = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.slug, slug), eq(contentDocuments.locale, "en-GB")));
  return document!.id;
}

const shown = (found: Awaited<ReturnType<typeof draftPreview>>): DraftPreview => {
  if (!found || "refused" in found) throw new Error(`Not a preview: ${JSON.stringify(found)}`);
  return found;
};

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

// Read-only over the store: PGlite shows it as well as a server would.
// The shipped content on the pages, as a new site shows it from its first start (issue 62).
showRepositoryContent();

describe("previewing a draft (issue 40)", () => {
  const test = useTestDatabase("PGlite");
  const db = () => test.db();

  beforeEach(async () => {
    // A site seeds once per database (issue 62); each test starts from the seeded store again.
    await contentAfresh(db());
  });

  it("puts the draft in its published version's place for the previewing request only, while everyone else sees what is published", async () => {
    const id = await idOf(db(), "service", "graphic-design");
    const data = (await publishedContent(db())).service.find((entry) => entry.slug === "graphic-design")!.data;
    await saveDraft(db(), { documentId: id, basedOn: 1, data: { ...data, name: "Identity and print" }, editor });
    const preview = shown(await draftPreview(db(), id));
    const before = services().map((service) => service.name);

    // Two requests at once, interleaved: the one previewing and one that is not.
    const [inPreview, outside] = await Promise.all([
      withContentPreview(preview.preview, async () => {
        await pause();
        return { name: findService("graphic-design")?.name, names: services().map((service) => service.name) };
      }),
      (async () => {
        await pause();
        return findService("graphic-design")?.name;
      })(),
    ]);

    expect(inPreview.name).toBe("Identity and print");
    // In the same place in the list, not added at its end.
    expect(inPreview.names).toEqual(before.map((name) => (name === data.name ? "Identity and print" : name)));
    expect(outside).toBe(data.name);
    expect(findService("graphic-design")?.name).toBe(data.name);
  });

  it("previews any earlier version, and one never published after the rest", async () => {
    const id = await idOf(db(), "service", "graphic-design");
    const data = (await publishedContent(db())).service.find((entry) => entry.slug === "graphic-design")!.data;
    await saveDraft(db(), { documentId: id, basedOn: 1, data: { ...data, name: "Identity and print" }, editor });
    expect(shown(await draftPreview(db(), id, 1)).title).toBe(data.name);
    expect(await draftPreview(db(), id, 3)).toBeUndefined();
    expect(await draftPreview(db(), "7b0f8a52-4a32-4c4f-9a0e-6a3c8cf5a111")).toBeUndefined();

    const newId = await createDocument(db(), {
      kind: "service",
      slug: "motion-design",
      data: { ...data, slug: "motion-design", name: "Motion design" },
      editor,
    });
    const fresh = shown(await draftPreview(db(), newId));
    expect(fresh.preview.slug).toBeNull();
    const names = withContentPreview(fresh.preview, () => services().map((service) => service.name));
    expect(names.at(-1)).toBe("Motion design");
    expect(names).toHaveLength(services().length + 1);
  });

  it("renders a post's Markdown as its page will, with script removed, and keeps the list newest first", async () => {
    const post = posts()[2]!;
    const id = await idOf(db(), "post", post.slug);
    const data = (await publishedContent(db())).post.find((entry) => entry.slug === post.slug)!.data;
    const body = "A new opening.\n\n<script>alert(1)</script>\n\n[A link](javascript:alert(1)) and [a real one](https://example.com).";
    await saveDraft(db(), { documentId: id, basedOn: 1, data: { ...data, date: "2099-01-01", body }, editor });

    const preview = shown(await draftPreview(db(), id));
    const seen = withContentPreview(preview.preview, () => ({ html: findPost(post.slug)!.html, first: posts()[0]!.slug }));
    expect(seen.html).toContain("A new opening.");
    expect(seen.html).not.toContain("<script");
    expect(seen.html).not.toContain("javascript:");
    expect(seen.html).toContain('href="https://example.com"');
    expect(seen.first).toBe(post.slug);
    // The published post's rendering is what it was.
    expect(findPost(post.slug)!.html).not.toContain("A new opening.");
  });

  it("refuses a version that no longer passes its kind's checks, naming every field at fault", async () => {
    const id = await idOf(db(), "service", "graphic-design");
    // As a version saved before its schema changed would be.
    await db()
      .insert(contentVersions)
      .values({ documentId: id, number: 2, data: { slug: "graphic-design", name: "G" }, createdBy: "import" });
    await db().update(contentDocuments).set({ latestVersion: 2 }).where(eq(contentDocuments.id, id));

    const found = await draftPreview(db(), id);
    expect(found && "refused" in found ? found.refused : []).toEqual(
      expect.arrayContaining([expect.stringMatching(/^name: /), expect.stringMatching(/^summary: /)]),
    );
  });

  it("refuses a draft that names someone not on the site, or takes another document's address, as a publish would", async () => {
    const post = posts()[0]!;
    const id = await idOf(db(), "post", post.slug);
    const data = (await publishedContent(db())).post.find((entry) => entry.slug === post.slug)!.data;
    await saveDraft(db(), { documentId: id, basedOn: 1, data: { ...data, author: "nobody-we-know" }, editor });
    const found = await draftPreview(db(), id);
    expect(found && "refused" in found ? found.refused : []).toEqual([expect.stringContaining("nobody-we-know")]);

    const [first, second] = services();
    const serviceId = await idOf(db(), "service", second!.slug);
    const service = (await publishedContent(db())).service.find((entry) => entry.slug === second!.slug)!.data;
    await saveDraft(db(), { documentId: serviceId, basedOn: 1, data: { ...service, slug: first!.slug }, editor });
    const taken = await draftPreview(db(), serviceId);
    expect(taken && "refused" in taken ? taken.refused : []).toEqual(["slug: another published document has this address"]);
  });
});
