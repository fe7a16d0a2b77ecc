import { and, eq, inArray, ne } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { database, type Database } from "~/database/database.server";
import { bookings, cohorts, liveBookingStates, teamOrders } from "~/database/schema.server";
import { dayRange, isoDay } from "~/config/calendar-day";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import { requireAccount } from "~/identity/session-middleware.server";
import { billingDetails } from "~/invoices/billing-details";
import { localizedPath } from "~/i18n/locale";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { pageMeta } from "~/seo/page-meta.server";
import { bookerOf } from "./booker.server";
import { seatTimes } from "./seat-times.server";
import { signedBySite, siteSignature } from "~/platform/site-signature.server";
import { comparableEmail } from "~/identity/comparable-email";
import { m } from "~/i18n/paraglide/messages.js";
import { bookingName } from "./book-seat.server";
import { changeSeats, SeatChangeError, type SeatTimes } from "./seat-entrance.server";

/*
 * A team order's participants (issue 66): the buyer names who takes each seat, by name and email;
 * each named person gets a link, signed by the site for that seat and that address, to claim the
 * seat with an account of their own, whose confirmed address must be the one named. Naming a seat
 * again (a swap, until the course starts) sends a new link and takes the seat from whoever had it;
 * the old link, signed for the old address, no longer opens it.
 */

const PURPOSE = "team-seat-claim";
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{22})$/;

/** The secret part of a seat's claim link: the seat and the site's signature of it with the address it was named for. */
export const claimToken = (seat: { id: string; email: string }) =>
  `${seat.id}.${siteSignature(PURPOSE, `${seat.id}:${comparableEmail(seat.email)}`)}`;

/**
 * Whether a team's seat has no participant yet: as the order made it, with the company's name, the
 * buyer's address and no account. The one rule the order's page and the naming both go by.
 */
export function unnamedSeat(
  seat: { accountId: string | null; email: string; name: string },
  order: { email: string; billing: unknown },
): boolean {
  return (
    seat.accountId === null &&
    seat.email === order.email &&
    seat.name === bookingName(billingDetails.parse(order.billing).company, order.email)
  );
}

/** The longest participant's name and email the buyer's form takes. */
const NAME_MAX = 120;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a participant cannot be named, in the buyer's words. */
export function participantRefusal(typed: { name: string; email: string }): { name?: string; email?: string } | undefined {
  const errors: { name?: string; email?: string } = {};
  if (typed.name.trim().length === 0) errors.name = m.team_participant_name_missing();
  else if ([...typed.name].length > NAME_MAX) errors.name = m.team_participant_name_long({ max: NAME_MAX });
  if (!EMAIL.test(typed.email.trim()) || typed.email.trim().length > EMAIL_MAX) errors.email = m.team_participant_email();
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The buyer names (or swaps) the participant of one of their order's seats, until the course
 * starts: the seat takes their name and address, loses any account that had claimed it, and its
 * claim invitation is mailed. One address takes one seat of an order.
 */
export async function nameParticipant(
  db: Database,
  ids: { teamOrderId: string; bookingId: string; buyerAccountId: string },
  participant: { name: string; email: string },
  times: SeatTimes,
): Promise<void> {
  const [order] = await db.select().from(teamOrders).where(eq(teamOrders.id, ids.teamOrderId));
  if (!order || order.accountId !== ids.buyerAccountId) throw new SeatChangeError(m.seat_not_yours());
  await changeSeats(db, order.cohortId, times, async (desk) => {
    const cohort = await desk.cohort(order.cohortId);
    if (cohort.startsOn <= isoDay(times.now)) throw new SeatChangeError(m.seat_course_started());
    const [seat] = await desk.tx.select().from(bookings).where(eq(bookings.id, ids.bookingId)).for("update");
    if (!seat || seat.teamOrderId !== order.id) throw new SeatChangeError(m.seat_not_yours());
    if (seat.state !== "held" && seat.state !== "confirmed") throw new SeatChangeError(m.seat_ended());
    const email = participant.email.trim();
    const others = await desk.tx
      .select({ email: bookings.email, name: bookings.name, accountId: bookings.accountId })
      .from(bookings)
      .where(and(eq(bookings.teamOrderId, order.id), ne(bookings.id, seat.id), inArray(bookings.state, [...liveBookingStates])));
    // A seat not named yet carries the buyer's address: it is nobody's, so the buyer may name themselves.
    if (others.some((other) => !unnamedSeat(other, order) && comparableEmail(other.email) === comparableEmail(email))) {
      throw new SeatChangeError(m.team_participant_twice());
    }
    await desk.tx
      .update(bookings)
      .set({ name: bookingName(participant.name, email), email, accountId: null, updatedAt: times.now })
      .where(eq(bookings.id, seat.id));
    await desk.queueMail(seat.id, "seat-claim-invitation");
  });
}

/** A claim link's seat, with its order and cohort, if the site signed the link for the address the seat is named for now. */
export async function seatOfClaim(db: Database, token: string) {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [row] = await db
    .select({ seat: bookings, order: teamOrders })
    .from(bookings)
    .innerJoin(teamOrders, eq(teamOrders.id, bookings.teamOrderId))
    .where(eq(bookings.id, match[1]!));
  if (!row || !signedBySite(PURPOSE, `${row.seat.id}:${comparableEmail(row.seat.email)}`, match[2]!)) return undefined;
  return row;
}

/** Why a claim is refused, in the participant's words. */
export type ClaimRefusal = "closed" | "other-address" | "unconfirmed" | "already-booked";

/**
 * A named participant claims their seat with the signed-in account: its confirmed address must be
 * the one the seat is named for, and it may not hold another seat of the cohort. The seat is then
 * theirs: on their account page, under their name. Claiming again is no change.
 */
export async function claimSeat(
  db: Database,
  token: string,
  account: { uid: string; name: string; email: string; emailVerified: boolean },
  times: SeatTimes,
): Promise<{ ok: true; reference: string } | { ok: false; refused: ClaimRefusal }> {
  const found = await seatOfClaim(db, token);
  if (!found || (found.seat.state !== "held" && found.seat.state !== "confirmed")) return { ok: false, refused: "closed" };
  if (comparableEmail(account.email) !== comparableEmail(found.seat.email)) return { ok: false, refused: "other-address" };
  if (!account.emailVerified) return { ok: false, refused: "unconfirmed" };
  if (found.seat.accountId === account.uid) return { ok: true, reference: found.seat.reference };
  return changeSeats(db, found.seat.cohortId, times, async (desk) => {
    const [seat] = await desk.tx.select().from(bookings).where(eq(bookings.id, found.seat.id)).for("update");
    if (!seat || (seat.state !== "held" && seat.state !== "confirmed") || seat.email !== found.seat.email)
      return { ok: false as const, refused: "closed" as const };
    const [other] = await desk.tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(eq(bookings.cohortId, seat.cohortId), eq(bookings.accountId, account.uid), inArray(bookings.state, [...liveBookingStates])),
      );
    if (other) return { ok: false as const, refused: "already-booked" as const };
    await desk.tx
      .update(bookings)
      // The account's own name, or the one the buyer gave when it has none.
      .set({ accountId: account.uid, name: bookingName(account.name.trim() || seat.name, account.email), updatedAt: times.now })
      .where(eq(bookings.id, seat.id));
    return { ok: true as const, reference: seat.reference };
  });
}

type ClaimArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { token: string } };

/** What a refused claim says, in the participant's words. */
const refusalWords: Record<ClaimRefusal, () => string> = {
  closed: m.claim_closed,
  "other-address": m.claim_other_address,
  unconfirmed: m.claim_unconfirmed,
  "already-booked": m.claim_already_booked,
};

/**
 * A claim link's page (`/account/claim/:token`) for the signed-in person (others sign in or
 * register and come back): the seat that waits for them, with its course, dates and company, and
 * the button that takes it; or why the link opens nothing.
 */
export async function claimPage(args: ClaimArgs) {
  await requireAccount(args);
  const db = await database();
  const found = await seatOfClaim(db, args.params.token);
  const live = found && (found.seat.state === "held" || found.seat.state === "confirmed");
  const [cohort] = live ? await db.select().from(cohorts).where(eq(cohorts.id, found.seat.cohortId)) : [];
  const course = cohort ? (findCourse(cohort.courseSlug)?.title ?? cohort.courseSlug) : undefined;
  return data(
    {
      seat:
        found && cohort && course
          ? { course, dates: dayRange(cohort.startsOn, cohort.endsOn), company: billingDetails.parse(found.order.billing).company }
          : undefined,
      meta: pageMeta({
        title: m.claim_title({ course: course ?? site.name }),
        description: m.claim_title({ course: course ?? site.name }),
      }),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The participant takes the seat: theirs, on their account page; or why not, said on the page. */
export async function answerClaim(args: ClaimArgs) {
  requireSiteOrigin(args.request);
  const { user, standing } = await requireAccount(args);
  const booker = bookerOf(user, standing);
  const claimed = await claimSeat(
    await database(),
    args.params.token,
    { uid: user.uid, name: booker.name, email: booker.email ?? "", emailVerified: booker.emailVerified },
    seatTimes(),
  );
  if (claimed.ok) return redirect(localizedPath(`/account/bookings/${claimed.reference}`), { status: 303 });
  return data({ error: refusalWords[claimed.refused]() }, { status: 409 });
}
