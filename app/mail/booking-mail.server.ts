import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { bookingName } from "~/bookings/book-seat.server";
import { claimToken } from "~/bookings/team-seat-claims.server";
import { billingDetails } from "~/invoices/billing-details";
import { calendarDay, dayAndTime } from "~/config/calendar-day";
import { venueOf } from "~/cohorts/cohort-words";
import { scheduleText } from "~/cohorts/meetings";
import type { PaymentMethod } from "~/payments/payment-method";
import { company, site } from "~/config/site";
import { postalAddress } from "~/config/postal-address";
import { companyRegistration } from "~/config/company-registration";
import { findCourse } from "~/content/courses.server";
import { baseLocale, type Locale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { inLocale } from "~/i18n/request-locale.server";
import { formatBookingPrice, formatBookingPriceWithVat, formatPayment, formatVatRate, includedVat } from "~/config/money";
import { traderFacts } from "~/legal/trader.server";
import { legalTextMarkdown } from "~/legal/legal-texts.server";
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
  if (booking.state === "confirmed") return m.booking_mail_link_confirmed();
  if (isLiveBooking(booking.state)) return m.booking_mail_link_live();
  return m.booking_mail_link();
}

/**
 * Where the sessions are: the street address in person (the cohort's, or the studio's); online,
 * the call's address for a confirmed seat once staff have set it, and where it will appear if not.
 */
function whereWords(booking: Booking, cohort: Cohort): string {
  if (cohort.format === "in-person") return m.booking_mail_in_person({ venue: venueOf(cohort.address) });
  if (booking.state === "confirmed" && cohort.onlineLink) return m.booking_mail_online_at({ link: cohort.onlineLink });
  return booking.state === "confirmed" ? m.booking_mail_online_soon() : m.booking_mail_online();
}

/** The longest name a mail greets: enough for any name, too little for a message in one. */
const GREETING_NAME_MAX = 60;

/**
 * The learner's name as a mail uses it: one cleaned line (as the booking keeps it, whatever an
 * older row holds), cut to GREETING_NAME_MAX characters. The name is the one thing in a booking
 * mail that its learner wrote; it never becomes a paragraph of the site's own mail.
 */
export function greetingName(booking: Pick<Booking, "name" | "email">): string {
  const name = [...bookingName(booking.name, booking.email)];
  return name.length <= GREETING_NAME_MAX
    ? name.join("")
    : `${name
        .slice(0, GREETING_NAME_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

/** The mails to the studio, in the studio's language whatever the booking's. */
const englishForTheStudio: ReadonlySet<BookingMailKind> = new Set([
  "late-payment-studio",
  "transfer-awaited-studio",
  "transfer-refund-studio",
]);

/** The language a booking was made in (decision 48): every mail to its learner is in it. */
const languageOf = (booking: Booking): Locale => (isLocale(booking.locale) ? booking.locale : baseLocale);

/**
 * The message an outbox row about a booking stands for, made from the booking and its cohort
 * when it is sent, to the address the booking was made with, in the language it was made in
 * (the studio's own mail in the studio's). Plain text only; it repeats nothing the learner typed
 * but their name.
 */
export function bookingMail(
  kind: BookingMailKind,
  mail: { booking: Booking; cohort: Cohort; cardPayment?: CardPayment },
  context: Context,
  outboxId: string,
): MailOptions {
  return inLocale(englishForTheStudio.has(kind) ? baseLocale : languageOf(mail.booking), () => letterOf(kind, mail, context, outboxId));
}

function letterOf(
  kind: BookingMailKind,
  { booking, cohort, cardPayment }: { booking: Booking; cohort: Cohort; cardPayment?: CardPayment },
  context: Context,
  outboxId: string,
): MailOptions {
  const course = findCourse(cohort.courseSlug)?.title ?? m.booking_mail_your_course();
  const courseUrl = `${context.siteUrl}${localizedPath(`/courses/${cohort.courseSlug}`)}`;
  const account = `${context.siteUrl}${localizedPath(`/account/bookings/${booking.reference}`)}`;
  const details = [
    `  ${m.booking_mail_course({ course })}`,
    `  ${m.booking_mail_dates({ from: calendarDay(cohort.startsOn), to: calendarDay(cohort.endsOn) })}`,
    `  ${m.booking_mail_schedule({ schedule: scheduleText(cohort) })}`,
    `  ${m.booking_mail_where({ where: whereWords(booking, cohort) })}`,
    `  ${m.booking_mail_reference({ reference: booking.reference })}`,
  ];
  const until = booking.holdUntil ? dayAndTime(booking.holdUntil) : "";
  // A released hold has no end any more: it ended when it was released.
  const heldUntil = dayAndTime(booking.holdUntil ?? booking.endedAt ?? new Date());
  const day = calendarDay(cohort.startsOn);
  const letter = (subject: string, body: string[]): MailOptions => ({
    from: context.from,
    to: { name: greetingName(booking), address: booking.email },
    replyTo: site.contactEmail,
    subject: `${subject} (${booking.reference})`,
    // The same id on every try: a message sent twice (a crash before it was recorded) shows once.
    messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
    text: [
      m.booking_mail_hello({ name: greetingName(booking) }),
      "",
      ...body,
      "",
      `${bookingLinkWords(booking)}: ${account}`,
      m.booking_mail_questions({ email: site.contactEmail, reference: booking.reference }),
      "",
      site.name,
      context.siteUrl,
    ].join("\n"),
  });
  const byCard = booking.paymentMethod === "card";
  switch (kind) {
    case "seat-claim-invitation": {
      // Not the booking's page yet: the seat is the participant's once they claim it from this link.
      const company = booking.billing ? billingDetails.parse(booking.billing).company : site.name;
      const link = `${context.siteUrl}${localizedPath(`/account/claim/${claimToken(booking)}`)}`;
      return {
        from: context.from,
        to: { name: greetingName(booking), address: booking.email },
        replyTo: site.contactEmail,
        subject: `${m.booking_mail_claim_subject({ course })} (${booking.reference})`,
        messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
        text: [
          m.booking_mail_hello({ name: greetingName(booking) }),
          "",
          m.booking_mail_claim({ company, course }),
          link,
          "",
          ...details,
          "",
          m.booking_mail_questions({ email: site.contactEmail, reference: booking.reference }),
          "",
          site.name,
          context.siteUrl,
        ].join("\n"),
      };
    }
    case "seat-held":
      if (byCard) {
        return letter(m.booking_mail_held_card_subject({ course }), [
          m.booking_mail_held_card({ course, until }),
          "",
          ...details,
          "",
          m.booking_mail_amount({ amount: formatBookingPriceWithVat(booking.price, booking.vatTreatment) }),
          m.booking_mail_pay_from_page({ url: account }),
        ]);
      }
      // The order button made the contract: this mail is its record, with the terms and the right to cancel.
      return withContractTerms(
        letter(m.booking_mail_held_subject({ course }), [
          m.booking_mail_held({ course }),
          "",
          ...details,
          "",
          ...context.booking.payment.instructions({
            amount: booking.price,
            reference: booking.reference,
            payBy: booking.holdUntil ?? new Date(),
            vatTreatment: booking.vatTreatment,
          }),
          "",
          m.booking_mail_held_deadline({ until }),
          ...earlyStartLines(booking),
          "",
          m.booking_mail_terms_attached(),
        ]),
      );
    case "seat-confirmed": {
      const paid = booking.price > 0;
      const confirmed = letter(m.booking_mail_confirmed_subject({ course }), [
        m.booking_mail_confirmed(),
        "",
        ...details,
        ...(cardPayment?.state === "paid" ? ["", ...receiptLines(booking, cardPayment, course)] : []),
        ...(paid ? [...earlyStartLines(booking), "", m.booking_mail_terms_attached()] : []),
      ]);
      return paid ? withContractTerms(confirmed) : confirmed;
    }
    case "hold-expired":
      if (byCard) {
        return letter(m.booking_mail_released_subject({ course }), [
          m.booking_mail_released_card({ course, until: heldUntil }),
          "",
          m.booking_mail_released_card_after(),
          "",
          m.booking_mail_book_again({ url: courseUrl }),
        ]);
      }
      return letter(m.booking_mail_released_subject({ course }), [
        m.booking_mail_released({ course, until: heldUntil }),
        "",
        m.booking_mail_released_after({ url: courseUrl }),
      ]);
    case "waiting-list-joined":
      return letter(m.booking_mail_waiting_subject({ course }), [
        m.booking_mail_waiting(),
        "",
        ...details,
        "",
        m.booking_mail_waiting_after({ hours: context.booking.offerHours }),
      ]);
    case "seat-offered":
      return letter(m.booking_mail_offered_subject({ course }), [
        m.booking_mail_offered({ course, until }),
        "",
        ...details,
        "",
        m.booking_mail_offered_after({ url: account }),
      ]);
    case "offer-expired":
      return letter(m.booking_mail_offer_passed_subject({ course }), [
        m.booking_mail_offer_passed({ course, until }),
        "",
        m.booking_mail_other_dates({ url: courseUrl }),
      ]);
    case "seat-moved":
      return letter(m.booking_mail_moved_subject({ day, course }), [m.booking_mail_moved(), "", ...details]);
    case "course-reminder":
      return letter(m.booking_mail_reminder_subject({ course, day }), [m.booking_mail_reminder(), "", ...details]);
    case "seat-cancelled":
      return letter(m.booking_mail_cancelled_subject({ course }), [
        m.booking_mail_cancelled({ reference: booking.reference }),
        ...(booking.paidAt ? ["", cancelledPaymentWords(booking, cardPayment)] : []),
        "",
        m.booking_mail_other_dates({ url: courseUrl }),
      ]);
    case "withdrawal-received":
      // The receipt the law asks for on a durable medium (issue 65): what was withdrawn from, and when it arrived.
      return letter(m.booking_mail_withdrawal_subject({ course }), [
        m.booking_mail_withdrawal({
          course,
          reference: booking.reference,
          when: dayAndTime(booking.withdrawnAt ?? booking.endedAt ?? new Date()),
        }),
        "",
        ...details,
        "",
        withdrawalPaymentWords(booking, cardPayment),
        "",
        m.booking_mail_other_dates({ url: courseUrl }),
      ]);
    case "cohort-cancelled":
      return letter(m.booking_mail_cohort_cancelled_subject({ day, course }), [
        m.booking_mail_cohort_cancelled({ course, day, reference: booking.reference }),
        ...(booking.paidAt ? ["", refundWords(cardPayment) ?? m.booking_mail_refund_soon()] : []),
        "",
        m.booking_mail_other_dates({ url: courseUrl }),
      ]);
    case "payment-refunded":
      return letter(m.booking_mail_refunded_subject({ course }), [
        refundWords(cardPayment) ?? m.booking_mail_refunded(),
        ...(cardPayment?.refundReason === "paid-twice" ? ["", m.booking_mail_refunded_twice()] : []),
        ...(cardPayment?.refundReason === "ended" ? ["", m.booking_mail_refunded_ended()] : []),
        ...(cardPayment?.refundReason === "wrong-amount"
          ? [
              "",
              m.booking_mail_refunded_wrong_amount({ price: formatBookingPrice(booking.price) }),
              ...(booking.state === "held"
                ? [m.booking_mail_still_held({ until, price: formatBookingPrice(booking.price), url: account })]
                : []),
            ]
          : []),
        "",
        ...details,
      ]);
    case "late-payment-refunded":
      return letter(m.booking_mail_late_subject({ course }), [
        m.booking_mail_late({ course }),
        "",
        refundWords(cardPayment) ?? m.booking_mail_late_refund(),
        "",
        m.booking_mail_other_dates({ url: courseUrl }),
      ]);
    case "late-payment-studio":
      // The studio's own mails, in the studio's language (bookingMail runs them in English).
      return studioLetter(letter("A late card payment is refunded", []), context.studio, [
        `A card payment for booking ${booking.reference} (${course}, starting ${day}) arrived after the seat's hold had ended, and no seat was free for it.`,
        `${refundState(cardPayment)} The learner has been told.`,
        "",
        `  Amount: ${cardPayment ? formatPayment(cardPayment.amount, cardPayment.currency) : formatBookingPrice(booking.price)}`,
        `  Stripe payment: ${cardPayment?.paymentIntentId ?? "unknown"}`,
        `  Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
      ]);
    case "transfer-awaited-studio":
      // What the learner was told follows: their invoice, or the bank details to pay to (issue 64).
      return studioLetter(letter(`A seat is held for a bank transfer: ${course}`, []), context.studio, [
        // Written when sent, which may be after the hold ended: the roster says where it stands now.
        booking.state === "held"
          ? `${greetingName(booking)} booked a seat on ${course}, starting ${day}, to pay by bank transfer by ${until}.`
          : `${greetingName(booking)} booked a seat on ${course}, starting ${day}, to pay by bank transfer; it is no longer waiting for payment (see the roster).`,
        "Send the invoice if the learner was promised one, and mark the seat paid on the roster when the money arrives.",
        "",
        `  Amount: ${formatBookingPrice(booking.price)}`,
        `  Reference: ${booking.reference}`,
        `  Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
      ]);
    case "transfer-refund-studio":
      return studioLetter(letter(`A refund is owed: ${course}`, []), context.studio, [
        booking.withdrawnAt
          ? `${greetingName(booking)} withdrew from the contract for their seat on ${course}, starting ${day}, paid by bank transfer; the learner was told the payment goes back within five working days${booking.withdrawalKept ? `, less ${formatPayment(booking.withdrawalKept)} for the sessions given at their request` : ""}.`
          : `The seat of ${greetingName(booking)} on ${course}, starting ${day}, was paid by bank transfer and is cancelled; the learner was told the payment goes back within five working days.`,
        // Written when sent, which may be after staff marked it made: never a second refund.
        booking.transferRefundedAt
          ? `It has since been marked refunded by ${booking.transferRefundedBy ?? "a member of staff"}: nothing more to do.`
          : "Refund it at the bank to the account it came from, then mark it refunded on the roster.",
        "",
        `  Amount: ${formatPayment(booking.price - (booking.withdrawalKept ?? 0))}`,
        `  Reference: ${booking.reference}`,
        `  Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
      ]);
    case "wrong-amount-studio":
      // A payment too large for the site to record is not refunded by it: the studio does it, and tells the learner.
      if (cardPayment?.state !== "paid")
        return studioLetter(letter("A card payment of the wrong amount needs a refund by hand", []), context.studio, [
          `A card payment for booking ${booking.reference} (${course}, starting ${day}) took more than the site can record, not the ${formatBookingPrice(booking.price)} the booking costs, so it does not pay for the seat.`,
          "The site has refunded nothing. Refund it in full in Stripe's dashboard, tell the learner, and check how the payment page came to ask for another amount.",
          "",
          `  Stripe payment: ${cardPayment?.paymentIntentId ?? "unknown"}`,
          `  Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
        ]);
      return studioLetter(letter("A card payment of the wrong amount is refunded", []), context.studio, [
        `A card payment for booking ${booking.reference} (${course}, starting ${day}) took ${formatPayment(cardPayment.amount, cardPayment.currency)}, not the ${formatBookingPrice(booking.price)} the booking costs, so it does not pay for the seat.`,
        `${refundState(cardPayment)} The learner has been told, and can still pay for the seat while it is held.`,
        "Check in Stripe's dashboard how the payment page came to ask for another amount.",
        "",
        `  Stripe payment: ${cardPayment?.paymentIntentId ?? "unknown"}`,
        `  Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
      ]);
  }
}

/** A mail to the studio itself, about a booking: to STUDIO_EMAIL, with these lines only. */
function studioLetter(letter: MailOptions, studio: string, lines: string[]): MailOptions {
  return { ...letter, to: studio, text: lines.join("\n") };
}

/** Whether a refund is made or still owed, in the studio's words: a mail is written when it is sent, which may be before Stripe has made it. */
function refundState(payment: CardPayment | undefined): string {
  if (payment?.refundId) return `It has been refunded in full (${payment.refundId}).`;
  return "A full refund is owed: the site makes it at Stripe as soon as Stripe answers, trying again every minute.";
}

/** What becomes of a cancelled seat's payment: a card's refund, or its absence under the policy; a bank transfer's refund by the staff. */
function cancelledPaymentWords(booking: Booking, payment: CardPayment | undefined): string {
  if (payment?.state !== "paid") return m.booking_mail_cancelled_refund_soon();
  return refundWords(payment) ?? m.booking_mail_no_refund({ day: calendarDay(booking.endedAt ?? new Date()) });
}

/** The learner's request to begin within the 14 days, as they ticked it, when they did: part of the contract's record. */
function earlyStartLines(booking: Booking): string[] {
  if (!booking.earlyStartRequestedAt || !booking.earlyStartRequest) return [];
  return ["", m.booking_mail_early_start({ when: dayAndTime(booking.earlyStartRequestedAt) }), `  ${booking.earlyStartRequest}`];
}

/**
 * A paid seat's contract on a durable medium (issue 65): the terms and the information on the
 * right to cancel, with its model form, in the booking's language, as text files beside the
 * letter, their facts filled in as on the pages.
 */
function withContractTerms(mail: MailOptions): MailOptions {
  const attachments = (["terms", "withdrawal"] as const).flatMap((page) => {
    const text = legalTextMarkdown(page);
    return text ? [{ filename: legalFileNames[page](), content: text, contentType: "text/plain; charset=utf-8" }] : [];
  });
  return { ...mail, attachments };
}

const legalFileNames = { terms: m.booking_mail_terms_file, withdrawal: m.booking_mail_withdrawal_file } as const;

/** What becomes of the payment on a withdrawal: what is kept for sessions given at the learner's request, and the refund of the rest. */
function withdrawalPaymentWords(booking: Booking, payment: CardPayment | undefined): string {
  // Kept in minor units, as card payments count.
  const kept = booking.withdrawalKept ?? 0;
  const keptWords = kept > 0 ? `${m.booking_mail_withdrawal_kept({ amount: formatPayment(kept) })} ` : "";
  if (payment?.state === "paid") return keptWords + (refundWords(payment) ?? m.booking_mail_withdrawal_nothing_back());
  if (booking.paidAt) return keptWords + m.booking_mail_withdrawal_transfer_back({ amount: formatPayment(booking.price - kept) });
  return m.booking_mail_withdrawal_nothing_paid();
}

/**
 * A refund owed or made on a card payment, in the learner's words; nothing when there is none. A
 * mail is written when it is sent, which may be before Stripe has made a refund owed: it says so.
 */
function refundWords(payment: CardPayment | undefined): string | undefined {
  const amount = payment?.refundedAmount ?? payment?.refundDue;
  if (!payment || !amount) return undefined;
  const card = payment.cardLast4 ? m.booking_mail_card_ending({ last4: payment.cardLast4 }) : m.booking_mail_your_card();
  const words = { amount: formatPayment(amount, payment.currency), card };
  return payment.refundId ? m.booking_mail_refund_made(words) : m.booking_mail_refund_owed(words);
}

/** A receipt for a seat paid by card: what, when, how, and who sold it, as a UK receipt states it. */
function receiptLines(booking: Booking, payment: CardPayment, course: string): string[] {
  const card = payment.cardLast4
    ? m.booking_mail_receipt_card_ending({ brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })
    : m.booking_mail_receipt_card();
  return [
    m.booking_mail_receipt(),
    `  ${m.booking_mail_receipt_for({ course, reference: booking.reference })}`,
    `  ${m.booking_mail_receipt_paid({ amount: formatPayment(payment.amount, payment.currency), when: dayAndTime(payment.paidAt ?? booking.paidAt ?? new Date()) })}`,
    `  ${m.booking_mail_receipt_by({ card })}`,
    ...(payment.paymentIntentId ? [`  ${m.booking_mail_receipt_payment({ id: payment.paymentIntentId })}`] : []),
    `  ${m.booking_mail_receipt_from({ seller: `${company.legalName}, ${postalAddress(company)}` })}`,
    `  ${companyRegistration(company.registration)}`,
    ...vatLines(payment, booking),
  ];
}

/**
 * The receipt's VAT: what the amount paid includes at the site's rate (the FAQ's and the price
 * notes' rate, company.vatRatePercent), and the studio's VAT number where the settings give one.
 */
function vatLines(payment: CardPayment, booking: Booking): string[] {
  const { vatNumber } = traderFacts();
  if (company.vatRatePercent === 0) return [`  ${m.price_vat_none()}`];
  // An EU business's online seat: no UK VAT was charged; the business accounts for it.
  if (booking.vatTreatment === "reverse-charge")
    return [`  ${m.invoice_reverse_charge()}`, ...(vatNumber ? [`  ${m.booking_mail_receipt_vat_number({ number: vatNumber })}`] : [])];
  return [
    `  ${m.booking_mail_receipt_vat({ rate: formatVatRate(), amount: formatPayment(includedVat(payment.amount), payment.currency) })}`,
    ...(vatNumber ? [`  ${m.booking_mail_receipt_vat_number({ number: vatNumber })}`] : []),
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
  return (brand && names[brand]) ?? m.booking_mail_receipt_card();
}
