import { sql } from "drizzle-orm";
import fc from "fast-check";
import { z } from "zod";
import { repeatedField } from "~/platform/posted-form.server";
import { leads } from "~/database/schema.server";
import { leadMail } from "~/mail/lead-mail.server";
import { posted } from "~tests/support/posted";
import { FORMULA_START, spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { budgetRanges, timelineIds } from "./contact-choices";
import { leadsCsv } from "./lead-export.server";
import { listLeads } from "./lead-inbox.server";
import { interestIds } from "./lead-form.server";
import { newSubmissionId } from "./submission-id.server";
import { submitLead } from "./submit-lead.server";

/**
 * Hostile values in every field of the contact form, sent through the same function as the
 * route's action: never a server error, never a row that breaks the form's rules, and what is
 * stored never becomes a header in a mail or a formula in the export.
 */

const PROBE = "<script>alert(1)</script>";
const hostile = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    PROBE,
    `"><img src=x onerror=alert(1)>`,
    "'; drop table leads; --",
    "1 OR 1=1",
    '=HYPERLINK("http://evil.test")',
    "@SUM(A1)",
    "+cmd|' /C calc'!A0",
    "Eve\r\nBcc: victim@example.com",
    "\u0000\u0007\u001b[31m",
    "\uD800 lone surrogate",
    "👩🏽‍💻".repeat(30),
    "x".repeat(6_000),
    "e\u0301".repeat(100),
    "\u202Egnp.exe",
    // C1 controls (NEL, CSI), the other bidirectional controls, Unicode's line and paragraph separators.
    "a\u0085b\u009B31m\u0080",
    "\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D",
    "one\u2028two\u2029three",
    "Ac\u200Bme\u00AD Ltd\u2060\uFEFF\u000B\u000C",
    // The security probe's message: each line began a row of its own in the export.
    "Call me back\n=1+1\n@SUM(A1)",
    "Call me back\r\n=1+1\r\n@SUM(A1)\r-2+3\r\n\t=cmd",
  ),
);
const valid = {
  name: fc.constantFrom("Ada Lovelace", "Zoë Ünal"),
  email: fc.constantFrom("ada@example.com", "o'brien+leads@example.co.uk"),
  company: fc.constantFrom("", "Analytical Engines"),
  service: fc.constantFrom(...interestIds()),
  budget: fc.constantFrom(...budgetRanges.map((range) => range.id)),
  timeline: fc.constantFrom(...timelineIds),
  message: fc.constantFrom("We would like a website for our difference engine."),
  consent: fc.constant("yes"),
};
type Field = keyof typeof valid;

/** What a spreadsheet would run, at the start of a cell. */
const formula = fc.constantFrom('=HYPERLINK("http://evil.test","x")', "+SUM(A1:A9)", "-2+3", "@cmd", "=1+2");
/** Every way of breaking a line, which a message may hold and the export must keep in one cell. */
const lineBreak = fc.constantFrom("\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029", "\n\n");

/** Free text that the form accepts, with hostile text before, after or in place of it: what reaches the database. */
const accepted = (plain: fc.Arbitrary<string>, max: number) =>
  fc
    .oneof(
      fc.tuple(plain, hostile).map(([good, bad]) => `${good} ${bad}`),
      fc.tuple(hostile, plain).map(([bad, good]) => `${bad} ${good}`),
      fc.tuple(formula, plain).map(([bad, good]) => `${bad} ${good}`),
      // Lines that each begin like a formula, after an ordinary first line.
      fc
        .tuple(plain, fc.array(fc.tuple(lineBreak, formula), { minLength: 1, maxLength: 4 }))
        .map(([good, lines]) => `${good}${lines.map(([end, bad]) => `${end}${bad}`).join("")}`),
    )
    .map((value) => value.slice(0, max));
const acceptedHostile: Partial<Record<Field, fc.Arbitrary<string>>> = {
  name: accepted(valid.name, 100),
  company: accepted(fc.constant("Analytical Engines"), 100),
  message: accepted(valid.message, 4000),
};

type Sent = { kind: "text" | "absent" | "twice" | "file"; value?: string; second?: string };
const text = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((value): Sent => ({ kind: "text", value }));

/** Each field: valid, accepted with hostile text inside, hostile, absent, sent twice, or a file; plus fields the form does not have. */
const forms = fc
  .record({
    fields: fc.record(
      Object.fromEntries(
        (Object.keys(valid) as Field[]).map((field) => [
          field,
          fc.oneof(
            { weight: 8, arbitrary: text(valid[field]) },
            { weight: 8, arbitrary: text(acceptedHostile[field] ?? valid[field]) },
            { weight: 1, arbitrary: text(hostile) },
            { weight: 1, arbitrary: fc.constant<Sent>({ kind: "absent" }) },
            {
              weight: 1,
              arbitrary: fc.tuple(hostile, valid[field]).map(([first, second]): Sent => ({ kind: "twice", value: first, second })),
            },
            { weight: 1, arbitrary: fc.constant<Sent>({ kind: "file" }) },
          ),
        ]),
      ) as Record<Field, fc.Arbitrary<Sent>>,
    ),
    honeypot: fc.option(hostile, { nil: undefined }),
    extra: fc.dictionary(fc.string({ maxLength: 20 }), hostile, { maxKeys: 3 }),
    submissionId: fc.oneof(
      { weight: 12, arbitrary: fc.constant("fresh") },
      fc.constant("absent"),
      hostile,
      fc.constant("00000000-0000-0000-0000-000000000000"),
      // Shaped like one of ours, but not signed by this site: the probe's 1970 id, a UUID v7 of a
      // bot's own an hour old, a signature of another secret.
      fc.constantFrom("00000000-0000-7000-8000-000000000000", "forged", "other-secret"),
    ),
  })
  .map(({ fields, honeypot, extra, submissionId }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    const anHourAgo = Date.now() - 3_600_000;
    if (submissionId === "fresh") form.append("submissionId", newSubmissionId(Date.now() - 60_000));
    else if (submissionId === "forged") form.append("submissionId", newSubmissionId(anHourAgo).split(".")[0]!);
    else if (submissionId === "other-secret") form.append("submissionId", newSubmissionId(anHourAgo, "a-bot-s-own-secret".padEnd(40, "b")));
    else if (submissionId !== "absent") form.append("submissionId", submissionId);
    if (honeypot !== undefined) form.append("website", honeypot);
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind === "text") form.append(name, field.value!);
      if (field.kind === "twice") {
        form.append(name, field.value!);
        form.append(name, field.second!);
      }
      if (field.kind === "file") form.append(name, new Blob([PROBE], { type: "text/html" }), "probe.html");
    }
    // Only a form with an id this site signed a minute ago may be taken for a person's.
    return { form, signed: submissionId === "fresh" };
  });

const codePoints = (text: string) => [...text].length;
/** C0 controls but tab and line feed, DEL, C1 controls, bidirectional controls, invisible breaks, and line breaks other than a line feed. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2028\u2029\u2060\u2066-\u2069\uFEFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe.each(testDatabaseKinds)("hostile contact forms, on %s", (kind) => {
  const test = useTestDatabase(kind);
  useTestSettings(() => ({ DATABASE_URL: test.url(), CONTACT_RATE_LIMIT: "1000000" }));

  it("never fail the server, never store a row that breaks the rules, and stay text in mail and the export", async () => {
    let sent = 0;
    let refused = 0;
    const leadCount = async () => (await test.db().select({ id: leads.id }).from(leads)).length;
    await fc.assert(
      fc.asyncProperty(forms, async ({ form, signed }) => {
        const before = await leadCount();
        const outcome = await submitLead(await posted(form), { address: `fuzz-${kind}` });
        // A field named twice, whichever: the form is refused whole, and nothing is stored.
        if (repeatedField(form) !== undefined) {
          expect(outcome.kind).toBe("ambiguous");
          expect(await leadCount()).toBe(before);
          refused += 1;
          return;
        }
        expect(["sent", "invalid", "limited"]).toContain(outcome.kind);
        if (outcome.kind !== "sent") return;
        sent += 1;
        const prefix = outcome.reference.slice(3).toLowerCase();
        const [row] = await test
          .db()
          .select()
          .from(leads)
          .where(sql`replace(${leads.id}::text, '-', '') like ${`${prefix}%`}`);
        expect(row).toBeDefined();
        const lead = row!;
        // The form's rules, as the database holds them.
        expect(codePoints(lead.name)).toBeGreaterThanOrEqual(1);
        expect(codePoints(lead.name)).toBeLessThanOrEqual(120);
        expect(z.email().safeParse(lead.email).success).toBe(true);
        expect(interestIds()).toContain(lead.service);
        // Only a form this site signed can be a person's (unless it is taken for one already stored:
        // the same message from the same address within a day).
        if (!signed && (await leadCount()) > before) expect(lead.status).toBe("spam");
        expect(codePoints(lead.message)).toBeGreaterThanOrEqual(20);
        expect(codePoints(lead.message)).toBeLessThanOrEqual(5000);
        for (const text of [lead.name, lead.email, lead.company ?? "", lead.message]) {
          expect(text).not.toMatch(CONTROL);
          expect(text).not.toMatch(LONE_SURROGATE);
        }
        for (const single of [lead.name, lead.email, lead.company ?? ""]) expect(single).not.toMatch(/[\r\n]/);

        // Mail: what was typed never becomes a header line of its own.
        const context = {
          from: "Brightline <hello@brightline.digital>",
          studio: "studio@brightline.test",
          siteUrl: "https://brightline.test",
        };
        for (const mailKind of ["studio-notification", "acknowledgement"] as const) {
          const mail = leadMail(mailKind, lead, context, crypto.randomUUID());
          expect(String(mail.subject)).not.toMatch(/[\r\n]/);
          expect(JSON.stringify(mail.replyTo ?? "")).not.toMatch(/\\[rn]/);
        }

        // The export, opened as a spreadsheet would: one row for this lead, no cell it would run.
        const csv = Buffer.concat(await collect(leadsCsv(test.db(), { q: lead.email }))).toString("utf8");
        const rows = spreadsheetRows(csv);
        expect(rows.filter((row) => row[0] === outcome.reference)).toHaveLength(1);
        expect(rows).toHaveLength(1 + (await listLeads(test.db(), { q: lead.email, page: 1 })).total);
        for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
      }),
      { numRuns: 300 },
    );
    expect(sent).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  }, 180_000);
});

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}
