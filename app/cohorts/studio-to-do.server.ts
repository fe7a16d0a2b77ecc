import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments, cohorts } from "~/database/schema.server";
import { containing } from "~/platform/staff-search.server";

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
  // What is owed, in minor units as a card's: the price, less what a withdrawal keeps for sessions given (issue 65); awaited, the price.
  amount: sql<number>`${bookings.price} - coalesce(${bookings.withdrawalKept}, 0)`.mapWith(Number),
  due: bookings.holdUntil,
};

/** How many things owed the inbox shows; the to-do's own page (/admin/to-do) shows the rest. */
export const TO_DO_ON_INBOX = 5;
/** How many the to-do's page shows; a search narrows a longer list. */
export const TO_DO_ON_PAGE = 100;

/** Which bookings each kind is, as they stand. */
const owed: Record<ToDoKind, SQL | undefined> = {
  "transfer-refund": and(
    eq(bookings.paymentMethod, "bank-transfer"),
    eq(bookings.state, "cancelled"),
    isNotNull(bookings.paidAt),
    isNull(bookings.transferRefundedAt),
    // A team order's refund is the order's, told to the studio by its own mail (decision 69), not a seat's.
    isNull(bookings.teamOrderId),
  ),
  "card-refund": isNotNull(cardPayments.refundDue),
  "transfer-awaited": and(eq(bookings.paymentMethod, "bank-transfer"), eq(bookings.state, "held")),
};

/** A learner's name, email or booking reference containing the search. */
const matching = (q: string) =>
  q ? or(ilike(bookings.name, containing(q)), ilike(bookings.email, containing(q)), ilike(bookings.reference, containing(q))) : undefined;

/**
 * The first `limit` things owed that match the search, refunds first (money the learner is
 * waiting for), each kind most pressing first; and how many match in all.
 */
export async function studioToDo(
  db: Database,
  { q = "", limit }: { q?: string; limit: number },
): Promise<{ items: ToDoItem[]; total: number }> {
  const where = (kind: ToDoKind) => and(owed[kind], matching(q));
  const [transferRefunds, cardRefunds, awaited, counts] = await Promise.all([
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
      .where(where("transfer-refund"))
      .orderBy(asc(bookings.endedAt))
      .limit(limit),
    db
      .select({ ...bookingColumns, amount: cardPayments.refundDue, currency: cardPayments.currency })
      .from(cardPayments)
      .innerJoin(bookings, eq(bookings.id, cardPayments.bookingId))
      .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
      .where(where("card-refund"))
      .orderBy(asc(cardPayments.createdAt))
      .limit(limit),
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
      .where(where("transfer-awaited"))
      .orderBy(asc(bookings.holdUntil))
      .limit(limit),
    Promise.all([
      db.$count(bookings, where("transfer-refund")),
      db.select({ n: count() }).from(cardPayments).innerJoin(bookings, eq(bookings.id, cardPayments.bookingId)).where(where("card-refund")),
      db.$count(bookings, where("transfer-awaited")),
    ]),
  ]);
  const items: ToDoItem[] = [
    ...transferRefunds.map((row) => ({ ...row, kind: "transfer-refund" as const })),
    ...cardRefunds.map((row) => ({ ...row, amount: row.amount ?? 0, kind: "card-refund" as const })),
    ...awaited.map((row) => ({ ...row, kind: "transfer-awaited" as const })),
  ];
  const [refundsOwed, [cardsWaiting], heldForTransfer] = counts;
  return { items: items.slice(0, limit), total: refundsOwed + (cardsWaiting?.n ?? 0) + heldForTransfer };
}
