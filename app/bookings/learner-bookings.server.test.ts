import { readBookingConfirmation, readBookingAnswer, shownCount, staleCount } from "./learner-bookings.server";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return { ok: true as const, form: data };
};

describe("the booking forms", () => {
  it("takes a confirmation's submission id, and refuses anything else in words", () => {
    const id = crypto.randomUUID();
    expect(readBookingConfirmation(form([["submissionId", id]]))).toEqual({ ok: true, submissionId: id });
    expect(readBookingConfirmation(form([["submissionId", "not-an-id"]]))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/out of date/),
    });
    expect(readBookingConfirmation(form([]))).toMatchObject({ ok: false });
    expect(readBookingConfirmation({ ok: false, problem: "unreadable" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/could not be read/),
    });
  });

  it("takes an answer on a booking's page: accept, decline or pay only", () => {
    expect(readBookingAnswer(form([["intent", "accept"]]))).toEqual({ ok: true, intent: "accept" });
    expect(readBookingAnswer(form([["intent", "decline"]]))).toEqual({ ok: true, intent: "decline" });
    expect(readBookingAnswer(form([["intent", "pay"]]))).toEqual({ ok: true, intent: "pay" });
    expect(readBookingAnswer(form([["intent", "cancel"]]))).toMatchObject({ ok: false });
  });
});

describe("the count the course page showed", () => {
  it("reads a Book link's count, and nothing that is not one", () => {
    expect(shownCount("3")).toBe(3);
    expect(shownCount("0")).toBe(0);
    for (const bad of [null, "", "-1", "2.5", "x", "501"]) expect(shownCount(bad)).toBeUndefined();
  });

  it("says when the count was stale, and how", () => {
    expect(staleCount(undefined, 2)).toBeUndefined();
    expect(staleCount(2, 2)).toBeUndefined();
    expect(staleCount(3, 0)).toMatch(/filled up since/);
    expect(staleCount(0, 1)).toMatch(/a seat has come free/);
    expect(staleCount(0, 2)).toMatch(/seats have come free/);
    expect(staleCount(3, 1)).toBe("The course page showed 3 seats left; there is 1 now.");
    expect(staleCount(3, 2)).toBe("The course page showed 3 seats left; there are 2 now.");
  });
});
