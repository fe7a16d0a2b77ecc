import { sql } from "drizzle-orm";
import fc from "fast-check";
import { z } from "zod";
import { leads } from "~/database/schema.server";
import { leadMail } from "~/mail/lead-mail.server";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { useTestSettings } from "../../tests/support/test-settings";
import { budgetRanges, timelines } from "./contact-choices";
import { leadsCsv } from "./lead-export.server";
import { serviceIds } from "./lead-form.server";
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
  ),
);
const valid = {
  name: fc.constantFrom("Ada Lovelace", "Zoë Ünal"),
  email: fc.constantFrom("ada@example.com", "o'brien+leads@example.co.uk"),
  company: fc.constantFrom("", "Analytical Engines"),
  service: fc.constantFrom(...serviceIds),
  budget: fc.constantFrom(...budgetRanges.map((range) => range.id)),
  timeline: fc.constantFrom(...timelines.map((timeline) => timeline.id)),
  message: fc.constantFrom("We would like a website for our difference engine."),
  consent: fc.constant("yes"),
};
type Field = keyof typeof valid;

/** What a spreadsheet would run, at the start of a cell. */
const formula = fc.constantFrom('=HYPERLINK("http://evil.test","x")', "+SUM(A1:A9)", "-2+3", "@cmd", "=1+2");

/** Free text that the form accepts, with hostile text before, after or in place of it: what reaches the database. */
const accepted = (plain: fc.Arbitrary<string>, max: number) =>
  fc
    .oneof(
      fc.tuple(plain, hostile).map(([good, bad]) => `${good} ${bad}`),
      fc.tuple(hostile, plain).map(([bad, good]) => `${bad} ${good}`),
      fc.tuple(formula, plain).map(([bad, good]) => `${bad} ${good}`),
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
    ),
  })
  .map(({ fields, honeypot, extra, submissionId }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    if (submissionId === "fresh") form.append("submissionId", newSubmissionId(Date.now() - 60_000));
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
    return form;
  });

const codePoints = (text: string) => [...text].length;
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe.each(testDatabaseKinds)("hostile contact forms, on %s", (kind) => {
  const test = useTestDatabase(kind);
  useTestSettings(() => ({ DATABASE_URL: test.url(), CONTACT_RATE_LIMIT: "1000000" }));

  it("never fail the server, never store a row that breaks the rules, and stay text in mail and the export", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(forms, async (form) => {
        const outcome = await submitLead(form, { address: `fuzz-${kind}` });
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
        expect(serviceIds).toContain(lead.service);
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

        // The export: no cell a spreadsheet would run.
        const csv = Buffer.concat(await collect(leadsCsv(test.db(), { q: lead.email }))).toString("utf8");
        const cells = parseCells(csv.replace(/^\uFEFF/, ""));
        for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
      }),
      { numRuns: 300 },
    );
    expect(sent).toBeGreaterThan(20);
  }, 120_000);
});

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

/** Every cell of a CSV text (RFC 4180: quotes doubled inside quoted cells). */
function parseCells(csv: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index < csv.length) {
    let cell = "";
    if (csv[index] === '"') {
      index += 1;
      for (;;) {
        const quote = csv.indexOf('"', index);
        cell += csv.slice(index, quote);
        index = quote + 1;
        if (csv[index] === '"') {
          cell += '"';
          index += 1;
        } else break;
      }
    } else {
      const end = csv.slice(index).search(/,|\r\n/);
      cell = end === -1 ? csv.slice(index) : csv.slice(index, index + end);
      index += cell.length;
    }
    cells.push(cell);
    if (csv.startsWith("\r\n", index)) index += 2;
    else if (csv[index] === ",") index += 1;
  }
  return cells;
}
