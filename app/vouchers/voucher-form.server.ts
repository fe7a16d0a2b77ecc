import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { cleanText } from "~/platform/clean-text.server";
import { typedVoucherCode } from "./voucher-rules";

/** The staff's voucher form's fields. `mode` makes one code, or a batch of single-use codes for a partner. */
export const voucherFields = [
  "mode",
  "code",
  "count",
  "batch",
  "kind",
  "amount",
  "courseSlug",
  "maxUses",
  "validFrom",
  "validUntil",
] as const;
export type VoucherField = (typeof voucherFields)[number];
export type VoucherTyped = Partial<Record<VoucherField, string>>;

/** The most codes one batch makes: a partner's list, not a mailing. */
export const BATCH_MAX = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const CODE = /^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/;

/** What the voucher takes off, and on what, whether one code or a batch: the columns of `vouchers`. */
export type VoucherTermsInput = {
  kind: "percent" | "amount";
  /** Percent, or pence. */
  amount: number;
  courseSlug: string | null;
  validFrom: string | null;
  validUntil: string | null;
};

export type VoucherInput =
  | ({ mode: "one"; code: string; maxUses: number } & VoucherTermsInput)
  | ({ mode: "batch"; count: number; batch: string } & VoucherTermsInput);

/** "49", "49.5" or "49.50" pounds as pence; undefined when it is no such amount. */
function pence(typed: string): number | undefined {
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/^£/, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const whole = (typed: string) => (/^\d{1,6}$/.test(typed) ? Number(typed) : undefined);

/**
 * Reads the staff's voucher form (issue 66): a code made on its own, with its number of uses, or
 * a batch of single-use codes under a partner's label; a percentage (1 to 100) or an amount in
 * pounds off; one course or all; an optional first and last day. Each refusal is the field's own,
 * in the page's language; what was typed is given back to show again.
 */
export function readVoucherForm(form: FormData, courseSlugs: readonly string[]) {
  const typed: VoucherTyped = Object.fromEntries(
    voucherFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.trim() : ""];
    }),
  );
  const errors: Partial<Record<VoucherField, string>> = {};
  const mode = typed.mode === "batch" ? "batch" : "one";
  const kind = typed.kind === "amount" ? "amount" : typed.kind === "percent" ? "percent" : undefined;
  if (!kind) errors.kind = m.voucher_check_kind();
  const amount = kind === "amount" ? pence(typed.amount ?? "") : whole(typed.amount ?? "");
  if (kind === "percent" && (amount === undefined || amount < 1 || amount > 100)) errors.amount = m.voucher_check_percent();
  if (kind === "amount" && (amount === undefined || amount < 1 || amount > 500_000)) errors.amount = m.voucher_check_amount();
  const courseSlug = typed.courseSlug || null;
  if (courseSlug !== null && !courseSlugs.includes(courseSlug)) errors.courseSlug = m.voucher_check_course();
  const validFrom = typed.validFrom || null;
  const validUntil = typed.validUntil || null;
  if (validFrom !== null && !isRealDay(validFrom)) errors.validFrom = m.voucher_check_day();
  if (validUntil !== null && !isRealDay(validUntil)) errors.validUntil = m.voucher_check_day();
  else if (validFrom !== null && validUntil !== null && isRealDay(validFrom) && validUntil < validFrom) {
    errors.validUntil = m.voucher_check_days_in_order();
  }
  const code = typedVoucherCode(typed.code) ?? "";
  const maxUses = whole(typed.maxUses ?? "");
  const count = whole(typed.count ?? "");
  // A partner's name, stored as every text is: cleaned of controls and invisible marks.
  const batch = z
    .string()
    .min(1)
    .max(80)
    .safeParse(
      cleanText(typed.batch ?? "")
        .replace(/\s+/g, " ")
        .trim(),
    );
  if (mode === "one") {
    if (!CODE.test(code)) errors.code = m.voucher_check_code();
    if (maxUses === undefined || maxUses < 1 || maxUses > 100_000) errors.maxUses = m.voucher_check_uses();
  } else {
    if (count === undefined || count < 2 || count > BATCH_MAX) errors.count = m.voucher_check_count({ max: BATCH_MAX });
    if (!batch.success) errors.batch = m.voucher_check_batch();
  }
  if (Object.keys(errors).length > 0 || !kind || amount === undefined) return { ok: false as const, errors, typed };
  const terms: VoucherTermsInput = { kind, amount, courseSlug, validFrom, validUntil };
  const input: VoucherInput =
    mode === "one" ? { mode, code, maxUses: maxUses!, ...terms } : { mode, count: count!, batch: batch.data!, ...terms };
  return { ok: true as const, input };
}
