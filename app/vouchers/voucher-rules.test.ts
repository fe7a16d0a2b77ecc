import { typedVoucherCode, voucherDiscount, voucherRefusal, type VoucherTerms } from "./voucher-rules";

const terms = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  code: "SPRING25",
  kind: "percent",
  amount: 25,
  courseSlug: null,
  maxUses: 3,
  validFrom: null,
  validUntil: null,
  ...overrides,
});
const booking = { courseSlug: "accessible-forms-and-components", today: "2027-03-10", used: 0 };

describe("a voucher's rules", () => {
  it("reads a typed code as stored: trimmed, in capitals, without the spaces of a code read out", () => {
    expect(typedVoucherCode("  spring 25 ")).toBe("SPRING25");
    expect(typedVoucherCode("acme-7kq2")).toBe("ACME-7KQ2");
    expect(typedVoucherCode("   ")).toBeUndefined();
    expect(typedVoucherCode(null)).toBeUndefined();
  });

  it("takes a percentage to the nearest penny, half a penny up, and never more than the price", () => {
    expect(voucherDiscount({ kind: "percent", amount: 25 }, 49_000)).toBe(12_250);
    // 15% of £33.33 is 499.95p: 500p.
    expect(voucherDiscount({ kind: "percent", amount: 15 }, 3_333)).toBe(500);
    expect(voucherDiscount({ kind: "percent", amount: 100 }, 49_000)).toBe(49_000);
    expect(voucherDiscount({ kind: "amount", amount: 5_000 }, 49_000)).toBe(5_000);
    expect(voucherDiscount({ kind: "amount", amount: 60_000 }, 49_000)).toBe(49_000);
  });

  it("is used on its own course or any, between its days (both inclusive), while it has uses left", () => {
    expect(voucherRefusal(terms(), booking)).toBeUndefined();
    expect(voucherRefusal(terms({ courseSlug: "accessible-forms-and-components" }), booking)).toBeUndefined();
    expect(voucherRefusal(terms({ courseSlug: "ui-design-foundations" }), booking)).toBe("other-course");
    expect(voucherRefusal(terms({ validFrom: "2027-03-10", validUntil: "2027-03-10" }), booking)).toBeUndefined();
    expect(voucherRefusal(terms({ validFrom: "2027-03-11" }), booking)).toBe("not-yet");
    expect(voucherRefusal(terms({ validUntil: "2027-03-09" }), booking)).toBe("expired");
    expect(voucherRefusal(terms({ maxUses: 3 }), { ...booking, used: 2 })).toBeUndefined();
    expect(voucherRefusal(terms({ maxUses: 3 }), { ...booking, used: 3 })).toBe("used-up");
  });
});
