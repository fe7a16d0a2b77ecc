import { eq, inArray, sql } from "drizzle-orm";
import { auditLog, leadEvents, leads, mailOutbox } from "~/database/schema.server";
import { aLead as aTestLead } from "~tests/support/a-lead";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { eachLead, inboxQuery, LEADS_PER_PAGE, listLeads, readInboxFilter } from "./lead-inbox.server";
import { addLeadNote, changeLeadStatus, eraseLead, leadRecord } from "./lead-record.server";
import { leadReference, storeLead, type NewLead } from "./lead-store.server";

const staff = { uid: "staff-uid", email: "sam@brightline.digital" };

/** A lead whose name and company carry the test's tag, so that a search finds this test's leads only. */
const aLead = (tag: string, overrides: Partial<NewLead> = {}) =>
  aTestLead({ name: `Person ${tag}`, company: `Company ${tag}`, ...overrides });

const filter = (q: string, extra: Record<string, string> = {}) => readInboxFilter(new URLSearchParams({ q, ...extra }));

/** Array.fromAsync, which Node 20 does not have. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("the inbox's filter, from an address", () => {
  it("reads a search, a known status and a page, and takes anything else as absent", () => {
    expect(readInboxFilter(new URLSearchParams("q=%20acme%20&status=won&page=3"))).toEqual({ q: "acme", status: "won", page: 3 });
    expect(readInboxFilter(new URLSearchParams("status=deleted&page=-2"))).toEqual({ q: "", status: undefined, page: 1 });
    expect(readInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}&page=abc`)).q).toHaveLength(100);
    expect(inboxQuery({ q: "a&b", status: "spam" })).toBe("?q=a%26b&status=spam");
    expect(inboxQuery({ q: "" })).toBe("");
  });

  it("cleans the search as stored text was cleaned: no NUL or other control reaches the database", () => {
    expect(readInboxFilter(new URLSearchParams("q=%00")).q).toBe("");
    expect(readInboxFilter(new URLSearchParams("q=a%00b%E2%80%AEc%C2%85d")).q).toBe("abc d");
    expect(readInboxFilter(new URLSearchParams(`q=${"🚀".repeat(150)}`)).q).toBe("🚀".repeat(100));
  });
});

describe.each(testDatabaseKinds)("the staff inbox on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("lists leads newest first, a page at a time, with how many the filter finds", async () => {
    const tag = crypto.randomUUID();
    const stored = [];
    for (let index = 0; index < LEADS_PER_PAGE + 2; index += 1) stored.push(await storeLead(test.db(), aLead(tag)));
    const first = await listLeads(test.db(), filter(tag));
    expect(first.total).toBe(LEADS_PER_PAGE + 2);
    expect(first.leads).toHaveLength(LEADS_PER_PAGE);
    expect(first.leads[0]!.id).toBe(stored.at(-1)!.id);
    const second = await listLeads(test.db(), filter(tag, { page: "2" }));
    expect(second.leads.map((lead) => lead.id)).toEqual([stored[1]!.id, stored[0]!.id]);
  });

  it("finds leads by name, email or company, in any case, with % and _ taken as letters", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const percent = await storeLead(test.db(), aLead(tag, { name: `Fifty 50% Off ${tag}` }));
    const plain = await storeLead(test.db(), aLead(tag, { name: `Fifty 50 Off ${tag}`, email: `UPPER-${tag}@Example.com` }));
    const ids = async (q: string) => (await listLeads(test.db(), filter(q))).leads.map((lead) => lead.id).sort();
    expect(await ids(`50% off ${tag}`)).toEqual([percent.id]);
    expect(await ids(`upper-${tag}@example`)).toEqual([plain.id]);
    expect(await ids(`company ${tag}`)).toEqual([percent.id, plain.id].sort());
    expect(await ids(`fifty 5_ off ${tag}`)).toEqual([]);
  });

  it("searches with a NUL or other control characters typed in, finding what they are cleaned to", async () => {
    const tag = crypto.randomUUID();
    const stored = await storeLead(test.db(), aLead(tag));
    const found = await listLeads(test.db(), filter(`\u0000Person\u0000 ${tag}\u202E`));
    expect(found.leads.map((lead) => lead.id)).toEqual([stored.id]);
    expect((await collect(eachLead(test.db(), filter(`a\u0000${tag}`)))).map((lead) => lead.id)).toEqual([]);
  });

  it("filters by status", async () => {
    const tag = crypto.randomUUID();
    const spam = await storeLead(test.db(), aLead(tag, { spamReason: "honeypot" }));
    await storeLead(test.db(), aLead(tag));
    expect((await listLeads(test.db(), filter(tag, { status: "spam" }))).leads.map((lead) => lead.id)).toEqual([spam.id]);
    expect((await listLeads(test.db(), filter(tag, { status: "new" }))).total).toBe(1);
  });

  it("reads every lead for an export once, in order, even when many arrived in the same millisecond", async () => {
    const tag = crypto.randomUUID();
    const stored = await Promise.all(Array.from({ length: 7 }, () => storeLead(test.db(), aLead(tag))));
    // The same millisecond, different microseconds: what a Date would round together.
    await test
      .db()
      .update(leads)
      .set({ receivedAt: sql`'2026-01-01 10:00:00.123'::timestamptz + (random() * interval '0.0009 seconds')` })
      .where(
        inArray(
          leads.id,
          stored.map((lead) => lead.id),
        ),
      );
    const read = await collect(eachLead(test.db(), filter(tag), 2));
    expect(read.map((lead) => lead.id).sort()).toEqual(stored.map((lead) => lead.id).sort());
  });

  it("records each status change and note with who and when, in order; a move to the same status records nothing", async () => {
    const stored = await storeLead(test.db(), aLead(crypto.randomUUID()));
    expect(await changeLeadStatus(test.db(), stored.id, "contacted", staff)).toBe("changed");
    expect(await changeLeadStatus(test.db(), stored.id, "contacted", staff)).toBe("unchanged");
    expect(await addLeadNote(test.db(), stored.id, "Called: quote by Friday.", staff)).toBe(true);
    expect(await changeLeadStatus(test.db(), stored.id, "won", { uid: "other", email: "kim@brightline.digital" })).toBe("changed");
    const record = await leadRecord(test.db(), stored.id);
    expect(record?.lead.status).toBe("won");
    expect(record?.events.map((event) => [event.kind, event.fromStatus, event.toStatus, event.note, event.actorEmail])).toEqual([
      ["status", "new", "contacted", null, staff.email],
      ["note", null, null, "Called: quote by Friday.", staff.email],
      ["status", "contacted", "won", null, "kim@brightline.digital"],
    ]);
    expect(record?.mail.map((mail) => mail.kind)).toEqual(["acknowledgement", "studio-notification"]);
  });

  it("answers false for a lead that is not there", async () => {
    const missing = crypto.randomUUID();
    expect(await changeLeadStatus(test.db(), missing, "won", staff)).toBe("missing");
    expect(await addLeadNote(test.db(), missing, "A note", staff)).toBe(false);
    expect(await eraseLead(test.db(), missing, staff)).toBeUndefined();
    expect(await leadRecord(test.db(), missing)).toBeUndefined();
  });

  it("erases a lead with its history and mail, leaving one audit line with nothing of the sender's", async () => {
    const lead = aLead(crypto.randomUUID(), { name: "Erin Erasable", company: "Erasable Ltd" });
    const stored = await storeLead(test.db(), lead);
    await addLeadNote(test.db(), stored.id, "Wants to be forgotten.", staff);
    const reference = await eraseLead(test.db(), stored.id, staff);
    expect(reference).toBe(leadReference(stored.id));
    expect(await test.db().select().from(leads).where(eq(leads.id, stored.id))).toEqual([]);
    expect(await test.db().select().from(leadEvents).where(eq(leadEvents.leadId, stored.id))).toEqual([]);
    expect(await test.db().select().from(mailOutbox).where(eq(mailOutbox.leadId, stored.id))).toEqual([]);
    const [line] = await test
      .db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.detail} like ${`%${reference}%`}`);
    expect(line).toMatchObject({ actor: staff.email, action: "lead-erased", detail: `Lead ${reference} erased on request.` });
    const everything = JSON.stringify(line);
    for (const personal of [lead.name, lead.email, lead.company!, lead.message]) expect(everything).not.toContain(personal);
  });
});
