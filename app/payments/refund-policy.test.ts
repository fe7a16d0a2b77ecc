import { studioDayBegins } from "~/config/calendar-day";
import { cancellationPeriodEnds, refundOnCancel, refundPolicyWords, startsWithinCancellationPeriod } from "./refund-policy";

const DAY = 86_400_000;
const policy = { daysBefore: 14 };

describe("the refund policy", () => {
  const startsOn = "2027-03-01";
  const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("refunds in full up to the policy's day before the start, and not after", () => {
    const bookedAt = at("2027-01-02");
    expect(refundOnCancel(policy, { bookedAt, startsOn, now: at("2027-02-15") })).toEqual({ refunded: true, why: "policy" });
    expect(refundOnCancel(policy, { bookedAt, startsOn, now: at("2027-02-16") })).toEqual({ refunded: false, why: "none" });
  });

  it("refunds in full within 14 days of booking, whatever the policy says", () => {
    const bookedAt = at("2027-02-20");
    expect(refundOnCancel(policy, { bookedAt, startsOn, now: new Date(bookedAt.getTime() + 13 * DAY) })).toEqual({
      refunded: true,
      why: "cancellation-period",
    });
    expect(refundOnCancel({ daysBefore: 60 }, { bookedAt: at("2027-01-01"), startsOn, now: at("2027-02-20") }).refunded).toBe(false);
  });

  it("keeps the right to cancel for the whole 14th day after the contract's, on the studio's clock (issue 65)", () => {
    const policyOver = { daysBefore: 60 };
    // Booked at 18:00 UK time on Saturday 20 February: the period runs to the end of Saturday 6 March.
    const bookedAt = new Date("2027-02-20T18:00:00Z");
    const lateOnTheLastDay = new Date("2027-03-06T23:59:00Z");
    const nextMorning = new Date("2027-03-07T00:00:01Z");
    expect(refundOnCancel(policyOver, { bookedAt, startsOn, now: lateOnTheLastDay })).toEqual({
      refunded: true,
      why: "cancellation-period",
    });
    expect(refundOnCancel(policyOver, { bookedAt, startsOn, now: nextMorning })).toEqual({ refunded: false, why: "none" });
    // In summer the UK's day begins at 23:00 UTC: a booking at 23:30 UTC on 1 July is made on 2 July.
    expect(cancellationPeriodEnds(new Date("2027-07-01T23:30:00Z"))).toEqual(new Date("2027-07-16T23:00:00Z"));
    expect(studioDayBegins("2027-07-01")).toEqual(new Date("2027-06-30T23:00:00Z"));
    expect(studioDayBegins("2027-01-01")).toEqual(new Date("2027-01-01T00:00:00Z"));
  });

  it("asks for the learner's request to begin early when the course starts on or before the period's last day", () => {
    const bookedAt = new Date("2027-02-15T10:00:00Z");
    expect(startsWithinCancellationPeriod("2027-03-01", bookedAt)).toBe(true);
    expect(startsWithinCancellationPeriod("2027-03-02", bookedAt)).toBe(false);
  });

  it("says what the learner agrees to when the course starts within the cancellation period", () => {
    const soon = refundPolicyWords(policy, { startsOn, bookedAt: at("2027-02-22") }).join(" ");
    expect(soon).toContain("starts within your 14-day cancellation period");
    expect(soon).toContain("we begin it only at your express request");
    const later = refundPolicyWords(policy, { startsOn, bookedAt: at("2027-01-02") }).join(" ");
    expect(later).toContain("Cancel on or before Monday 15 February 2027");
    expect(later).toContain("until Saturday 16 January 2027");
  });
});
