import { sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookingStates, type BookingState } from "~/database/schema.server";

/** Bookings by state, and the seats of open cohorts taken and free: what an operator graphs (issue 67). */
export async function seatStanding(
  db: Database,
): Promise<{ bookings: Record<BookingState, number>; seats: { taken: number; free: number } }> {
  const states = await db.execute<{ state: BookingState; count: number }>(
    sql`select state, count(*)::int as count from bookings group by state`,
  );
  const bookings = Object.fromEntries(bookingStates.map((state) => [state, 0])) as Record<BookingState, number>;
  for (const row of states.rows) bookings[row.state] = row.count;
  const seats = await db.execute<{ taken: number; free: number }>(
    sql`select coalesce(sum(seats_taken), 0)::int as taken, coalesce(sum(capacity - seats_taken), 0)::int as free from cohorts where state = 'open'`,
  );
  return { bookings, seats: seats.rows[0] ?? { taken: 0, free: 0 } };
}
