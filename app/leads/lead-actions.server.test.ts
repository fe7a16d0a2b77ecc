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
