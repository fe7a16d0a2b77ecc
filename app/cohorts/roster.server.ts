import { site } from "~/config/site";
import { asc, eq, sql } from "drizzle-orm";
import { spreadsheetCsv } from "~/platform/spreadsheet-csv.server";
import type { Database } from "~/database/database.server";
import { bookings } from "~/database/schema.server";
import type { Booking } from "~/bookings/book-seat.server";
import { paymentsToTell } from "~/payments/card-payment-records.server";
import { bookingStateWords } from "~/bookings/booking-words";
import { m } from "~/i18n/paraglide/messages.js";

/** How the roster orders its people: those with a seat, then those on offer, then the queue, then the ended. */
const ORDER = sql`case ${bookings.state} when 'confirmed' then 0 when 'held' then 1 when 'offered' then 2 when 'waiting' then 3 else 4 end`;

/** A cohort's bookings, as its roster lists them: by state, then in the order they came. */
export async function rosterOf(db: Database, cohortId: string): Promise<Booking[]> {
  return db.select().from(bookings).where(eq(bookings.cohortId, cohortId)).orderBy(ORDER, asc(bookings.bookedAt), asc(bookings.id));
}

const utc = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace("T", " ") : "");
/**
 * The roster's columns, in the language of the page it was asked from (decision 51); the
 * amount's names the site's currency, whatever it is set to.
 */
export const rosterColumns = () => [
  m.roster_reference(),
  m.roster_name(),
  m.roster_email(),
  m.roster_state(),
  m.roster_csv_booked_utc(),
  m.roster_csv_paid_utc(),
  m.roster_csv_amount({ currency: site.currency }),
  m.roster_csv_paid_by(),
  m.roster_card(),
  m.roster_stripe_payment(),
  m.roster_csv_refunded({ currency: site.currency }),
];

/** How a booking is paid for, in the roster's words. */
const methodWords = { card: m.roster_csv_by_card, "bank-transfer": m.roster_csv_by_transfer } as const;

/** The roster as CSV a spreadsheet opens cleanly, with the leads export's guards (`spreadsheetCsv`). */
export function rosterCsv(db: Database, cohortId: string): ReadableStream<Uint8Array> {
  async function* rows() {
    const roster = await rosterOf(db, cohortId);
    // A card seat's payment as Stripe knows it: what the studio's accounts reconcile against.
    const cardPaymentOf = await paymentsToTell(
      db,
      roster.filter((booking) => booking.paymentMethod === "card").map((booking) => booking.id),
    );
    for (const booking of roster) {
      const card = cardPaymentOf.get(booking.id);
      const paid = card?.state === "paid" ? card : undefined;
      yield [
        booking.reference,
        booking.name,
        booking.email,
        bookingStateWords[booking.state].label,
        utc(booking.bookedAt),
        utc(booking.paidAt),
        booking.price / 100,
        booking.paymentMethod ? methodWords[booking.paymentMethod]() : "",
        paid?.cardLast4 ? m.roster_csv_card_ending({ last4: paid.cardLast4 }) : "",
        paid?.paymentIntentId ?? "",
        paid?.refundedAmount ? String(paid.refundedAmount / 100) : "",
      ];
    }
  }
  return spreadsheetCsv(rosterColumns(), rows(), "roster");
}
