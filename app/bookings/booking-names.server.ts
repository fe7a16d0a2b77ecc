import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { bookingName } from "./book-seat.server";
import type { Database } from "~/database/database.server";
import { bookings, cohorts, liveBookingStates } from "~/database/schema.server";

/**
 * A person's name on their bookings to come, as their account now has it: a rename reaches the
 * roster, the register and the mail of every cohort that has not started. A cohort that has
 * started keeps the name it was run with. Returns how many bookings changed.
 */
export async function renameBookingsToCome(
  db: Database,
  account: { uid: string; displayName: string | null; email: string | null },
  today: string,
): Promise<number> {
  if (!account.displayName?.trim()) return 0;
  const name = bookingName(account.displayName, account.email ?? "");
  const changed = await db
    .update(bookings)
    .set({ name, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.accountId, account.uid),
        inArray(bookings.state, [...liveBookingStates]),
        ne(bookings.name, name),
        inArray(bookings.cohortId, db.select({ id: cohorts.id }).from(cohorts).where(gt(cohorts.startsOn, today))),
      ),
    )
    .returning({ id: bookings.id });
  return changed.length;
}
