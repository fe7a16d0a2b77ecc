import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { bookings, liveBookingStates, vouchers, type Voucher } from "~/database/schema.server";
import { type VoucherRefusal, voucherRefusal } from "./voucher-rules";

/** A voucher cannot be used for this booking; `refusal` says why, for the words beside the field. */
export class VoucherRefusedError extends Error {
  override name = "VoucherRefusedError";
  constructor(readonly refusal: VoucherRefusal) {
    super(`The voucher cannot be used: ${refusal}.`);
  }
}

/**
 * The bookings that count as a voucher's uses: live ones (a seat, a hold, an offer, a place in
 * the queue) and paid ones, whatever became of them since. A hold that ran out or a booking
 * cancelled before it was paid gives its use back; a refund does not. One count, not a counter,
 * so no path that ends a booking can forget to give a use back (decision 68).
 */
const countsAsUse = or(inArray(bookings.state, [...liveBookingStates]), isNotNull(bookings.paidAt));

/** How many uses each voucher has had, by id; a voucher with none is missing from the map. */
export async function voucherUses(db: Database | Transaction, voucherIds: readonly string[]): Promise<Map<string, number>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select({ voucherId: bookings.voucherId, uses: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.voucherId, [...voucherIds]), countsAsUse))
    .groupBy(bookings.voucherId);
  return new Map(rows.map((row) => [row.voucherId!, row.uses]));
}

/** What a booking on `courseSlug` on the studio's day `today` may use a voucher for. */
export type VoucherUse = { courseSlug: string; today: string };

/**
 * The voucher a code names, if it can be used now: for the booking step's price, before the
 * order button. A look, not a use: the booking takes the use (`takeVoucherUse`).
 */
export async function voucherFor(db: Database, code: string, use: VoucherUse): Promise<{ voucher: Voucher } | { refusal: VoucherRefusal }> {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) return { refusal: "unknown" };
  const used = (await voucherUses(db, [voucher.id])).get(voucher.id) ?? 0;
  const refusal = voucherRefusal(voucher, { ...use, used });
  return refusal ? { refusal } : { voucher };
}

/**
 * Takes one use of the voucher a code names, in the booking's transaction: its row is locked
 * first, so two bookings racing for its last use queue, and the second counts the first's
 * booking once it has committed. The booking that follows in the same transaction is the use;
 * if it rolls back, so does the use. Throws VoucherRefusedError when it cannot be used.
 */
export async function takeVoucherUse(tx: Transaction, code: string, use: VoucherUse): Promise<Voucher> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for("update");
  if (!voucher) throw new VoucherRefusedError("unknown");
  const used = (await voucherUses(tx, [voucher.id])).get(voucher.id) ?? 0;
  const refusal = voucherRefusal(voucher, { ...use, used });
  if (refusal) throw new VoucherRefusedError(refusal);
  return voucher;
}

/**
 * Whether a booking that gave its voucher's use back (its hold ran out) may take it again, as a
 * card payment that comes late would: the voucher's row locked, a use still left. True without a
 * voucher. In the caller's transaction, after its cohort's lock, as every use is taken.
 */
export async function voucherUseLeft(tx: Transaction, voucherId: string | null): Promise<boolean> {
  if (!voucherId) return true;
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for("update");
  if (!voucher) return false;
  return ((await voucherUses(tx, [voucher.id])).get(voucher.id) ?? 0) < voucher.maxUses;
}
