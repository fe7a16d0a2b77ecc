import { showRepositoryContent } from "~tests/support/repository-content";
import { and, eq } from "drizzle-orm";
import { auditLog, contentDocuments, contentSeeds, contentVersions } from "~/database/schema.server";
import type { Database } from "~/database/database.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { answerNewForm } from "./content-editing.server";
import { studioFieldsOf } from "./reference-pickers.server";
import { publishVersion } from "./content-publishing.server";
import { saveDraft } from "./content-drafts.server";
import { versionComparison } from "./content-record.server";
import { answerStudioForm } from "./studio-answers.server";
import { contentAfresh } from "~tests/support/content-afresh";

const editor = { email: "editor@brightline.test" };

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { ok: true as const, form };
};

/** A new FAQ entry's form as the studio draws it. */
const faqForm = (fields: Partial<Record<"id" | "question" | "answer" | "group" | "intent", string>> = {}) =>
  posted({
    intent: "create",
    id: "do-you-take-on-small-projects",
    question: "Do you take on small projects?",
    answer: "Yes: a landing page or an audit of a site you already have is often where a longer relationship starts.",
    group: "services",
    ...fields,
  });

async function documentsOf(db: Database, kind: string, slug: string) {
  return db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.slug, slug), eq(contentDocuments.locale, "en-GB")));
}

// One transaction a change, as every other of the studio's: PGlite shows it as well as a server would.
// The shipped content on the pages, as a new site shows it from its first start (issue 62).
showRepositoryContent();

describe("new documents and deleting them in the studio (issue 40)", () => {
  const test = useTestDatabase("PGlite");
  const db = () => test.db();

  beforeEach(async () => {
    // A site seeds once per database (issue 62); each test starts from the seeded store again.
    await contentAfresh(db());
    await db().delete(auditLog);
  });

  it("makes an address left empty from the title's words (issue 64, item 10)", async () => {
    const { answer, status } = await answerNewForm(db(), "faq", faqForm({ id: "" }), editor);
    expect(status).toBe(200);
    const [document] = await documentsOf(db(), "faq", "do-you-take-on-small-projects");
    expect(answer).toEqual({ created: document!.id });
  });

  it("creates a document, unpublished, with the form as its first version, by whoever sent it", async () => {
    const { answer, status } = await answerNewForm(db(), "faq", faqForm(), editor);
    expect(status).toBe(200);
    const [document] = await documentsOf(db(), "faq", "do-you-take-on-small-projects");
    expect(answer).toEqual({ created: document!.id });
    expect(document).toMatchObject({ publishedVersion: null, latestVersion: 1 });
    const [version] = await db().select().from(contentVersions).where(eq(contentVersions.documentId, document!.id));
    expect(version).toMatchObject({ number: 1, createdBy: editor.email, data: { question: "Do you take on small projects?" } });
  });

  it("refuses a form with fields at fault, or an address another document has, naming the field and creating nothing", async () => {
    const bad = await answerNewForm(db(), "faq", faqForm({ question: "?", id: "Not An Address" }), editor);
    expect(bad.status).toBe(400);
    expect(bad.answer.created).toBeUndefined();
    expect(Object.keys(bad.answer.created === undefined ? bad.answer.problems : {}).sort()).toEqual(["id", "question"]);

    const [taken] = (await db().select().from(contentDocuments).where(eq(contentDocuments.kind, "faq"))).map((row) => row.slug);
    const twice = await answerNewForm(db(), "faq", faqForm({ id: taken! }), editor);
    expect(twice.status).toBe(400);
    expect(twice.answer.created === undefined && twice.answer.problems).toEqual({
      id: "Another document has this address already: choose another.",
    });
    expect(await documentsOf(db(), "faq", "do-you-take-on-small-projects")).toEqual([]);
  });

  it("asks a post for an address of its own, as its data names none", async () => {
    const { answer, status } = await answerNewForm(db(), "post", posted({ intent: "create", slug: "Not an address" }), editor);
    expect(status).toBe(400);
    expect(answer.created === undefined && Object.keys(answer.problems)).toContain("slug");
  });

  it("offers the documents a post may name by their names, and refuses a name that is none of them, creating nothing (issue 64)", async () => {
    const fields = await studioFieldsOf(db(), "post");
    const author = fields.find((field) => field.name === "author");
    expect(author).toMatchObject({ kind: "choice", required: true });
    const offered = author?.kind === "choice" ? author.options : [];
    expect(offered).toContainEqual({ id: "maya-okafor", label: "Maya Okafor" });
    expect(offered).toHaveLength(6);

    const post = (name: string) =>
      posted({
        intent: "create",
        slug: "a-post-by-someone",
        title: "A post by someone",
        date: "2026-12-01",
        author: name,
        "tags.0": "design",
        summary: "A summary long enough for the schema, which asks for sixty characters at least.",
        "cover.src": "/images/blog/dark-mode.svg",
        "cover.alt": "A cover",
        "cover.width": "1200",
        "cover.height": "630",
        body: "Words.",
      });
    const unknown = await answerNewForm(db(), "post", post("olivia-owner"), editor);
    expect(unknown.status).toBe(400);
    expect(unknown.answer.created === undefined && unknown.answer.problems).toEqual({
      author: "Choose one of the list: the one this named is not in the studio.",
    });
    expect(await documentsOf(db(), "post", "a-post-by-someone")).toEqual([]);
    expect((await answerNewForm(db(), "post", post("maya-okafor"), editor)).status).toBe(200);

    // Compared with a later version, the documents it names read by their names, as the form offers them.
    const [made] = await documentsOf(db(), "post", "a-post-by-someone");
    const [first] = await db().select().from(contentVersions).where(eq(contentVersions.documentId, made!.id));
    const data = first!.data as Record<string, unknown>;
    await saveDraft(db(), {
      documentId: made!.id,
      basedOn: 1,
      data: { ...data, author: "priya-raman", tags: ["design", "performance"] },
      editor,
    });
    const compared = await versionComparison(db(), made!.id, 1, 2);
    expect(compared!.changes.map((change) => ("before" in change ? [change.label, change.before, change.after] : change.label))).toEqual([
      ["Tag 2", "(empty)", "Performance"],
      ["Author", "Maya Okafor", "Priya Raman"],
    ]);
  });

  it("offers a case study's services and a quote's case study as choices (issue 64)", async () => {
    const project = await studioFieldsOf(db(), "project");
    const services = project.find((field) => field.name === "services");
    expect(services?.kind === "list" && services.item).toMatchObject({ kind: "choice", name: "services.#" });
    const about = await studioFieldsOf(db(), "about");
    const quotes = about.find((field) => field.name === "quotes");
    const quoted =
      quotes?.kind === "list" && quotes.item.kind === "group"
        ? quotes.item.fields.find((field) => field.name === "quotes.#.project")
        : undefined;
    expect(quoted).toMatchObject({ kind: "choice", required: false });
  });

  it("deletes a document that is not on the site, with a tick to say so, and refuses one that is", async () => {
    const { answer } = await answerNewForm(db(), "faq", faqForm(), editor);
    const id = answer.created!;

    const unticked = await answerStudioForm(db(), id, posted({ intent: "delete" }), editor);
    expect(unticked).toMatchObject({
      status: 400,
      answer: { ok: false, message: "Nothing was deleted: tick the box to say you mean it.", field: "confirm" },
    });
    await publishVersion(db(), id, 1, editor);
    const published = await answerStudioForm(db(), id, posted({ intent: "delete", confirm: "yes" }), editor);
    expect(published.status).toBe(400);
    expect(published.answer.problems).toEqual(['faq "do-you-take-on-small-projects": is published; unpublish it before deleting it']);

    await answerStudioForm(db(), id, posted({ intent: "unpublish" }), editor);
    const deleted = await answerStudioForm(db(), id, posted({ intent: "delete", confirm: "yes" }), editor);
    expect(deleted).toMatchObject({ status: 200, answer: { ok: true, deleted: true } });
    expect(await documentsOf(db(), "faq", "do-you-take-on-small-projects")).toEqual([]);
    expect(await db().select().from(contentVersions).where(eq(contentVersions.documentId, id))).toEqual([]);
    const audit = await db().select({ action: auditLog.action, actor: auditLog.actor }).from(auditLog);
    expect(audit).toContainEqual({ action: "content-deleted", actor: editor.email });
  });
});

// PGlite runs one transaction at a time: only a server shows two creates racing.
describe.runIf(testDatabaseKinds.includes("PostgreSQL" as never))("two editors creating one address at once, on PostgreSQL", () => {
  const test = useTestDatabase("PostgreSQL");

  it("makes one document and tells the other the address is taken, never a server error", async () => {
    await test.db().delete(contentDocuments);
    // Seeded once per database (issue 62): this test seeds it afresh.
    await test.db().delete(contentSeeds);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => answerNewForm(test.db(), "faq", faqForm(), { email: `editor-${index}@brightline.test` })),
    );
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1);
    for (const { status, answer } of answers.filter(({ status }) => status !== 200)) {
      expect(status).toBe(400);
      expect(answer.created === undefined && answer.problems).toEqual({ id: "Another document has this address already: choose another." });
    }
  });
});
