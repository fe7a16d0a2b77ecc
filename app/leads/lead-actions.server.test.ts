import fc from "fast-check";
import type { PostedForm } from "~/platform/posted-form.server";
import { posted } from "~tests/support/posted";
import { readLeadAction } from "./lead-actions.server";

/** A form each of whose fields is named once, as postedForm passes it on. */
const form = (fields: Record<string, string>): PostedForm => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return { ok: true, form: data };
};

describe("readLeadAction", () => {
  it("reads each of the lead page's forms", () => {
    expect(readLeadAction(form({ intent: "status", status: "won" }))).toEqual({ ok: true, action: { intent: "status", status: "won" } });
    expect(readLeadAction(form({ intent: "erase", confirm: "yes" }))).toEqual({ ok: true, action: { intent: "erase", confirm: "yes" } });
  });

  it("keeps a note's line breaks, drops control characters and trims it", () => {
    expect(readLeadAction(form({ intent: "note", note: "  Called.\r\nQuote\u0000 by Friday.\u0007  " }))).toEqual({
      ok: true,
      action: { intent: "note", note: "Called.\nQuote by Friday." },
    });
  });

  it("refuses in plain words, naming the form: an unknown status, an empty or huge note, an erase not confirmed", () => {
    expect(readLeadAction(form({ intent: "status", status: "deleted" }))).toEqual({
      ok: false,
      intent: "status",
      error: "Choose one of the statuses.",
    });
    expect(readLeadAction(form({ intent: "note", note: " \u0000 " }))).toEqual({
      ok: false,
      intent: "note",
      error: "Write the note first.",
    });
    expect(readLeadAction(form({ intent: "note", note: "x".repeat(5001) }))).toMatchObject({ ok: false, intent: "note" });
    expect(readLeadAction(form({ intent: "erase" }))).toMatchObject({
      ok: false,
      intent: "erase",
      error: expect.stringMatching(/^Tick the box/),
    });
    expect(readLeadAction(form({ intent: "launch" }))).toMatchObject({ ok: false, intent: null });
  });
});

/** C0 controls but tab and line feed, DEL, C1 and bidirectional controls, invisible breaks, and line breaks other than a line feed. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2028\u2029\u2060\u2066-\u2069\uFEFF]/;

describe("readLeadAction, given anything", () => {
  it("never throws, refuses a form naming a field twice, and accepts only a known form with valid values", async () => {
    const anyValue = fc.oneof(
      fc.string({ unit: "binary", maxLength: 6000 }),
      fc.constantFrom("status", "note", "erase", "yes", "won", "spam", ""),
      fc.constantFrom("Called.\r\nQuote\u0000 by\u0085Friday\u2028", "\u202Eyes", "Ring back\n=1+1\n@SUM(A1)", "\u0000"),
    );
    const name = fc.constantFrom("intent", "status", "note", "confirm", "form", "extra");
    // Fields in any order, some named more than once: the security probe's status-then-erase among them.
    const forms = fc.oneof(
      fc.array(fc.tuple(name, anyValue), { maxLength: 6 }),
      fc.constant<[string, string][]>([
        ["intent", "status"],
        ["status", "won"],
        ["intent", "erase"],
        ["confirm", "yes"],
      ]),
    );
    await fc.assert(
      fc.asyncProperty(forms, async (fields) => {
        const read = readLeadAction(await posted(fields));
        const names = fields.map(([field]) => field);
        if (new Set(names).size < names.length) {
          expect(read).toMatchObject({ ok: false, intent: null, error: expect.stringMatching(/one of its fields twice/) });
          return;
        }
        if (!read.ok) {
          expect(read.error.length).toBeGreaterThan(0);
          return;
        }
        const { action } = read;
        const given = Object.fromEntries(fields);
        if (action.intent === "status") expect(["new", "contacted", "won", "lost", "spam"]).toContain(action.status);
        if (action.intent === "note") {
          expect(action.note.length).toBeGreaterThan(0);
          expect(action.note.length).toBeLessThanOrEqual(5000);
          expect(action.note).not.toMatch(CONTROL);
        }
        if (action.intent === "erase") expect(given.confirm).toBe("yes");
      }),
      { numRuns: 500 },
    );
  });
});
