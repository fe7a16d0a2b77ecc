import { and, eq } from "drizzle-orm";
import { contentAutosaves, contentDocuments, contentVersions } from "~/database/schema.server";
import { formOf } from "~tests/support/content-form";
import { useTestDatabase } from "~tests/support/test-databases";
import { autosaveOf, discardAutosave, keepAutosave } from "./content-autosaves.server";
import { seedContent } from "./content-documents.server";
import { answerEditForm } from "./content-editing.server";
import { contentFieldsOf } from "./content-fields.server";
import { contentRecord } from "./content-record.server";

const editor = { email: "editor@brightline.test" };
const colleague = { email: "colleague@brightline.test" };

describe("what an editor typed and has not saved (issue 64, item 7)", () => {
  const test = useTestDatabase("PGlite");
  const db = () => test.db();

  beforeAll(async () => {
    await seedContent(db());
  });

  async function aPost() {
    const [document] = await db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, "post"), eq(contentDocuments.locale, "en-GB")))
      .limit(1);
    return (await contentRecord(db(), document!.id))!;
  }

  /** The post's edit form as its script sends it, the title changed. */
  async function typed(title: string) {
    const record = await aPost();
    const form = formOf(contentFieldsOf("post"), { ...record.latestData, title });
    form.append("basedOn", String(record.latestVersion));
    return { record, form };
  }

  const versionsOf = async (id: string) => db().$count(contentVersions, eq(contentVersions.documentId, id));

  it("keeps what each editor typed beside the versions, never as one, and the latest only", async () => {
    const { record, form } = await typed("A title typed and not yet saved");
    const before = await versionsOf(record.id);
    expect(await keepAutosave(db(), record, form, editor)).toBeInstanceOf(Date);
    expect(await keepAutosave(db(), record, (await typed("A title typed, then typed again")).form, editor)).toBeInstanceOf(Date);

    expect(await autosaveOf(db(), record.id, editor)).toMatchObject({
      basedOn: record.latestVersion,
      data: { title: "A title typed, then typed again" },
    });
    expect(await autosaveOf(db(), record.id, colleague)).toBeUndefined();
    expect(await versionsOf(record.id)).toBe(before);
    expect((await aPost()).latestData).toEqual(record.latestData);
    await discardAutosave(db(), record.id, editor);
    expect(await autosaveOf(db(), record.id, editor)).toBeUndefined();
  });

  it("refuses a form that is not the edit form's, keeping nothing", async () => {
    const { record, form } = await typed("No version named");
    form.set("basedOn", "zero");
    expect(await keepAutosave(db(), record, form, editor)).toBeUndefined();
    expect(await db().$count(contentAutosaves, eq(contentAutosaves.documentId, record.id))).toBe(0);
  });

  it("ends once the editor saves a draft: the draft is what they typed", async () => {
    const { record, form } = await typed("Saved as a draft at last");
    await keepAutosave(db(), record, form, editor);
    await keepAutosave(db(), record, form, colleague);
    form.append("intent", "save");
    const { answer } = await answerEditForm(db(), record, { ok: true, form }, editor);
    expect(answer).toEqual({ saved: record.latestVersion + 1 });
    expect(await autosaveOf(db(), record.id, editor)).toBeUndefined();
    // A copy sent before the save and landing after it keeps nothing: the draft is newer.
    form.delete("intent");
    expect(await keepAutosave(db(), record, form, editor)).toBe("superseded");
    expect(await autosaveOf(db(), record.id, editor)).toBeUndefined();
    // A colleague's own typing is theirs to save or discard.
    expect(await autosaveOf(db(), record.id, colleague)).toBeDefined();
  });
});
