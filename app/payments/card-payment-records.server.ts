import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { cardPayments, type CardPayment } from "~/database/schema.server";

/** A booking's card payments, oldest first. */
export async function cardPaymentsOf(db: Database, bookingId: string): Promise<CardPayment[]> {
  return db
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.bookingId, bookingId))
    .orderBy(asc(cardPayments.createdAt), asc(cardPayments.id));
}

/**
 * The payment a booking's page, mail and roster line tell of: the one that pays for the seat (paid
 * and not refunded), else the newest paid (refunded), else the newest started. A second payment
 * refunded as paid twice never hides the first.
 */
export function paymentToTell(payments: readonly CardPayment[]): CardPayment | undefined {
  const paid = payments.filter((payment) => payment.state === "paid");
  return paid.findLast((payment) => payment.refundDue === null && payment.refundId === null) ?? paid.at(-1) ?? payments.at(-1);
}

/** For each of the bookings that has any, the payment to tell of. */
export async function paymentsToTell(db: Database, bookingIds: readonly string[]): Promise<Map<string, CardPayment>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cardPayments)
    .where(inArray(cardPayments.bookingId, [...bookingIds]))
    .orderBy(asc(cardPayments.createdAt), asc(cardPayments.id));
  // Node 20 has no Map.groupBy.
  const byBooking = new Map<string, CardPayment[]>();
  for (const row of rows) if (row.bookingId) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return new Map([...byBooking].map(([bookingId, payments]) => [bookingId, paymentToTell(payments)!]));
}
