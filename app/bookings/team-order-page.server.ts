import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireUser } from "~/identity/session-middleware.server";
import { database, type Database } from "~/database/database.server";
import { bookings, cohorts, teamOrders, type TeamOrder } from "~/database/schema.server";
import { calendarDay, dayAndTime, dayRange, studioDay } from "~/config/calendar-day";
import { formatBookingPriceWithVat, printedIban } from "~/config/money";
import { findCourse } from "~/content/courses.server";
import { billingDetails } from "~/invoices/billing-details";
import { invoicesOfBooking } from "~/invoices/booking-invoices.server";
import { settings } from "~/platform/settings.server";
import { pageMeta } from "~/seo/page-meta.server";
import { m } from "~/i18n/paraglide/messages.js";
import { bookingStateWords } from "./booking-words";
import { postedForm } from "~/platform/posted-form.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { cleanText } from "~/platform/clean-text.server";
import { SeatChangeError } from "./seat-entrance.server";
import { seatTimes } from "./seat-times.server";
import { releaseExpired } from "./seat-changes.server";
import { heldCardStep, paymentReturn } from "./held-card-step.server";
import { cardPaymentsOfOrder, payTeamOrderByCard } from "./team-card-payments.server";
import { cancelTeamSeats, seatCancellationMoney } from "./team-seat-cancellation.server";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { localizedPath } from "~/i18n/locale";
import { nameParticipant, participantRefusal, unnamedSeat } from "./team-seat-claims.server";

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

/** How a team order stands, in its buyer's words; `heldUntil` is when a card order's hold ends. */
function stateText(order: TeamOrder, heldUntil?: Date | null): string {
  if (order.state === "held" && order.paymentMethod === "card")
    return m.team_order_state_held_card({ until: dayAndTime(heldUntil ?? order.orderedAt) });
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
  const found = await requireOwnTeamOrder(args);
  const { db, user, cohort } = found;
  let { order } = found;
  const times = seatTimes();
  // A card order's hold that ran out shows as released now, not at the sweeper's next pass.
  if (order.state === "held" && order.paymentMethod === "card" && (await releaseExpired(db, times, cohort.id)) > 0) {
    order = (await ownTeamOrder(db, order.reference, user.uid))!.order;
  }
  const returned = paymentReturn(new URL(args.request.url).searchParams.get("payment"));
  const card = order.state === "held" && order.paymentMethod === "card";
  const step = card
    ? await heldCardStep(db, await cardPaymentsOfOrder(db, order.id), {
        backFromStripe: returned === "returned",
        card: settings().booking.card,
        times,
      })
    : undefined;
  if (step?.settled) order = (await ownTeamOrder(db, order.reference, user.uid))!.order;
  const billing = billingDetails.parse(order.billing);
  const seats = await db
    .select({
      holdUntil: bookings.holdUntil,
      id: bookings.id,
      reference: bookings.reference,
      state: bookings.state,
      name: bookings.name,
      email: bookings.email,
      accountId: bookings.accountId,
    })
    .from(bookings)
    .where(eq(bookings.teamOrderId, order.id))
    .orderBy(asc(bookings.reference));
  // A seat is named once it has a participant of its own: another address than the buyer's, a name not the company's, or an account.
  const named = (seat: (typeof seats)[number]) => !unnamedSeat(seat, order);
  const open = (order.state === "held" || order.state === "paid") && cohort.startsOn > studioDay(times.now);
  const heldUntil = seats.find((seat) => seat.state === "held")?.holdUntil;
  const live = seats.filter((seat) => seat.state === "held" || seat.state === "confirmed");
  const bank = settings().booking.bankAccount;
  const course = findCourse(cohort.courseSlug)?.title ?? cohort.courseSlug;
  return {
    order: {
      reference: order.reference,
      state: order.state,
      stateText: stateText(order, heldUntil),
      seats: order.seats,
      total: formatBookingPriceWithVat(order.unitPrice * order.seats, order.vatTreatment),
      perSeat: formatBookingPriceWithVat(order.unitPrice, order.vatTreatment),
      company: billing.company,
      purchaseOrder: billing.purchaseOrder,
    },
    course: { slug: cohort.courseSlug, title: course },
    runs: dayRange(cohort.startsOn, cohort.endsOn),
    // How to pay, while the seats are held for it: on invoice, by transfer; by card, on Stripe's page.
    payment:
      order.state === "held" && order.paymentMethod === "invoice"
        ? { day: calendarDay(order.dueOn ?? order.orderedAt), bank: bank ? { payee: bank.payee, iban: printedIban(bank.iban) } : undefined }
        : undefined,
    cardStep: card && order.state === "held" ? (step?.step ?? "pay") : undefined,
    returned,
    cancelledNow: new URL(args.request.url).searchParams.get("cancelled") === "1",
    // Cancelling, until the course starts: what becomes of the money, as the cancellation will do it.
    cancel:
      open && live.length > 0
        ? { refundWords: teamRefundWords(order, cohort), seatsLeft: live.length, bySeat: !(order.state === "held" && card) }
        : undefined,
    documents: await invoicesOfBooking(db, { teamOrderId: order.id }),
    seatList: seats.map((seat) => ({
      id: seat.id,
      reference: seat.reference,
      state: bookingStateWords[seat.state].label,
      participant: !named(seat)
        ? m.team_participant_unnamed()
        : seat.accountId
          ? m.team_participant_claimed({ name: seat.name, email: seat.email })
          : m.team_participant_named({ name: seat.name, email: seat.email }),
      named: named(seat),
      // Named, swapped or cancelled until the course starts, while the seat is held or confirmed.
      canName: open && (seat.state === "held" || seat.state === "confirmed"),
    })),
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
        amount: formatBookingPriceWithVat(order.unitPrice * order.seats, order.vatTreatment),
        state: order.state,
        paymentMethod: order.paymentMethod,
      },
    ]),
  );
}

/** What a seat's participant form was answered: done, or each field's problem with what was typed. */
export type ParticipantAnswer = {
  bookingId: string;
  done?: string;
  error?: string;
  errors?: { name?: string; email?: string };
  typed?: { name: string; email: string };
  /** The answer is to cancelling the seat, not to naming its participant. */
  cancelling?: boolean;
};

/**
 * The buyer's answer on the order's page: pay a card order on Stripe's page, cancel a seat or
 * every seat left (team-seat-cancellation.server.ts), or name (or swap) a seat's participant,
 * whose invitation is mailed (team-seat-claims.server.ts).
 */
export async function answerTeamOrderPage(args: OrderArgs) {
  requireSiteOrigin(args.request);
  const { user, db, order } = await requireOwnTeamOrder(args);
  const posted = await postedForm(args.request);
  const field = (name: string) => {
    const value = posted.ok ? posted.form.get(name) : null;
    return typeof value === "string" ? value.slice(0, 400) : "";
  };
  const intent = field("intent");
  const bookingId = field("bookingId");
  if (bookingId !== "" && !z.uuid().safeParse(bookingId).success)
    return data<ParticipantAnswer>({ bookingId: "", error: m.form_not_understood() }, { status: 400 });
  try {
    if (intent === "pay") return await payTeamOrderByCard(db, order, args.request);
    if (intent === "cancel") {
      await cancelTeamSeats(
        db,
        { teamOrderId: order.id, cohortId: order.cohortId },
        { buyer: user.uid, ...(bookingId ? { bookingId } : {}) },
        seatTimes(),
      );
      // Stripe is asked once the cancellation has committed (a refund, a payment page to close); what it does not take now, the sweeper sends.
      await settleWithStripe(db);
      return redirect(`${localizedPath(`/account/team-orders/${order.reference}`)}?cancelled=1`, { status: 303 });
    }
  } catch (error) {
    if (!(error instanceof SeatChangeError)) throw error;
    return data<ParticipantAnswer>({ bookingId, error: error.message, cancelling: intent === "cancel" }, { status: 409 });
  }
  if (!bookingId) return data<ParticipantAnswer>({ bookingId: "", error: m.form_not_understood() }, { status: 400 });
  const typed = { name: field("name"), email: field("email") };
  const errors = participantRefusal(typed);
  if (errors) return data<ParticipantAnswer>({ bookingId, error: m.team_participant_refused(), errors, typed }, { status: 400 });
  try {
    await nameParticipant(
      db,
      { teamOrderId: order.id, bookingId, buyerAccountId: user.uid },
      { name: cleanText(typed.name), email: typed.email },
      seatTimes(),
    );
  } catch (error) {
    if (!(error instanceof SeatChangeError)) throw error;
    return data<ParticipantAnswer>({ bookingId, error: error.message, typed }, { status: 409 });
  }
  return data<ParticipantAnswer>({ bookingId, done: m.team_participant_done() });
}

/** What cancelling a seat now does with its money, in the buyer's words, as cancelTeamSeats will do it. */
function teamRefundWords(order: TeamOrder, cohort: { courseSlug: string; startsOn: string }): string {
  const price = formatBookingPriceWithVat(order.unitPrice, order.vatTreatment);
  const money = seatCancellationMoney(order, cohort, new Date());
  if (money === "nothing-taken") return m.team_cancel_unpaid_card();
  if (money === "kept") return m.team_cancel_no_refund();
  if (order.state === "held") return m.team_cancel_refund_invoice({ price });
  return order.paymentMethod === "card" ? m.team_cancel_refund_card({ price }) : m.team_cancel_refund_transfer({ price });
}

/** The team order a participant's seat is one of, as their booking page names it: the company and the order's reference. */
export async function teamOfSeat(db: Database, teamOrderId: string) {
  const [order] = await db.select().from(teamOrders).where(eq(teamOrders.id, teamOrderId));
  return order ? { company: billingDetails.parse(order.billing).company, reference: order.reference } : undefined;
}
