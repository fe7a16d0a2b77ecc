import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments, cohorts } from "~/database/schema.server";

/**
 * What the studio owes its learners (issue 64), for the to-do at the top of /admin: each seat held
 * for a bank transfer (an invoice to send if one was promised, the payment to look for and mark
 * paid), each cancelled seat a transfer paid for (a refund to make at the bank and mark made), and
 * each card refund Stripe has not taken yet (the site tries again by itself). Read from the
 * bookings as they stand, so an item goes the moment staff act on the roster.
 */
export type ToDoKind = "transfer-awaited" | "transfer-refund" | "card-refund";

export type ToDoItem = {
  kind: ToDoKind;
  bookingId: string;
  reference: string;
  name: string;
  cohortId: string;
  courseSlug: string;
  startsOn: string;
  /** The price booked, in the course's unit; a card refund's, in minor units of its currency. */
  amount: number;
  currency?: string;
  /** A held seat's payment deadline. */
  due: Date | null;
};

const bookingColumns = {
  bookingId: bookings.id,
  reference: bookings.reference,
  name: bookings.name,
  cohortId: cohorts.id,
  courseSlug: cohorts.courseSlug,
  startsOn: cohorts.startsOn,
  amount: bookings.amount,
  due: bookings.holdUntil,
};

/** Everything owed, refunds first (money the learner is waiting for), each kind oldest first. */
export async function studioToDo(db: Database): Promise<ToDoItem[]> {
  const transferRefunds = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
    .where(
      and(
        eq(bookings.paymentMethod, "bank-transfer"),
        eq(bookings.state, "cancelled"),
        isNotNull(bookings.paidAt),
        isNull(bookings.transferRefundedAt),
      ),
    )
    .orderBy(asc(bookings.endedAt));
  const cardRefunds = await db
    .select({ ...bookingColumns, amount: cardPayments.refundDue, currency: cardPayments.currency })
    .from(cardPayments)
    .innerJoin(bookings, eq(bookings.id, cardPayments.bookingId))
    .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
    .where(isNotNull(cardPayments.refundDue))
    .orderBy(asc(cardPayments.createdAt));
  const awaited = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
    .where(and(eq(bookings.paymentMethod, "bank-transfer"), eq(bookings.state, "held")))
    .orderBy(asc(bookings.holdUntil));
  return [
    ...transferRefunds.map((row) => ({ ...row, kind: "transfer-refund" as const })),
    ...cardRefunds.map((row) => ({ ...row, amount: row.amount ?? 0, kind: "card-refund" as const })),
    ...awaited.map((row) => ({ ...row, kind: "transfer-awaited" as const })),
  ];
}
