import type { PostedForm } from "~/platform/posted-form.server";
import { posted } from "~tests/support/posted";
import { readRosterAction } from "./roster-actions.server";

/** A form each of whose fields is named once, as postedForm passes it on. */
const form = (fields: Record<string, string>): PostedForm => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return { ok: true, form: data };
};

const bookingId = "0b6f2f5e-7c1a-4d2b-9f3e-2a1c5d8e9f01";
const toCohortId = "5a3c0f0e-6f1d-4b8e-9a51-000000000004";

describe("readRosterAction", () => {
  it("reads each of the roster's forms", () => {
    expect(readRosterAction(form({ intent: "mark-paid", bookingId }))).toEqual({ ok: true, action: { intent: "mark-paid", bookingId } });
    expect(readRosterAction(form({ intent: "cancel", bookingId }))).toEqual({ ok: true, action: { intent: "cancel", bookingId } });
    expect(readRosterAction(form({ intent: "move", bookingId, toCohortId }))).toEqual({
      ok: true,
      action: { intent: "move", bookingId, toCohortId },
    });
  });

  it("refuses a form that names a field twice, whichever value comes last", async () => {
    const twice = await posted([
      ["intent", "mark-paid"],
      ["bookingId", bookingId],
      ["bookingId", crypto.randomUUID()],
    ]);
    expect(readRosterAction(twice)).toEqual({
      ok: false,
      intent: null,
      bookingId: null,
      error: "That form arrived with one of its fields twice, so nothing was changed. Reload the page and try again.",
    });
    const intents = await posted([
      ["intent", "mark-paid"],
      ["bookingId", bookingId],
      ["intent", "cancel"],
    ]);
    expect(readRosterAction(intents)).toMatchObject({ ok: false, intent: null });
  });

  it("refuses a body that is no form", () => {
    expect(readRosterAction({ ok: false, problem: "unreadable" })).toEqual({
      ok: false,
      intent: null,
      bookingId: null,
      error: "That form was not understood.",
    });
  });

  it("takes a refund only with a reason of a few words, kept to one line", () => {
    expect(readRosterAction(form({ intent: "refund", bookingId, reason: "  Moved\n abroad " }))).toEqual({
      ok: true,
      action: { intent: "refund", bookingId, reason: "Moved abroad" },
    });
    expect(readRosterAction(form({ intent: "refund", bookingId, reason: " " }))).toMatchObject({
      ok: false,
      intent: "refund",
      bookingId,
      error: expect.stringMatching(/Say why the booking is refunded/),
    });
    expect(readRosterAction(form({ intent: "refund", bookingId, reason: "a".repeat(301) }))).toMatchObject({ ok: false, intent: "refund" });
  });

  it("refuses an intent it does not know, or none", () => {
    expect(readRosterAction(form({ intent: "delete", bookingId }))).toEqual({
      ok: false,
      intent: null,
      bookingId: null,
      error: "That form was not understood.",
    });
    expect(readRosterAction(form({ bookingId }))).toMatchObject({ ok: false, intent: null });
  });

  it("refuses a booking or cohort that is no uuid, naming the row it could read", () => {
    expect(readRosterAction(form({ intent: "cancel", bookingId: "BK-0A1B2C3D" }))).toEqual({
      ok: false,
      intent: "cancel",
      bookingId: null,
      error: "That booking was not understood. Reload the page and try again.",
    });
    expect(readRosterAction(form({ intent: "mark-paid" }))).toMatchObject({ ok: false, intent: "mark-paid", bookingId: null });
    expect(readRosterAction(form({ intent: "move", bookingId, toCohortId: "" }))).toEqual({
      ok: false,
      intent: "move",
      bookingId,
      error: "Choose the cohort to move this booking to.",
    });
    expect(readRosterAction(form({ intent: "move", bookingId, toCohortId: "next-week" }))).toMatchObject({
      ok: false,
      intent: "move",
      bookingId,
    });
  });

  it("takes no file for a field", () => {
    const data = new FormData();
    data.append("intent", "cancel");
    data.append("bookingId", new File([bookingId], "booking.txt"));
    expect(readRosterAction({ ok: true, form: data })).toMatchObject({ ok: false, intent: "cancel", bookingId: null });
  });
});
