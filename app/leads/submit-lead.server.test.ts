import { eq } from "drizzle-orm";
import { leads } from "~/database/schema.server";
import { aLeadForm } from "../../tests/support/a-lead";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { useTestSettings } from "../../tests/support/test-settings";
import { leadReference } from "./lead-store.server";
import { MINIMUM_FILL_MS, submitLead } from "./submit-lead.server";

describe.each(testDatabaseKinds)("sending the contact form, on %s", (kind) => {
  const test = useTestDatabase(kind);
  useTestSettings(() => ({ DATABASE_URL: test.url() }));

  it("stores what a bot fills in too fast, or in the honeypot, as spam, and answers as it answers a person", async () => {
    const tooFast = await submitLead(aLeadForm({}, Date.now() - MINIMUM_FILL_MS / 3), { address: `fast-${kind}` });
    const honeypot = await submitLead(aLeadForm({ website: "https://spam.example" }), { address: `honeypot-${kind}` });
    const person = await submitLead(aLeadForm(), { address: `person-${kind}` });
    for (const outcome of [tooFast, honeypot, person]) expect(outcome.kind).toBe("sent");
    const statuses = await Promise.all(
      [tooFast, honeypot, person].map(async (outcome) => {
        const reference = outcome.kind === "sent" ? outcome.reference : "";
        const rows = await test.db().select({ id: leads.id, status: leads.status, spamReason: leads.spamReason }).from(leads);
        return rows.find((row) => leadReference(row.id) === reference);
      }),
    );
    expect(statuses.map((row) => [row?.status, row?.spamReason])).toEqual([
      ["spam", "too fast"],
      ["spam", "honeypot"],
      ["new", null],
    ]);
  });

  it("answers the sixth message from one address in ten minutes with a wait, and a repeat of a stored form with its reference", async () => {
    const address = `busy-${kind}`;
    const first = aLeadForm();
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push((await submitLead(index === 0 ? first : aLeadForm(), { address })).kind);
    expect(answers).toEqual(["sent", "sent", "sent", "sent", "sent"]);
    const sixth = await submitLead(aLeadForm({ name: "Sixth" }), { address });
    expect(sixth).toMatchObject({ kind: "limited", values: { name: "Sixth" } });
    if (sixth.kind === "limited") expect(sixth.retryAfter).toBeGreaterThan(500);
    expect(await test.db().select().from(leads).where(eq(leads.name, "Sixth"))).toEqual([]);
    // The first form sent again is not a new message: it spends nothing and gets its reference.
    expect((await submitLead(first, { address })).kind).toBe("sent");
  });
});

describe("sending the contact form while the database is unreachable", () => {
  useTestSettings(() => ({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" }));

  it("answers 503 and keeps everything typed", async () => {
    const outcome = await submitLead(aLeadForm({ name: "Dorothy Vaughan" }), { address: "offline" });
    expect(outcome).toMatchObject({ kind: "unavailable", status: 503, values: { name: "Dorothy Vaughan", consent: "yes" } });
  });
});
