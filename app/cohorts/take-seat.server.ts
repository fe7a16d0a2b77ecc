import { sql } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { bookings, cohorts } from "~/database/schema.server";
import { isoDay } from "./calendar-day";

/**
 * Takes one seat on an open cohort that has not started, if one is free: the one conditional
 * statement every seat goes through (a booking, an offer to the queue, a move), so two
 * instances at once never take more than the capacity. `unlessWaiting` keeps a new booking
 * from taking a seat past a person already waiting for one. Says whether it took one.
 */
export async function takeSeat(tx: Transaction, cohortId: string, now: Date, { unlessWaiting = false } = {}): Promise<boolean> {
  const taken = await tx.execute(sql`
    update ${cohorts} set seats_taken = seats_taken + 1, updated_at = ${now.toISOString()}
    where id = ${cohortId} and state = 'open' and starts_on > ${isoDay(now)} and seats_taken < capacity
      and (${!unlessWaiting} or not exists (select 1 from ${bookings} where cohort_id = ${cohortId} and state = 'waiting'))
    returning id`);
  return taken.rows.length > 0;
}
