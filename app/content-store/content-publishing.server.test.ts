import { showRepositoryContent } from "~tests/support/repository-content";
import { and, eq, like } from "drizzle-orm";
import { auditLog, cohorts, contentDocuments, contentRedirects, contentVersions } from "~/database/schema.server";
import type { Database } from "~/database/database.server";
import { inLocale } from "~/i18n/request-locale.server";
import { aCohort } from "~tests/support/a-cohort";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { type ContentInvalidError, PUBLISH_LOCK, publishedContent } from "./content-documents.server";
import { ContentConflictError, createDocument, deleteDocument, restoreVersion, saveDraft } from "./content-drafts.server";
import {
  ContentNotFoundError,
  cancelSchedule,
  publishDue,
  publishVersion,
  scheduleVersion,
  unpublishDocument,
} from "./content-publishing.server";
import { answerStudioForm } from "./studio-answers.server";
import { contentAfresh } from "~tests/support/content-afresh";

const editor = { email: "editor@brightline.test" };
const colleague = { email: "colleague@brightline.test" };

async function documentOf(db: Database, kind: string, slug: string, locale = "en-GB") {
  const [document] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.slug, slug), eq(contentDocuments.locale, locale)));
  if (!document) throw new Error(`No ${kind} "${slug}"`);
  return document;
}

async function publishedData(db: Database, kind: "service" | "course" | "team" | "post" | "tag", slug: string) {
  return (await publishedContent(db))[kind].find((entry) => entry.slug === slug)?.data;
}

/** A publish form as the document's page sends it. */
function publishForm(version: number) {
  const form = new FormData();
  form.append("intent", "publish");
  form.append("version", String(version));
  return { ok: true as const, form };
}

async function auditLines(db: Database) {
  const lines = await db.select().from(auditLog).where(like(auditLog.action, "content-%"));
  return lines.map((line) => [line.actor, line.action, line.detail]);
}

// The shipped content on the pages, as a new site shows it from its first start (issue 62).
showRepositoryContent();

describe.each(testDatabaseKinds)("publishing in the content studio (issue 40), on %s", (kind) => {
  const test = useTestDatabase(kind);
  const db = () => test.db();

  beforeEach(async () => {
    // A site seeds once per database (issue 62); each test starts from the seeded store again.
    await contentAfresh(db());
    await db().delete(auditLog);
    await db().delete(cohorts);
  });

  it("saves a draft as a new version that the public pages do not show until it is published", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;

    const number = await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, name: "Graphic design" }, editor });

    expect(number).toBe(2);
    expect((await publishedData(db(), "service", "graphic-design"))!.name).toBe(data.name);
    await publishVersion(db(), service.id, 2, editor);
    expect((await publishedData(db(), "service", "graphic-design"))!.name).toBe("Graphic design");
    expect(await auditLines(db())).toEqual([[editor.email, "content-published", 'service "graphic-design" version 2']]);
  });

  it("refuses the second of two saves made from the same version, keeping the first, and names who saved", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, name: "First editor's name" }, editor });

    const refused = await saveDraft(db(), {
      documentId: service.id,
      basedOn: 1,
      data: { ...data, name: "Second editor's name" },
      editor: colleague,
    }).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ContentConflictError);
    expect((refused as ContentConflictError).theirs).toMatchObject({ number: 2, by: editor.email, data: { name: "First editor's name" } });
    const versions = await db().select().from(contentVersions).where(eq(contentVersions.documentId, service.id));
    expect(versions.map((version) => version.number)).toEqual([1, 2]);
  });

  it("refuses a draft its schema refuses, with every field at fault, and saves nothing", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    const refused = await saveDraft(db(), {
      documentId: service.id,
      basedOn: 1,
      data: { ...data, name: "", summary: "Short" },
      editor,
    }).catch((error: unknown) => error);
    expect((refused as ContentInvalidError).problems).toEqual([
      expect.stringMatching(/^service "graphic-design": name: /),
      expect.stringMatching(/^service "graphic-design": summary: /),
    ]);
    expect((await documentOf(db(), "service", "graphic-design")).latestVersion).toBe(1);
  });

  it("moves a published document to its new slug, keeps the old one as a redirect, and takes a course's cohorts along", async () => {
    const course = await documentOf(db(), "course", "accessible-forms-and-components");
    const cohort = await aCohort(db());
    const data = (await publishedData(db(), "course", course.slug))!;
    const number = await saveDraft(db(), { documentId: course.id, basedOn: 1, data: { ...data, slug: "accessible-forms" }, editor });

    await publishVersion(db(), course.id, number, editor);

    expect(await publishedData(db(), "course", "accessible-forms")).toBeDefined();
    expect(await publishedData(db(), "course", "accessible-forms-and-components")).toBeUndefined();
    const redirects = await db().select().from(contentRedirects);
    const german = await documentOf(db(), "course", "accessible-forms", "de");
    // Its German version moves with it (decision 49).
    expect(redirects.map((redirect) => [redirect.kind, redirect.locale, redirect.oldSlug, redirect.documentId])).toEqual(
      expect.arrayContaining([
        ["course", "en-GB", "accessible-forms-and-components", course.id],
        ["course", "de", "accessible-forms-and-components", german.id],
      ]),
    );
    expect(redirects).toHaveLength(2);
    const [moved] = await db().select().from(cohorts).where(eq(cohorts.id, cohort.id));
    expect(moved!.courseSlug).toBe("accessible-forms");

    // Moving back: the address answers again, and no longer redirects.
    const back = await saveDraft(db(), { documentId: course.id, basedOn: number, data, editor });
    await publishVersion(db(), course.id, back, editor);
    const after = await db().select().from(contentRedirects);
    expect(after.map((redirect) => redirect.oldSlug)).toEqual(["accessible-forms", "accessible-forms"]);
  });

  it("moves a post to the address its version names, and publishes a repository post that names none where it is", async () => {
    const post = await documentOf(db(), "post", "dark-mode-that-follows-the-system");
    const data = (await publishedData(db(), "post", post.slug))!;
    expect(data.slug).toBeUndefined();
    // Restored or saved as the repository wrote it: no address of its own, so it stays put.
    const unchanged = await saveDraft(db(), {
      documentId: post.id,
      basedOn: 1,
      data: { ...data, title: "Dark mode that follows the system, again" },
      editor,
    });
    await publishVersion(db(), post.id, unchanged, editor);
    expect((await documentOf(db(), "post", "dark-mode-that-follows-the-system")).publishedVersion).toBe(unchanged);

    const moved = await saveDraft(db(), { documentId: post.id, basedOn: unchanged, data: { ...data, slug: "dark-mode" }, editor });
    await publishVersion(db(), post.id, moved, editor);
    expect(await publishedData(db(), "post", "dark-mode")).toMatchObject({ slug: "dark-mode" });
    expect(await publishedData(db(), "post", "dark-mode-that-follows-the-system")).toBeUndefined();
    const redirects = await db().select().from(contentRedirects).where(eq(contentRedirects.locale, "en-GB"));
    expect(redirects.map((redirect) => [redirect.kind, redirect.oldSlug, redirect.documentId])).toEqual([
      ["post", "dark-mode-that-follows-the-system", post.id],
    ]);
    // Its German version went with it: its words name no address (issue 62).
    expect((await publishedContent(db(), "de")).post.find((entry) => entry.slug === "dark-mode")?.data).toMatchObject({
      title: expect.any(String),
    });
  });

  it("renames a moved document where published documents name it, each with a new version", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    const naming = (await publishedContent(db())).project.filter((entry) => (entry.data.services as string[]).includes("graphic-design"));
    expect(naming.length).toBeGreaterThan(0);
    const number = await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, slug: "brand-design" }, editor });

    await publishVersion(db(), service.id, number, editor);

    const projects = (await publishedContent(db())).project;
    for (const { slug } of naming) {
      const services = projects.find((entry) => entry.slug === slug)!.data.services as string[];
      expect(services).toContain("brand-design");
      expect(services).not.toContain("graphic-design");
      expect(await documentOf(db(), "project", slug)).toMatchObject({ latestVersion: 2, publishedVersion: 2 });
    }
  });

  it("moves a tag to a new address and every post under it along (issue 64)", async () => {
    const tag = await documentOf(db(), "tag", "performance");
    const data = (await publishedData(db(), "tag", "performance"))!;
    const tagged = (await publishedContent(db())).post.filter((entry) => (entry.data.tags as string[]).includes("performance"));
    expect(tagged.length).toBeGreaterThan(0);
    const number = await saveDraft(db(), { documentId: tag.id, basedOn: 1, data: { ...data, slug: "speed" }, editor });

    await publishVersion(db(), tag.id, number, editor);

    const posts = (await publishedContent(db())).post;
    for (const { slug } of tagged) {
      const tags = posts.find((entry) => entry.slug === slug)!.data.tags as string[];
      expect(tags).toContain("speed");
      expect(tags).not.toContain("performance");
    }
  });

  it("refuses to publish onto another document's address", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    const number = await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, slug: "web-development" }, editor });
    await expect(publishVersion(db(), service.id, number, editor)).rejects.toThrow(/slug: another document has this address already/);
    expect((await documentOf(db(), "service", "graphic-design")).publishedVersion).toBe(1);
  });

  it("refuses to publish a version today's schema refuses, naming the field, and keeps the published one", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    // Saved when the schema allowed it: written directly, as an old row would be.
    await db()
      .insert(contentVersions)
      .values({ documentId: service.id, number: 2, data: { ...data, summary: "Too short now" }, createdBy: editor.email });
    await db().update(contentDocuments).set({ latestVersion: 2 }).where(eq(contentDocuments.id, service.id));

    const refused = await publishVersion(db(), service.id, 2, editor).catch((error: unknown) => error);

    expect((refused as ContentInvalidError).problems).toEqual([expect.stringMatching(/^service "graphic-design": summary: /)]);
    expect((await documentOf(db(), "service", "graphic-design")).publishedVersion).toBe(1);
    expect(await auditLines(db())).toEqual([]);
  });

  it("refuses to unpublish what another published document names, and a course with cohorts", async () => {
    const published = await publishedContent(db());
    const instructor = String(published.course[0]!.data.instructor);
    const member = await documentOf(db(), "team", instructor);
    await expect(unpublishDocument(db(), member.id, editor)).rejects.toThrow(new RegExp(`instructor: names "${instructor}"`));
    expect((await documentOf(db(), "team", instructor)).publishedVersion).toBe(1);

    const cohort = await aCohort(db());
    const course = await documentOf(db(), "course", cohort.courseSlug);
    await expect(unpublishDocument(db(), course.id, editor)).rejects.toThrow(/has cohorts/);

    const faq = await documentOf(db(), "faq", published.faq[0]!.slug);
    await unpublishDocument(db(), faq.id, editor);
    expect((await publishedContent(db())).faq.map((entry) => entry.slug)).not.toContain(faq.slug);
    expect(await auditLines(db())).toEqual([[editor.email, "content-unpublished", `faq "${faq.slug}"`]]);
  });

  it.runIf(kind === "PostgreSQL")("changes what is published only in its turn: one at a time, site-wide", async () => {
    // Two changes that each pass the whole-set check alone could break it together (a post
    // published naming an author unpublished beside it): they take turns on one lock.
    const faq = await documentOf(db(), "faq", (await publishedContent(db())).faq[0]!.slug);
    const other = await db().$client.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      let settled = false;
      const unpublishing = unpublishDocument(db(), faq.id, editor).then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await other.query("commit");
      await unpublishing;
      expect(settled).toBe(true);
    } finally {
      other.release();
    }
  });

  it("publishes a version once when two staff publish it at the same instant: the other is told who did, and nothing is written twice", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    // Two instances' pools on a server; PGlite's one connection takes the two in turn.
    const other = kind === "PostgreSQL" ? connectForTest(test.url(), { maxConnections: 10 }) : db();
    const rounds = 5;
    try {
      for (let round = 0; round < rounds; round++) {
        const number = await saveDraft(db(), {
          documentId: service.id,
          basedOn: round + 1,
          data: { ...data, name: `Design ${round}` },
          editor,
        });
        // One in English, one in German: each is answered in the language of their page.
        const [first, second] = await Promise.all([
          answerStudioForm(db(), service.id, publishForm(number), editor),
          inLocale("de", () => answerStudioForm(other, service.id, publishForm(number), colleague)),
        ]);
        expect([first.status, second.status].sort(), `round ${round}`).toEqual([200, 409]);
        const englishWon = first.status === 200;
        expect(englishWon ? first.answer : second.answer).toEqual({
          ok: true,
          message: englishWon
            ? `Version ${number} is published: the site shows it now.`
            : `Version ${number} ist veröffentlicht: Die Website zeigt sie jetzt.`,
          problems: [],
        });
        expect(englishWon ? second.answer : first.answer).toEqual({
          ok: false,
          message: englishWon
            ? `Es wurde nichts geändert: ${editor.email} hat Version ${number} bereits veröffentlicht, die Website zeigt sie.`
            : `Nothing was changed: ${colleague.email} has already published version ${number}, and the site shows it.`,
          problems: [],
        });
        const published = (await auditLines(db())).filter(([, action]) => action === "content-published");
        expect(published, `round ${round}`).toHaveLength(round + 1);
        expect(published.at(-1)).toEqual([
          (englishWon ? editor : colleague).email,
          "content-published",
          `service "graphic-design" version ${number}`,
        ]);
      }
    } finally {
      if (other !== db()) await other.$client.end();
    }
    expect((await documentOf(db(), "service", "graphic-design")).publishedVersion).toBe(rounds + 1);
  });

  it("names who published that document's version, not its translation's, where the audit log knows", async () => {
    const english = await documentOf(db(), "course", "accessible-forms-and-components");
    const german = await documentOf(db(), "course", "accessible-forms-and-components", "de");
    // Seeded from the repository, published by no one.
    expect(await answerStudioForm(db(), english.id, publishForm(1), colleague)).toEqual({
      status: 409,
      answer: { ok: false, message: "Nothing was changed: version 1 is already published, and the site shows it.", problems: [] },
    });

    const englishData = (await publishedData(db(), "course", english.slug))!;
    const [germanVersion] = await db()
      .select({ data: contentVersions.data })
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, german.id), eq(contentVersions.number, 1)));
    await saveDraft(db(), { documentId: english.id, basedOn: 1, data: { ...englishData, title: "Accessible forms" }, editor });
    const germanData = { ...(germanVersion!.data as Record<string, unknown>), title: "Barrierefreie Formulare" };
    await saveDraft(db(), { documentId: german.id, basedOn: 1, data: germanData, editor });
    await publishVersion(db(), english.id, 2, editor);
    await publishVersion(db(), german.id, 2, colleague);

    expect(await answerStudioForm(db(), english.id, publishForm(2), colleague)).toEqual({
      status: 409,
      answer: {
        ok: false,
        message: `Nothing was changed: ${editor.email} has already published version 2, and the site shows it.`,
        problems: [],
      },
    });
    expect((await auditLines(db())).filter(([, action]) => action === "content-published")).toHaveLength(2);
  });

  it("publishes a scheduled version once its time has come, once, and names who scheduled it", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    const number = await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, name: "Design for print" }, editor });
    const at = new Date(Date.now() + 60_000);
    await scheduleVersion(db(), service.id, number, at, editor);

    expect(await publishDue(db(), new Date(at.getTime() - 1))).toBe(0);
    expect((await publishedData(db(), "service", "graphic-design"))!.name).toBe(data.name);

    // Two instances find it due at once: one publishes it.
    const outcomes = await Promise.all([publishDue(db(), at), publishDue(db(), at)]);
    expect(outcomes.sort()).toEqual([0, 1]);
    expect((await publishedData(db(), "service", "graphic-design"))!.name).toBe("Design for print");
    const document = await documentOf(db(), "service", "graphic-design");
    expect([document.scheduledVersion, document.scheduledFor, document.scheduledBy]).toEqual([null, null, null]);
    expect(await auditLines(db())).toEqual([
      [editor.email, "content-scheduled", `service "graphic-design" version 2 for ${at.toISOString()}`],
      [editor.email, "content-published", 'service "graphic-design" version 2'],
    ]);
    // Cancelled from a page opened before its time came: nothing left to cancel, and it says what is shown.
    expect(await cancelSchedule(db(), service.id)).toEqual({ cancelled: false, publishedVersion: 2 });
  });

  it("takes a schedule for the version already published off the schedule, and writes nothing twice", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const at = new Date(Date.now() + 60_000);
    await scheduleVersion(db(), service.id, 1, at, editor);
    expect(await publishDue(db(), at)).toBe(0);
    const document = await documentOf(db(), "service", "graphic-design");
    expect([document.publishedVersion, document.scheduledVersion, document.scheduledFor]).toEqual([1, null, null]);
    expect((await auditLines(db())).filter(([, action]) => action === "content-published")).toEqual([]);
  });

  it("cancels a schedule before its time, and the version never goes out", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    const number = await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, name: "Design for print" }, editor });
    const at = new Date(Date.now() + 60_000);
    await scheduleVersion(db(), service.id, number, at, editor);
    expect(await cancelSchedule(db(), service.id)).toEqual({ cancelled: true, publishedVersion: 1 });
    expect(await publishDue(db(), at)).toBe(0);
    expect((await publishedData(db(), "service", "graphic-design"))!.name).toBe(data.name);
  });

  it("refuses to schedule what could not be published, and changes nothing", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    const number = await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, slug: "web-development" }, editor });
    await expect(scheduleVersion(db(), service.id, number, new Date(Date.now() + 60_000), editor)).rejects.toThrow(
      /another document has this address/,
    );
    const document = await documentOf(db(), "service", "graphic-design");
    expect([document.scheduledVersion, document.publishedVersion]).toEqual([null, 1]);
    await expect(scheduleVersion(db(), service.id, 9, new Date(), editor)).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it("restores an old version as a new one, written to the audit log", async () => {
    const service = await documentOf(db(), "service", "graphic-design");
    const data = (await publishedData(db(), "service", "graphic-design"))!;
    await saveDraft(db(), { documentId: service.id, basedOn: 1, data: { ...data, name: "A name we regret" }, editor });

    const restored = await restoreVersion(db(), { documentId: service.id, number: 1, basedOn: 2, editor: colleague });

    expect(restored).toBe(3);
    const [version] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, service.id), eq(contentVersions.number, 3)));
    expect(version!.data).toEqual(data);
    expect(version!.createdBy).toBe(colleague.email);
    expect(await auditLines(db())).toEqual([[colleague.email, "content-restored", 'service "graphic-design" version 1 as version 3']]);
  });

  it("makes a new document unpublished, and deletes only what is not on the site", async () => {
    const data = { ...(await publishedData(db(), "service", "graphic-design"))!, slug: "motion-design", name: "Motion design" };
    const id = await createDocument(db(), { kind: "service", slug: "motion-design", data, editor });
    expect(await publishedData(db(), "service", "motion-design")).toBeUndefined();
    await expect(createDocument(db(), { kind: "service", slug: "motion-design", data, editor })).rejects.toThrow(/already/);

    const published = await documentOf(db(), "service", "graphic-design");
    await expect(deleteDocument(db(), published.id, editor)).rejects.toThrow(/unpublish it before deleting it/);
    await deleteDocument(db(), id, editor);
    expect(await db().select().from(contentVersions).where(eq(contentVersions.documentId, id))).toEqual([]);
    expect(await auditLines(db())).toEqual([[editor.email, "content-deleted", 'service "motion-design"']]);
  });
});
