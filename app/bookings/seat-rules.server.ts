import { sql } from "drizzle-orm";
import { bookings, cohorts } from "~/database/schema.server";
import { isoDay } from "~/config/calendar-day";

/*
 * The rules about a cohort's seats, each stated once, as conditions on the `cohorts` row of the
 * query they go into: the course page's count, the booking, the entrance's lock and its offers,
 * and the sweeper all read them from here.
 *
 * The columns are named with their tables on purpose: a column interpolated on its own prints as
 * a bare name, and inside a subquery on bookings a bare `id` is the booking's (issue 35, point 3).
 */

/** Someone is on the cohort's waiting list. */
export const anyoneWaiting = sql`exists (
    select 1 from ${bookings} as queued where queued.cohort_id = ${cohorts}.id and queued.state = 'waiting')`;

/** A hold or an offer on the cohort ran out by `now`. */
export const holdRunOut = (now: Date) => sql`exists (
    select 1 from ${bookings} as due where due.cohort_id = ${cohorts}.id
      and due.state in ('held', 'offered') and due.hold_until <= ${now.toISOString()})`;

/** The cohort takes bookings on `now`'s day: open, and not started. */
export const takingBookings = (now: Date) => sql`(${cohorts}.state = 'open' and ${cohorts}.starts_on > ${isoDay(now)})`;

/** The cohort has a seat to offer the people waiting: it takes bookings, a seat is free, and someone waits. */
export const seatToOffer = (now: Date) =>
  sql`(${takingBookings(now)} and ${cohorts}.seats_taken < ${cohorts}.capacity and ${anyoneWaiting})`;

/**
 * The seats a newcomer can book on a cohort now: none while anyone is waiting (a booking never
 * takes a seat past a person in the queue), else the capacity less the seats taken. The one
 * statement of the rule "a cohort with anyone waiting is full to newcomers": the course page's
 * count, the confirmation step's and the booking's own test for a free seat all read it.
 */
export const newcomerSeats = sql<number>`(case when ${anyoneWaiting} then 0 else ${cohorts}.capacity - ${cohorts}.seats_taken end)`;
