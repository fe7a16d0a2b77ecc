import { formatPayment } from "~/config/money";
import { m } from "~/i18n/paraglide/messages.js";
import type { VoucherRefusal, VoucherTerms } from "./voucher-rules";

/** Why a code was refused, beside the field, in the page's language. */
export const voucherRefusalWords: Record<VoucherRefusal, () => string> = {
  unknown: m.voucher_refused_unknown,
  "not-yet": m.voucher_refused_not_yet,
  expired: m.voucher_refused_expired,
  "used-up": m.voucher_refused_used_up,
  "other-course": m.voucher_refused_other_course,
};

/** What a voucher takes off, as staff and buyers read it: "20%" or "£50". */
export function voucherOffText(voucher: Pick<VoucherTerms, "kind" | "amount">): string {
  return voucher.kind === "percent" ? m.voucher_percent_off({ percent: voucher.amount }) : formatPayment(voucher.amount);
}
