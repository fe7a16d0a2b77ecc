import { eq } from "drizzle-orm";
import { cleanText } from "~/platform/clean-text.server";
import { addLeadNote } from "~/leads/lead-record.server";
import { storeLead } from "~/leads/lead-store.server";
import { aLead } from "~tests/support/a-lead";
import { migrationRunner } from "~tests/support/run-migration-again";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { leadEvents, leads } from "./schema.server";

/** Migration 0002's statements, run again on rows stored after the test database ran them once. */
const migration = migrationRunner("0002_strip_invisible_controls.sql");

describe.each(testDatabaseKinds)("migration 0002, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const runMigration = () => migration(test.db());

  it("cleans text stored before the form dropped bidirectional and C1 controls, as the form now would", async () => {
    const tag = crypto.randomUUID();
    const dirty = {
      name: `Eve \u202Egnp.exe\u2066 Ac\u200Bme\u00AD ${tag}\u0085`,
      company: "\u200F\u202E",
      message: `Line one\u2028line two\u0085line three \u009B${tag}\u2029`,
    };
    const lead = await storeLead(test.db(), aLead(dirty));
    await addLeadNote(test.db(), lead.id, `Called\u2029back \u202Dsoon`, { uid: "staff", email: "sam@brightline.digital" });
    // Too short once cleaned: left as it was, rather than break the length rule and stop the start.
    const short = await storeLead(test.db(), aLead({ message: `\u202E${"\u200F".repeat(10)}Hello there, again` }));

    await runMigration();

    const [row] = await test.db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      name: cleanText(dirty.name),
      company: null,
      message: cleanText(dirty.message, { multiline: true }),
    });
    const [note] = await test.db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(note?.note).toBe("Called\nback soon");
    const [kept] = await test.db().select().from(leads).where(eq(leads.id, short.id));
    expect(kept?.message).toBe(`\u202E${"\u200F".repeat(10)}Hello there, again`);

    // Again: nothing left to change.
    await runMigration();
    const [again] = await test.db().select().from(leads).where(eq(leads.id, lead.id));
    expect(again).toEqual(row);
  });
});
