import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { bookingName } from "~/cohorts/book-seat.server";
import { calendarDay, dayAndTime } from "~/config/calendar-day";
import { venueOf } from "~/cohorts/cohort-words";
import { scheduleText } from "~/cohorts/meetings";
import type { PaymentMethod } from "~/cohorts/payment/payment-method";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import { baseLocale } from "~/i18n/locale";
import { formatPrice } from "~/config/money";
import { isLiveBooking, type BookingMailKind, type bookings, type CardPayment, type Cohort } from "~/database/schema.server";

type Booking = typeof bookings.$inferSelect;

/** What booking mail needs beyond the addresses: the waiting list's offer time and how a seat is paid for. */
export type BookingMailSettings = { offerHours: number; payment: PaymentMethod };

type Context = { from: string; studio: string; siteUrl: string; booking: BookingMailSettings };

/**
 * What the booking's page offers, as the mail's last lines say it: a calendar file only for a
 * confirmed seat (issue 36: the held seat's mail promised one it did not have), a way to cancel
 * only for a booking still live.
 */
function bookingLinkWords(booking: Booking): string {
  if (booking.state === "confirmed") return "Your booking, with its calendar file and the way to cancel";
  if (isLiveBooking(booking.state)) return "Your booking, and the way to cancel it";
  return "Your booking";
}

/** The longest name a mail greets: enough for any name, too little for a message in one. */
/**
 * Where the sessions are: the street address in person (the cohort's, or the studio's); online,
 * the call's address for a confirmed seat once staff have set it, and where it will appear if not.
 */
function whereWords(booking: Booking, cohort: Cohort): string {
  if (cohort.format === "in-person") return `In person at ${venueOf(cohort.address)}`;
  if (booking.state === "confirmed" && cohort.onlineLink) return `Online, live. Join at ${cohort.onlineLink}`;
  return booking.state === "confirmed"
    ? "Online, live. The joining link will be on your booking's page before the first session"
    : "Online, live";
}

const GREETING_NAME_MAX = 60;

/**
 * The learner's name as a mail uses it: one cleaned line (as the booking keeps it, whatever an
 * older row holds), cut to GREETING_NAME_MAX characters. The name is the one thing in a booking
 * mail that its learner wrote; it never becomes a paragraph of the site's own mail.
 */
function greetingName(booking: Booking): string {
  const name = [...bookingName(booking.name, booking.email)];
  return name.length <= GREETING_NAME_MAX
    ? name.join("")
    : `${name
        .slice(0, GREETING_NAME_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

/**
 * The message an outbox row about a booking stands for, made from the booking and its cohort
 * when it is sent, to the address the booking was made with. Plain text only; it repeats
 * nothing the learner typed but their name.
 */
export function bookingMail(
  kind: BookingMailKind,
  { booking, cohort, cardPayment }: { booking: Booking; cohort: Cohort; cardPayment?: CardPayment },
  context: Context,
  outboxId: string,
): MailOptions {
  // The mail is English, whichever page it was sent from (it follows the booking's language next, issue 42).
  const course = findCourse(cohort.courseSlug, baseLocale)?.title ?? "your course";
  const courseUrl = `${context.siteUrl}/courses/${cohort.courseSlug}`;
  const account = `${context.siteUrl}/account/bookings/${booking.reference}`;
  const when = `${calendarDay(cohort.startsOn)} to ${calendarDay(cohort.endsOn)}`;
  const details = [
    `  Course: ${course}`,
    `  Dates: ${when}`,
    `  Schedule: ${scheduleText(cohort)}`,
    `  Where: ${whereWords(booking, cohort)}`,
    `  Reference: ${booking.reference}`,
  ];
  const until = booking.holdUntil ? dayAndTime(booking.holdUntil) : "";
  // A released hold has no end any more: it ended when it was released.
  const heldUntil = dayAndTime(booking.holdUntil ?? booking.endedAt ?? new Date());
  const letter = (subject: string, body: string[]): MailOptions => ({
    from: context.from,
    to: { name: greetingName(booking), address: booking.email },
    replyTo: site.contactEmail,
    subject: `${subject} (${booking.reference})`,
    // The same id on every try: a message sent twice (a crash before it was recorded) shows once.
    messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
    text: [
      `Hello ${greetingName(booking)},`,
      "",
      ...body,
      "",
      `${bookingLinkWords(booking)}: ${account}`,
      `Questions: reply to this email or write to ${site.contactEmail}, and mention ${booking.reference}.`,
      "",
      site.name,
      context.siteUrl,
    ].join("\n"),
  });
  const byCard = booking.paymentMethod === "card";
  switch (kind) {
    case "seat-held":
      if (byCard) {
        return letter(`Your seat on ${course} is held while you pay`, [
          `We are holding a seat for you on ${course} while you pay by card, until ${until}.`,
          "",
          ...details,
          "",
          `Amount: ${formatPrice(booking.amount)}`,
          `If the payment page closed before you paid, pay from your booking's page: ${account}`,
        ]);
      }
      return letter(`Your seat on ${course} is held`, [
        `We are holding a seat for you on ${course}. It is yours once we have your payment.`,
        "",
        ...details,
        "",
        ...context.booking.payment.instructions({
          amount: booking.amount,
          reference: booking.reference,
          payBy: booking.holdUntil ?? new Date(),
        }),
        "",
        `If the payment has not reached us by ${until}, the seat goes to the next person.`,
      ]);
    case "seat-confirmed":
      return letter(`Your seat on ${course} is confirmed`, [
        `Your seat is confirmed. See you there.`,
        "",
        ...details,
        ...(cardPayment?.state === "paid" ? ["", ...receiptLines(booking, cardPayment, course)] : []),
      ]);
    case "hold-expired":
      if (byCard) {
        return letter(`Your held seat on ${course} has been released`, [
          `We held a seat for you on ${course} until ${heldUntil} while you paid by card, and the payment had not reached us, so the seat has been released.`,
          "",
          "If a payment did go through, we confirm your seat if one is still free, or refund it in full, and email you either way.",
          "",
          `To book again: ${courseUrl}`,
        ]);
      }
      return letter(`Your held seat on ${course} has been released`, [
        `We held a seat for you on ${course} until ${heldUntil}, and no payment had reached us by then, so it has gone to the next person.`,
        "",
        `If you paid in the last few days, reply to this email and we will sort it out. To book again: ${courseUrl}`,
      ]);
    case "waiting-list-joined":
      return letter(`You are on the waiting list for ${course}`, [
        "This cohort is full, so you are on its waiting list, in the order people joined.",
        "",
        ...details,
        "",
        `If a seat frees up and you are first in line, we will email you, and you will have ${context.booking.offerHours} hours to take it.`,
      ]);
    case "seat-offered":
      return letter(`A seat on ${course} is free for you`, [
        `A seat has freed up on ${course}, and you are first on the waiting list. It is kept for you until ${until}.`,
        "",
        ...details,
        "",
        `To take it, or to pass it on to the next person: ${account}`,
      ]);
    case "offer-expired":
      return letter(`The seat we offered you on ${course} has passed on`, [
        `We kept a seat for you on ${course} until ${until}, and it has now gone to the next person on the waiting list.`,
        "",
        `Other dates for the course: ${courseUrl}`,
      ]);
    case "seat-moved":
      return letter(`Your seat has moved to the ${calendarDay(cohort.startsOn)} cohort of ${course}`, [
        "As agreed, your seat is now on another cohort of the course. Your reference and payment stay as they were.",
        "",
        ...details,
      ]);
    case "course-reminder":
      return letter(`${course} starts on ${calendarDay(cohort.startsOn)}`, [
        `A reminder: your course starts in three days.`,
        "",
        ...details,
      ]);
    case "seat-cancelled":
      return letter(`Your seat on ${course} is cancelled`, [
        `Your booking ${booking.reference} is cancelled, and the seat has gone back to the cohort.`,
        ...(booking.paidAt ? ["", cancelledPaymentWords(booking, cardPayment)] : []),
        "",
        `Other dates for the course: ${courseUrl}`,
      ]);
    case "cohort-cancelled":
      return letter(`We have cancelled the ${calendarDay(cohort.startsOn)} cohort of ${course}`, [
        `We are sorry: the cohort of ${course} that was to start on ${calendarDay(cohort.startsOn)} will not run, and your booking ${booking.reference} is cancelled.`,
        ...(booking.paidAt
          ? ["", refundWords(cardPayment) ?? "We will refund your payment to the account it came from within five working days."]
          : []),
        "",
        `Other dates for the course: ${courseUrl}`,
      ]);
    case "payment-refunded":
      return letter(`Your payment for ${course} has been refunded`, [
        refundWords(cardPayment) ?? "We have refunded your payment.",
        ...(cardPayment?.refundReason === "paid-twice"
          ? ["", "Your seat was already paid for, so this second payment has gone back to you."]
          : []),
        ...(cardPayment?.refundReason === "ended"
          ? ["", "Your booking had ended before the payment reached us, so it has gone back to you."]
          : []),
        "",
        ...details,
      ]);
    case "late-payment-refunded":
      return letter(`Your payment for ${course} arrived too late, and has been refunded`, [
        `Your card payment for ${course} reached us after your seat's hold had ended, and the seat had gone to someone else. We are sorry.`,
        "",
        refundWords(cardPayment) ?? "We have refunded the full amount to your card.",
        "",
        `Other dates for the course: ${courseUrl}`,
      ]);
    case "late-payment-studio":
      return {
        ...letter(`A late card payment was refunded (${booking.reference})`, []),
        to: context.studio,
        text: [
          `A card payment for booking ${booking.reference} (${course}, starting ${calendarDay(cohort.startsOn)}) arrived after the seat's hold had ended, and no seat was free for it.`,
          `It has been refunded in full, and the learner has been told.`,
          "",
          `  Amount: ${cardPayment ? formatPrice(cardPayment.amount / 100) : formatPrice(booking.amount)}`,
          `  Stripe payment: ${cardPayment?.paymentIntentId ?? "unknown"}`,
          `  Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
        ].join("\n"),
      };
  }
}

/** What becomes of a cancelled seat's payment: a card's refund, or its absence under the policy; a bank transfer's refund by the staff. */
function cancelledPaymentWords(booking: Booking, payment: CardPayment | undefined): string {
  if (payment?.state !== "paid") return "You paid for this seat: we will refund it to the account it came from within five working days.";
  return (
    refundWords(payment) ??
    `Under the course's refund policy, a seat cancelled on ${calendarDay(booking.endedAt ?? new Date())} is not refunded. If you think that is wrong, reply to this email.`
  );
}

/** A refund owed or made on a card payment, in the learner's words; nothing when there is none. */
function refundWords(payment: CardPayment | undefined): string | undefined {
  const amount = payment?.refundedAmount ?? payment?.refundDue;
  if (!payment || !amount) return undefined;
  const card = payment.cardLast4 ? `your card ending ${payment.cardLast4}` : "your card";
  return `We have refunded ${formatPrice(amount / 100)} to ${card}. Banks take 5 to 10 working days to show it.`;
}

/** A receipt for a seat paid by card: what, when, how, and who sold it, as a UK receipt states it. */
function receiptLines(booking: Booking, payment: CardPayment, course: string): string[] {
  const card = payment.cardLast4 ? `${cardBrandName(payment.cardBrand)} ending ${payment.cardLast4}` : "Card";
  const { company } = site;
  return [
    "Receipt",
    `  For: ${course}, booking ${booking.reference}`,
    `  Paid: ${formatPrice(payment.amount / 100)} on ${dayAndTime(payment.paidAt ?? booking.paidAt ?? new Date())}`,
    `  By: ${card}`,
    ...(payment.paymentIntentId ? [`  Payment: ${payment.paymentIntentId}`] : []),
    `  From: ${company.legalName}, ${company.address.join(", ")}`,
    `  ${company.registration}`,
    ...(company.vatNumber ? [`  VAT number: ${company.vatNumber}. The price includes VAT at the standard rate.`] : []),
  ];
}

/** A card network's name as people write it: "visa" is Visa, "amex" American Express. */
function cardBrandName(brand: string | null): string {
  const names: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
    diners: "Diners Club",
    jcb: "JCB",
    unionpay: "UnionPay",
  };
  return (brand && names[brand]) ?? "Card";
}
