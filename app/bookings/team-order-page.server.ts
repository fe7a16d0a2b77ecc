import { and, asc, desc, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { requireUser } from "~/identity/session-middleware.server";
import { database, type Database } from "~/database/database.server";
import { bookings, cohorts, teamOrders, type TeamOrder } from "~/database/schema.server";
import { calendarDay, dayRange } from "~/config/calendar-day";
import { formatBookingPriceWithVat, printedIban } from "~/config/money";
import { findCourse } from "~/content/courses.server";
import { billingDetails } from "~/invoices/billing-details";
import { invoicesOfBooking } from "~/invoices/booking-invoices.server";
import { settings } from "~/platform/settings.server";
import { pageMeta } from "~/seo/page-meta.server";
import { m } from "~/i18n/paraglide/messages.js";
import { bookingStateWords } from "./booking-words";

const REFERENCE = /^TO-[0-9A-F]{8}$/;

/** A team order and its cohort, by its reference, when this account placed it; undefined for anyone else's, as for none. */
export async function ownTeamOrder(db: Database, reference: string, accountId: string) {
  if (!REFERENCE.test(reference)) return undefined;
  const [row] = await db
    .select({ order: teamOrders, cohort: cohorts })
    .from(teamOrders)
    .innerJoin(cohorts, eq(cohorts.id, teamOrders.cohortId))
    .where(and(eq(teamOrders.reference, reference), eq(teamOrders.accountId, accountId)));
  return row;
}

type OrderArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { reference: string } };

/** For the pages of one team order: its buyer, signed in, and the order the address names; a 404 for anyone else. */
export async function requireOwnTeamOrder(args: OrderArgs) {
  const user = await requireUser(args);
  const db = await database();
  const found = await ownTeamOrder(db, args.params.reference, user.uid);
  if (!found) throw data(null, { status: 404 });
  return { user, db, ...found };
}

/** How a team order stands, in its buyer's words. */
function stateText(order: TeamOrder): string {
  if (order.state === "held") return m.team_order_state_held({ day: calendarDay(order.dueOn ?? order.orderedAt) });
  if (order.state === "paid") return m.team_order_state_paid();
  if (order.state === "expired") return m.team_order_state_expired();
  return m.team_order_state_cancelled();
}

/**
 * A team order's page for its buyer (`/account/team-orders/:reference`, issue 66): the course and
 * dates, the company and purchase order, the total, how it stands (with how to pay while it is
 * held), its invoice and credit notes to download, and its seats.
 */
export async function teamOrderPage(args: OrderArgs) {
  const { db, order, cohort } = await requireOwnTeamOrder(args);
  const billing = billingDetails.parse(order.billing);
  const seats = await db
    .select({ reference: bookings.reference, state: bookings.state, name: bookings.name, accountId: bookings.accountId })
    .from(bookings)
    .where(eq(bookings.teamOrderId, order.id))
    .orderBy(asc(bookings.reference));
  const bank = settings().booking.bankAccount;
  const course = findCourse(cohort.courseSlug)?.title ?? cohort.courseSlug;
  return {
    order: {
      reference: order.reference,
      state: order.state,
      stateText: stateText(order),
      seats: order.seats,
      total: formatBookingPriceWithVat(order.unitPrice * order.seats),
      perSeat: formatBookingPriceWithVat(order.unitPrice),
      company: billing.company,
      purchaseOrder: billing.purchaseOrder,
    },
    course: { slug: cohort.courseSlug, title: course },
    runs: dayRange(cohort.startsOn, cohort.endsOn),
    // How to pay, while the seats are held for it.
    payment:
      order.state === "held"
        ? { day: calendarDay(order.dueOn ?? order.orderedAt), bank: bank ? { payee: bank.payee, iban: printedIban(bank.iban) } : undefined }
        : undefined,
    documents: await invoicesOfBooking(db, { teamOrderId: order.id }),
    seatList: seats.map((seat) => ({ reference: seat.reference, state: bookingStateWords[seat.state].label })),
    meta: pageMeta({ title: m.team_order_title({ reference: order.reference }), description: m.team_order_description({ course }) }),
  };
}

/** Every team order an account placed, newest first, with its cohort: the account page's list. */
export async function teamOrdersOf(db: Database, accountId: string) {
  const rows = await db
    .select({ order: teamOrders, cohort: cohorts })
    .from(teamOrders)
    .innerJoin(cohorts, eq(cohorts.id, teamOrders.cohortId))
    .where(eq(teamOrders.accountId, accountId))
    .orderBy(desc(teamOrders.orderedAt))
    .limit(100);
  return rows.map(({ order, cohort }) => ({
    reference: order.reference,
    course: findCourse(cohort.courseSlug)?.title ?? cohort.courseSlug,
    runs: dayRange(cohort.startsOn, cohort.endsOn),
    seats: order.seats,
    stateText: stateText(order),
  }));
}

/** The team orders on a cohort, by id, as its roster names them: reference, company, seats, total, state. */
export async function teamOrdersOnRoster(db: Database, cohortId: string) {
  const rows = await db.select().from(teamOrders).where(eq(teamOrders.cohortId, cohortId));
  return new Map(
    rows.map((order) => [
      order.id,
      {
        reference: order.reference,
        company: billingDetails.parse(order.billing).company,
        seats: order.seats,
        amount: formatBookingPriceWithVat(order.unitPrice * order.seats),
        state: order.state,
      },
    ]),
  );
}
