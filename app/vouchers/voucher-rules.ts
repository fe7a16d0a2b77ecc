import type { Voucher } from "~/database/schema.server";

/** What a voucher's rules look at: its terms, not who made it or when. */
export type VoucherTerms = Pick<Voucher, "code" | "kind" | "amount" | "courseSlug" | "maxUses" | "validFrom" | "validUntil">;

/** Why a voucher cannot be used for a booking; each has its own words beside the field. */
export type VoucherRefusal = "unknown" | "not-yet" | "expired" | "used-up" | "other-course";

/** The longest code a buyer can type; longer is no code of ours. */
export const VOUCHER_CODE_MAX = 40;

/**
 * A code as typed, read as it is stored: trimmed, in capitals, inner spaces dropped (a code read
 * out on the phone is typed with them). Undefined when nothing is left.
 */
export function typedVoucherCode(typed: unknown): string | undefined {
  if (typeof typed !== "string") return undefined;
  const code = typed.replace(/\s+/g, "").toUpperCase();
  return code === "" ? undefined : code;
}

/**
 * Whether a voucher can be used for a seat on `courseSlug` on the studio's day `today`, with
 * `used` of its uses already taken; undefined when it can. The days are inclusive.
 */
export function voucherRefusal(
  voucher: VoucherTerms,
  booking: { courseSlug: string; today: string; used: number },
): VoucherRefusal | undefined {
  if (voucher.courseSlug !== null && voucher.courseSlug !== booking.courseSlug) return "other-course";
  if (voucher.validFrom !== null && booking.today < voucher.validFrom) return "not-yet";
  if (voucher.validUntil !== null && booking.today > voucher.validUntil) return "expired";
  if (booking.used >= voucher.maxUses) return "used-up";
  return undefined;
}

/**
 * What a voucher takes off a price in pence: a percentage, rounded to the nearest penny (half a
 * penny up), or an amount; never more than the price.
 */
export function voucherDiscount(voucher: Pick<VoucherTerms, "kind" | "amount">, pence: number): number {
  const off = voucher.kind === "percent" ? Math.round((pence * voucher.amount) / 100) : voucher.amount;
  return Math.min(pence, Math.max(0, off));
}
