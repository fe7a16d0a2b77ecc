import { readdirSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, migrateDatabase } from "~/database/migrate.server";
import { leads, mailOutbox } from "~/database/schema.server";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { aLead } from "~tests/support/a-lead";
import { storeLead } from "./lead-store.server";
import { newSubmissionId } from "./submission-id.server";

describe.each(testDatabaseKinds)("leads on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("stores a form sent twice at once as one lead, and gives both sends its reference", async () => {
    const lead = aLead();
    const [first, second] = await Promise.all([storeLead(test.db(), lead), storeLead(test.db(), lead)]);
    expect(first.reference).toBe(second.reference);
    expect(first.reference).toMatch(/^BL-[0-9A-F]{8}$/);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    const rows = await test.db().select().from(leads).where(eq(leads.submissionId, lead.submissionId));
    expect(rows).toHaveLength(1);
  });

  it("takes the same message from the same address within a day as the same lead, even from a new form", async () => {
    const lead = aLead();
    const first = await storeLead(test.db(), lead);
    const again = await storeLead(test.db(), { ...lead, submissionId: newSubmissionId().split(".")[0]!, email: lead.email.toUpperCase() });
    expect(again).toEqual({ ...first, duplicate: true });
  });

  it("queues the studio's and the sender's mail with a person's lead, and none with spam", async () => {
    const person = await storeLead(test.db(), aLead());
    const bot = await storeLead(test.db(), aLead({ spamReason: "honeypot" }));
    const mail = async (leadId: string) =>
      (await test.db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.leadId, leadId)))
        .map((row) => row.kind)
        .sort();
    expect(await mail(person.id)).toEqual(["acknowledgement", "studio-notification"]);
    expect(await mail(bot.id)).toEqual([]);
    const [spam] = await test.db().select().from(leads).where(eq(leads.id, bot.id));
    expect(spam).toMatchObject({ status: "spam", spamReason: "honeypot" });
  });

  it("refuses a row the form would have refused: the database checks the rules too", async () => {
    await expect(storeLead(test.db(), aLead({ message: "too short" }))).rejects.toThrow();
    await expect(storeLead(test.db(), aLead({ name: "" }))).rejects.toThrow();
    await expect(test.db().execute(sql`update leads set status = 'maybe'`)).rejects.toThrow();
  });

  // Every connection to PGlite shares its one session, so advisory locks exclude nothing there;
  // it has one site process per folder anyway (scripts/embedded-database.mjs refuses a second).
  it.runIf(kind === "PostgreSQL")("migrates once when two instances start together", async () => {
    // The suite's database is migrated already: two more pools find nothing to do...
    const [a, b] = [connectForTest(test.url()), connectForTest(test.url())];
    try {
      expect(await Promise.all([migrateDatabase(a), migrateDatabase(b)])).toEqual([0, 0]);
      // ...and after the record of migrations is gone, exactly one of two applies it again.
      await a.execute(sql`drop schema public cascade`);
      await a.execute(sql`create schema public`);
      await a.execute(sql`delete from drizzle.__drizzle_migrations`);
      const migrations = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")).length;
      expect((await Promise.all([migrateDatabase(a), migrateDatabase(b)])).sort()).toEqual([0, migrations]);
    } finally {
      await Promise.all([a.$client.end(), b.$client.end()]);
    }
  });
});
