import { sql } from "drizzle-orm";
import { mailQueued } from "~/platform/mail-queued.server";
import { database, type Database } from "~/database/database.server";
import { bookings, cohorts, mailOutbox } from "~/database/schema.server";
import { isoDay } from "~/config/calendar-day";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { seatTimes } from "./seat-times.server";
import { releaseExpired } from "./seat-changes.server";
import type { SeatTimes } from "./seat-entrance.server";

/** Days before a cohort starts that its confirmed learners are reminded. */
export const REMINDER_DAYS = 3;

/**
 * Queues the reminder for every confirmed seat on a cohort starting within REMINDER_DAYS, once
 * per booking (a unique index makes a second instance's attempt a no-op). A team's seat is
 * reminded once its participant has it; unclaimed, its address is the buyer's, once for each seat.
 */
export async function queueReminders(db: Database, now: Date): Promise<number> {
  const today = isoDay(now);
  const queued = await db.execute(sql`
    insert into ${mailOutbox} (booking_id, kind)
    select b.id, 'course-reminder' from ${bookings} b join ${cohorts} c on c.id = b.cohort_id
    where b.state = 'confirmed' and c.state <> 'cancelled' and (b.team_order_id is null or b.account_id is not null)
      and c.starts_on > ${today}::date and c.starts_on <= ${today}::date + ${REMINDER_DAYS}::int
    on conflict do nothing
    returning id`);
  return queued.rows.length;
}

/** One pass: holds and offers that ran out are released (their seats passed on), and reminders queued. */
export async function sweepBookings(db: Database, times: SeatTimes): Promise<{ released: number; reminded: number }> {
  const released = await releaseExpired(db, times);
  const reminded = await queueReminders(db, times.now);
  if (reminded > 0) mailQueued();
  return { released, reminded };
}

const EVERY_MS = 60_000;
let timer: NodeJS.Timeout | undefined;

/**
 * Runs the sweep at the start and every minute; requests release their own cohort's expired
 * holds too, so a minute is the longest a freed seat waits.
 */
export function startBookingSweeper(): void {
  if (timer) return;
  const run = async () => {
    try {
      const db = await database();
      const swept = await sweepBookings(db, seatTimes());
      if (swept.released > 0) console.log(`Bookings: released ${swept.released} expired holds and offers.`);
      // Refunds Stripe could not take when they were owed, and payment pages of ended bookings (decision 47).
      const { refunded } = await settleWithStripe(db);
      if (refunded > 0) console.log(`Payments: made ${refunded} refunds that were owed.`);
    } catch (error) {
      // The next pass tries again; the requests for a cohort release its holds meanwhile.
      console.error(`Bookings: the sweep could not run this time. ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
}

export function stopBookingSweeper(): void {
  clearInterval(timer);
  timer = undefined;
}
