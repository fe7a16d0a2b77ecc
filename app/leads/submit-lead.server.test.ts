import { eq } from "drizzle-orm";
import { leads, mailOutbox } from "~/database/schema.server";
import { aLeadForm } from "~tests/support/a-lead";
import { posted } from "~tests/support/posted";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { leadReference } from "./lead-store.server";
import { newSubmissionId, SUBMISSION_ID_LIFETIME_MS } from "./submission-id.server";
import { type LeadOutcome, MINIMUM_FILL_MS, submitLead } from "./submit-lead.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const currentSecret = "current-secret-".padEnd(40, "c");
const previousSecret = "previous-secret-".padEnd(40, "p");

describe.each(testDatabaseKinds)("sending the contact form, on %s", (kind) => {
  const test = useTestDatabase(kind);
  useTestSettings(() => ({ DATABASE_URL: test.url(), FORM_SECRETS: `${currentSecret},${previousSecret}` }));

  /** The lead a reference names, with its queued mail. */
  async function storedLead(outcome: LeadOutcome) {
    if (outcome.kind !== "sent") throw new Error(`The form was answered ${outcome.kind}`);
    const rows = await test.db().select().from(leads);
    const lead = rows.find((row) => leadReference(row.id) === outcome.reference)!;
    const mail = await test.db().select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
    return { ...lead, mail: mail.length };
  }

  it("stores what a bot fills in too fast, or in the honeypot, as spam, and answers as it answers a person", async () => {
    const tooFast = await submitLead(await posted(aLeadForm({}, Date.now() - MINIMUM_FILL_MS / 3)), { address: `fast-${kind}` });
    const honeypot = await submitLead(await posted(aLeadForm({ website: "https://spam.example" })), { address: `honeypot-${kind}` });
    const person = await submitLead(await posted(aLeadForm()), { address: `person-${kind}` });
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

  it("stores a form whose id this site did not sign, or signed too long ago, as spam, answered as a person's and mailing no one", async () => {
    const aMinuteAgo = Date.now() - 60_000;
    const [uuid] = newSubmissionId(aMinuteAgo).split(".");
    const sends = {
      // The security probe's: a UUID v7 of the year 1970, which passed the minimum fill time.
      probe: "00000000-0000-7000-8000-000000000000",
      unsigned: uuid!,
      otherSecret: newSubmissionId(aMinuteAgo, "someone-elses-secret".padEnd(40, "x")),
      badSignature: `${uuid}.AAAAAAAAAAAAAAAAAAAAAA`,
      expired: newSubmissionId(Date.now() - SUBMISSION_ID_LIFETIME_MS - 60_000),
      fromTheFuture: newSubmissionId(Date.now() + 3_600_000),
    };
    const reasons: Record<string, [string | undefined, string | null | undefined, number]> = {};
    for (const [name, submissionId] of Object.entries(sends)) {
      const lead = await storedLead(await submitLead(await posted(aLeadForm({ submissionId })), { address: `forged-${kind}-${name}` }));
      reasons[name] = [lead.status, lead.spamReason, lead.mail];
    }
    expect(reasons).toEqual({
      probe: ["spam", "forged form id", 0],
      unsigned: ["spam", "forged form id", 0],
      otherSecret: ["spam", "forged form id", 0],
      badSignature: ["spam", "forged form id", 0],
      expired: ["spam", "expired form id", 0],
      fromTheFuture: ["spam", "expired form id", 0],
    });
  });

  it("takes forms signed with any secret of FORM_SECRETS, so that a secret can be retired without refusing open forms", async () => {
    const aMinuteAgo = Date.now() - 60_000;
    for (const secret of [currentSecret, previousSecret]) {
      const lead = await storedLead(
        await submitLead(await posted(aLeadForm({ submissionId: newSubmissionId(aMinuteAgo, secret) })), { address: `rotation-${kind}` }),
      );
      expect([lead.status, lead.spamReason, lead.mail]).toEqual(["new", null, 2]);
    }
    expect(newSubmissionId().split(".")[1]).toHaveLength(22);
  });

  it("never lets a forged id reach another sender's lead: the same UUID with a wrong signature is a new lead of its own", async () => {
    const genuineId = newSubmissionId(Date.now() - 60_000);
    const genuine = await submitLead(await posted(aLeadForm({ submissionId: genuineId })), { address: `owner-${kind}` });
    const [uuid] = genuineId.split(".");
    const forged = await submitLead(await posted(aLeadForm({ submissionId: `${uuid}.${"B".repeat(22)}` })), { address: `thief-${kind}` });
    expect(forged.kind === "sent" && genuine.kind === "sent" && forged.reference !== genuine.reference).toBe(true);
    expect((await storedLead(forged)).spamReason).toBe("forged form id");
    // The genuine form sent again still finds its own lead.
    expect(await submitLead(await posted(aLeadForm({ submissionId: genuineId })), { address: `owner-${kind}` })).toEqual(genuine);
  });

  it("refuses a form that names a field twice, storing nothing and keeping what was typed", async () => {
    const name = `Twice ${crypto.randomUUID()}`;
    const fields = [...aLeadForm({ name }).entries()] as [string, string][];
    for (const repeated of [
      [...fields, ["service", "other"]],
      [...fields, ["submissionId", newSubmissionId(Date.now() - 60_000)]],
      [["website", ""], ...fields, ["website", ""]],
    ] as [string, string][][]) {
      const outcome = await submitLead(await posted(repeated), { address: `twice-${kind}` });
      expect(outcome).toMatchObject({ kind: "ambiguous", values: { name } });
    }
    expect(await test.db().select().from(leads).where(eq(leads.name, name))).toEqual([]);
  });

  it("answers the sixth message from one address in ten minutes with a wait, and a repeat of a stored form with its reference", async () => {
    const address = `busy-${kind}`;
    const first = aLeadForm();
    const answers = [];
    for (let index = 0; index < 5; index++)
      answers.push((await submitLead(await posted(index === 0 ? first : aLeadForm()), { address })).kind);
    expect(answers).toEqual(["sent", "sent", "sent", "sent", "sent"]);
    const sixth = await submitLead(await posted(aLeadForm({ name: "Sixth" })), { address });
    expect(sixth).toMatchObject({ kind: "limited", values: { name: "Sixth" } });
    if (sixth.kind === "limited") expect(sixth.retryAfter).toBeGreaterThan(500);
    expect(await test.db().select().from(leads).where(eq(leads.name, "Sixth"))).toEqual([]);
    // The first form sent again is not a new message: it spends nothing and gets its reference.
    expect((await submitLead(await posted(first), { address })).kind).toBe("sent");
  });
});

describe("sending the contact form while the database is unreachable", () => {
  useTestSettings(() => ({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" }));

  it("answers 503 and keeps everything typed", async () => {
    const outcome = await submitLead(await posted(aLeadForm({ name: "Dorothy Vaughan" })), { address: "offline" });
    expect(outcome).toMatchObject({ kind: "unavailable", status: 503, values: { name: "Dorothy Vaughan", consent: "yes" } });
  });
});
