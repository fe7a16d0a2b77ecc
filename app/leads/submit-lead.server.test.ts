import { eq } from "drizzle-orm";
import { rereadSettings } from "~/.server/settings.server";
import { closeDatabase } from "~/database/database.server";
import { leads } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { leadReference } from "./lead-store.server";
import { newSubmissionId } from "./submission-id.server";
import { MINIMUM_FILL_MS, submitLead } from "./submit-lead.server";

function aForm(overrides: Record<string, string> = {}, madeAt = Date.now() - 60_000): FormData {
  const form = new FormData();
  const fields = {
    submissionId: newSubmissionId(madeAt),
    name: "Katherine Johnson",
    email: `katherine-${crypto.randomUUID()}@example.com`,
    service: "chart-design",
    budget: "10k-25k",
    timeline: "flexible",
    message: "Charts of orbital paths for a museum exhibit.",
    consent: "yes",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function useDatabaseSetting(url: () => string) {
  const saved = process.env.DATABASE_URL;
  beforeAll(() => {
    process.env.DATABASE_URL = url();
    rereadSettings();
  });
  afterAll(async () => {
    await closeDatabase();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    rereadSettings();
  });
}

describe.each(testDatabaseKinds)("sending the contact form, on %s", (kind) => {
  const test = useTestDatabase(kind);
  useDatabaseSetting(test.url);

  it("stores what a bot fills in too fast, or in the honeypot, as spam, and answers as it answers a person", async () => {
    const tooFast = await submitLead(aForm({}, Date.now() - MINIMUM_FILL_MS / 3), { address: `fast-${kind}` });
    const honeypot = await submitLead(aForm({ website: "https://spam.example" }), { address: `honeypot-${kind}` });
    const person = await submitLead(aForm(), { address: `person-${kind}` });
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
    const first = aForm();
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push((await submitLead(index === 0 ? first : aForm(), { address })).kind);
    expect(answers).toEqual(["sent", "sent", "sent", "sent", "sent"]);
    const sixth = await submitLead(aForm({ name: "Sixth" }), { address });
    expect(sixth).toMatchObject({ kind: "limited", values: { name: "Sixth" } });
    if (sixth.kind === "limited") expect(sixth.retryAfter).toBeGreaterThan(500);
    expect(await test.db().select().from(leads).where(eq(leads.name, "Sixth"))).toEqual([]);
    // The first form sent again is not a new message: it spends nothing and gets its reference.
    expect((await submitLead(first, { address })).kind).toBe("sent");
  });
});

describe("sending the contact form while the database is unreachable", () => {
  useDatabaseSetting(() => "postgres://postgres@127.0.0.1:1/nowhere");

  it("answers 503 and keeps everything typed", async () => {
    const outcome = await submitLead(aForm({ name: "Dorothy Vaughan" }), { address: "offline" });
    expect(outcome).toMatchObject({ kind: "unavailable", status: 503, values: { name: "Dorothy Vaughan", consent: "yes" } });
  });
});
