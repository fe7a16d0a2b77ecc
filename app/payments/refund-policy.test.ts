import { refundOnCancel, refundPolicyWords } from "./refund-policy";

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

  it("says what the learner agrees to when the course starts within the cancellation period", () => {
    const soon = refundPolicyWords(policy, { startsOn, bookedAt: at("2027-02-22") }).join(" ");
    expect(soon).toContain("starts within your 14-day cancellation period");
    expect(soon).toContain("you ask us to start the course within it");
    const later = refundPolicyWords(policy, { startsOn, bookedAt: at("2027-01-02") }).join(" ");
    expect(later).toContain("Cancel on or before Monday 15 February 2027");
    expect(later).toContain("until Saturday 16 January 2027");
  });
});
