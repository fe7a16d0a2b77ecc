import fc from "fast-check";
import { readLeadAction } from "./lead-actions.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
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

// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

describe("readLeadAction, given anything", () => {
  it("never throws, and accepts only a known form with valid values", () => {
    const anyValue = fc.oneof(
      fc.string({ unit: "binary", maxLength: 6000 }),
      fc.constantFrom("status", "note", "erase", "yes", "won", "spam", ""),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("intent", "status", "note", "confirm", "form", "extra"), anyValue), (fields) => {
        const read = readLeadAction(form(fields));
        if (!read.ok) {
          expect(read.error.length).toBeGreaterThan(0);
          return;
        }
        const { action } = read;
        if (action.intent === "status") expect(["new", "contacted", "won", "lost", "spam"]).toContain(action.status);
        if (action.intent === "note") {
          expect(action.note.length).toBeGreaterThan(0);
          expect(action.note.length).toBeLessThanOrEqual(5000);
          expect(action.note).not.toMatch(CONTROL);
        }
        if (action.intent === "erase") expect(fields.confirm).toBe("yes");
      }),
      { numRuns: 500 },
    );
  });
});
