import type { Database } from "~/database/database.server";
import { formatPayment } from "~/config/money";
import { typedVoucherCode, VOUCHER_CODE_MAX, voucherDiscount } from "~/vouchers/voucher-rules";
import { voucherFor } from "~/vouchers/voucher-uses.server";
import { voucherRefusalWords } from "~/vouchers/voucher-words";

/** A voucher as the booking step shows it: what was typed, and either what it takes off or why not. */
export type StepVoucher = {
  typed: string;
  /** The code as stored, while it applies: the order form sends it with the booking. */
  code?: string;
  /** What it takes off the day's price, in pence, and in words. */
  discount?: number;
  discountText?: string;
  error?: string;
};

/**
 * The voucher the booking step's address names (`?voucher=`), read against the seat's price on
 * the day (`listed`, in pence): a look at whether it applies now. The booking takes its use, and
 * checks it again under the voucher's lock (book-seat.server.ts). Nothing typed: undefined.
 */
export async function voucherOnStep(
  db: Database,
  typed: string | null,
  seat: { courseSlug: string; today: string; listed: number },
): Promise<StepVoucher | undefined> {
  const code = typedVoucherCode(typed);
  if (!code || typed === null) return undefined;
  const kept = typed.slice(0, VOUCHER_CODE_MAX * 2);
  if (code.length > VOUCHER_CODE_MAX) return { typed: kept, error: voucherRefusalWords.unknown() };
  const found = await voucherFor(db, code, seat);
  if ("refusal" in found) return { typed: kept, error: voucherRefusalWords[found.refusal]() };
  const discount = voucherDiscount(found.voucher, seat.listed);
  return { typed: kept, code, discount, discountText: formatPayment(discount) };
}
