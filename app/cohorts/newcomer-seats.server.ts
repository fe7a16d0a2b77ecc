import { sql } from "drizzle-orm";
import { bookings, cohorts } from "~/database/schema.server";

/**
 * The seats a newcomer can book on a cohort now: none while anyone is waiting (a booking never
 * takes a seat past a person in the queue), else the capacity less the seats taken. The one
 * statement of the rule "a cohort with anyone waiting is full to newcomers": the course page's
 * count, the confirmation step's and the booking's own test for a free seat all read it.
 *
 * The columns are named with their tables on purpose: a column interpolated on its own prints
 * as a bare name, and inside the subquery a bare `id` is the booking's (issue 35, point 3).
 */
export const newcomerSeats = sql<number>`(case when exists (
    select 1 from ${bookings} as queued where queued.cohort_id = ${cohorts}.id and queued.state = 'waiting'
  ) then 0 else ${cohorts}.capacity - ${cohorts}.seats_taken end)`;
