import { data, redirect } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { postedForm } from "~/platform/posted-form.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { calendarDay, isoDay } from "~/config/calendar-day";
import { formatPayment } from "~/config/money";
import { findCourse } from "~/content/courses.server";
import { isLiveBooking } from "~/database/schema.server";
import { pageMeta } from "~/seo/page-meta.server";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { cardPaymentsOf, paymentToTell } from "~/payments/card-payment-records.server";
import { refundPolicyOf, refundPolicyWords } from "~/payments/refund-policy";
import { requireOwnBooking } from "./learner-bookings.server";
import { withdrawFromContract } from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { seatTimes } from "./seat-times.server";
import { withdrawalTerms } from "./withdrawal.server";
import { withdrawalOverWords } from "./withdrawal-words";

type WithdrawalArgs = Parameters<typeof requireOwnBooking>[0];

// A person's own booking and what it is worth: never stored by anyone.
const PERSONAL = { "Cache-Control": "private, no-store" };

/**
 * The confirmation step of the withdrawal button (`/account/bookings/:reference/withdraw`, issue
 * 65): what the learner withdraws from and what becomes of their money; or, once the 14 days are
 * over, that they are, with the refund policy and the way to cancel instead. Another person's
 * booking is a 404; one that is no contract (a place on the waiting list, an unpaid card hold,
 * a free seat, one already ended) goes to its page.
 */
export async function withdrawalStep(args: WithdrawalArgs) {
  const { booking, cohort, db } = await requireOwnBooking(args);
  const now = new Date();
  const terms = withdrawalTerms(booking, cohort, now);
  if (terms.kind === "none" || !isLiveBooking(booking.state)) throw redirect(localizedPath(`/account/bookings/${booking.reference}`));
  const course = findCourse(cohort.courseSlug);
  const base = {
    reference: booking.reference,
    course: course?.title ?? m.cancel_your_course(),
    meta: pageMeta({ title: m.withdraw_title({ reference: booking.reference }), description: m.withdraw_description() }),
  };
  if (terms.kind === "over") {
    return data(
      {
        ...base,
        open: false as const,
        over: withdrawalOverWords(terms),
        refundPolicy: refundPolicyWords(refundPolicyOf(course), {
          startsOn: cohort.startsOn,
          bookedAt: booking.paidAt ?? booking.bookedAt,
        }),
        canCancel: cohort.startsOn > isoDay(now),
      },
      { headers: PERSONAL },
    );
  }
  const card = booking.paidAt && booking.paymentMethod === "card" ? paymentToTell(await cardPaymentsOf(db, booking.id)) : undefined;
  // Kept once, in pence, as the withdrawal keeps it: what goes back is the rest.
  const back = card ? formatPayment(card.amount - terms.kept, card.currency) : formatPayment(booking.price - terms.kept);
  const money = !booking.paidAt
    ? m.withdraw_money_unpaid()
    : card
      ? m.withdraw_money_card({ amount: back })
      : m.withdraw_money_transfer({ amount: back });
  return data(
    {
      ...base,
      open: true as const,
      lastDay: calendarDay(terms.lastDay),
      kept: terms.kept > 0 ? m.withdraw_kept({ begun: terms.begun, total: terms.total, amount: formatPayment(terms.kept) }) : undefined,
      // Who withdraws from what, as the law's confirmation step shows it (§ 356a BGB).
      who: { name: booking.name, email: booking.email },
      dates: m.date_range({ start: calendarDay(cohort.startsOn), end: calendarDay(cohort.endsOn) }),
      money,
    },
    { headers: PERSONAL },
  );
}

/** The learner confirms the withdrawal: the seat change, then Stripe asked for the refund it owes; their booking's page says it is done. */
export async function confirmWithdrawal(args: WithdrawalArgs) {
  requireSiteOrigin(args.request);
  const { user, db, booking, cohort } = await requireOwnBooking(args);
  // The form has no fields, but a body that is not a form is still the sender's mistake.
  const posted = await postedForm(args.request);
  if (!posted.ok) return data({ error: m.cancel_unreadable() }, { status: 400, headers: PERSONAL });
  try {
    await withdrawFromContract(db, { bookingId: booking.id, cohortId: cohort.id, accountId: user.uid }, seatTimes());
  } catch (error) {
    if (error instanceof SeatChangeError) return data({ error: error.message }, { status: 409, headers: PERSONAL });
    throw error;
  }
  // Stripe is asked once the withdrawal has committed; what it does not take now, the sweeper sends.
  await settleWithStripe(db);
  return redirect(localizedPath(`/account/bookings/${booking.reference}`), { status: 303 });
}
