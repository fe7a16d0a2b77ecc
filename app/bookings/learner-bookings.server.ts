import { and, desc, eq, inArray } from "drizzle-orm";
import { m } from "~/i18n/paraglide/messages.js";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireUser } from "~/identity/session-middleware.server";
import type { PostedForm } from "~/platform/posted-form.server";
import { database, type Database } from "~/database/database.server";
import { bookings, cohorts, liveBookingStates } from "~/database/schema.server";

/** The person's live booking or waiting-list place on a cohort, if they have one. */
export async function liveBookingOf(db: Database, cohortId: string, accountId: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.cohortId, cohortId), eq(bookings.accountId, accountId), inArray(bookings.state, [...liveBookingStates])));
  return booking;
}

const REFERENCE = /^BK-[0-9A-F]{8}$/;

/** A booking and its cohort, by its reference, when it is this account's; undefined for anyone else's, as for none. */
export async function ownBooking(db: Database, reference: string, accountId: string) {
  if (!REFERENCE.test(reference)) return undefined;
  const [row] = await db
    .select({ booking: bookings, cohort: cohorts })
    .from(bookings)
    .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
    .where(and(eq(bookings.reference, reference), eq(bookings.accountId, accountId)));
  return row;
}

/**
 * For the pages of one booking: the signed-in person (others go to sign in and come back) and
 * their booking the address names, or a 404, which someone else's booking gets too.
 */
export async function requireOwnBooking(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { reference: string };
}) {
  const user = await requireUser(args);
  const db = await database();
  const found = await ownBooking(db, args.params.reference, user.uid);
  if (!found) throw data(null, { status: 404 });
  return { user, db, ...found };
}

/** Every booking of an account with its cohort, newest cohort first: My courses. */
export async function bookingsOf(db: Database, accountId: string) {
  return db
    .select({ booking: bookings, cohort: cohorts })
    .from(bookings)
    .innerJoin(cohorts, eq(cohorts.id, bookings.cohortId))
    .where(eq(bookings.accountId, accountId))
    .orderBy(desc(cohorts.startsOn), desc(bookings.bookedAt))
    .limit(200);
}

const confirmation = z.object({
  submissionId: z.uuid({ error: () => m.booking_form_stale_reload() }),
});

/** The confirmation form: its submission id, made when the page was. */
export function readBookingConfirmation(posted: PostedForm): { ok: true; submissionId: string } | { ok: false; error: string } {
  if (!posted.ok) return { ok: false, error: m.booking_form_unreadable() };
  const read = confirmation.safeParse({ submissionId: posted.form.get("submissionId") ?? undefined });
  return read.success ? { ok: true, submissionId: read.data.submissionId } : { ok: false, error: read.error.issues[0]!.message };
}

/** What a booking's page may be asked: to take or pass on a seat on offer, or to pay a held seat by card. */
export const bookingAnswers = ["accept", "decline", "pay"] as const;

const bookingAnswer = z.object({ intent: z.enum(bookingAnswers, { error: () => m.seat_answer_choose() }) });

/** The learner's answer on their booking's page. */
export function readBookingAnswer(
  posted: PostedForm,
): { ok: true; intent: (typeof bookingAnswers)[number] } | { ok: false; error: string } {
  if (!posted.ok) return { ok: false, error: m.seat_answer_unreadable() };
  const read = bookingAnswer.safeParse({ intent: posted.form.get("intent") ?? undefined });
  return read.success ? { ok: true, intent: read.data.intent } : { ok: false, error: read.error.issues[0]!.message };
}

/**
 * What the course page's count said against the database's now, in words; undefined when they
 * agree or the page gave none. The page is cached for a few seconds; this decides.
 */
export function staleCount(shown: number | undefined, seatsLeft: number): string | undefined {
  if (shown === undefined || shown === seatsLeft) return undefined;
  if (seatsLeft === 0) return m.booking_stale_full();
  if (shown === 0) return m.booking_stale_freed({ count: seatsLeft });
  return m.booking_stale_count({ count: seatsLeft, shown });
}

/** The `shown` count a Book link carries, if it is one. */
export function shownCount(value: string | null): number | undefined {
  const read = z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().max(500))
    .safeParse(value);
  return read.success ? read.data : undefined;
}
