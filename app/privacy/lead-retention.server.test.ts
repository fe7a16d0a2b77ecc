import { eq, inArray, sql } from "drizzle-orm";
import { auditLog, leads, mailOutbox } from "~/database/schema.server";
import { storeLead } from "~/leads/lead-store.server";
import { aLead } from "~tests/support/a-lead";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { eraseExpiredLeads } from "./lead-retention.server";

describe.each(testDatabaseKinds)("erasing old leads, on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("erases leads past the retention period and spam past 30 days, with their mail, and writes one audit line of counts", async () => {
    // This file's database holds only these four leads.
    const now = new Date("2031-06-15T12:00:00Z");
    const at = async (id: string, iso: string) =>
      test
        .db()
        .update(leads)
        .set({ receivedAt: new Date(iso) })
        .where(eq(leads.id, id));
    const oldLead = await storeLead(test.db(), aLead());
    const keptLead = await storeLead(test.db(), aLead());
    const oldSpam = await storeLead(test.db(), aLead({ spamReason: "honeypot" }));
    const keptSpam = await storeLead(test.db(), aLead({ spamReason: "too fast" }));
    await at(oldLead.id, "2029-06-14T12:00:00Z");
    await at(keptLead.id, "2029-06-16T12:00:00Z");
    await at(oldSpam.id, "2031-05-15T11:00:00Z");
    await at(keptSpam.id, "2031-05-17T12:00:00Z");
    expect(await eraseExpiredLeads(test.db(), { now, retentionMonths: 24 })).toEqual({ leads: 1, spam: 1 });
    const left = await test
      .db()
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [oldLead.id, keptLead.id, oldSpam.id, keptSpam.id]));
    expect(left.map((row) => row.id).sort()).toEqual([keptLead.id, keptSpam.id].sort());
    expect(await test.db().select().from(mailOutbox).where(eq(mailOutbox.leadId, oldLead.id))).toEqual([]);
    const [line] = await test.db().select().from(auditLog).where(eq(auditLog.action, "leads-expired"));
    expect(line).toMatchObject({
      actor: "retention",
      detail: "1 lead older than 24 months and 1 spam older than 30 days erased.",
    });

    // Nothing left to erase: no new line.
    expect(await eraseExpiredLeads(test.db(), { now, retentionMonths: 24 })).toEqual({ leads: 0, spam: 0 });
    const [{ lines }] = (
      await test.db().execute<{ lines: number }>(sql`select count(*)::int as lines from audit_log where action = 'leads-expired'`)
    ).rows as [{ lines: number }];
    expect(lines).toBe(1);
  });
});
