import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { calendarDay } from "~/config/calendar-day";
import { formatBookingPriceWithVat } from "~/config/money";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import type { Cohort, TeamOrder, TeamOrderMailKind } from "~/database/schema.server";
import { billingDetails } from "~/invoices/billing-details";
import { baseLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { inLocale } from "~/i18n/request-locale.server";
import { scheduleText } from "~/cohorts/meetings";
import { greetingName } from "./booking-mail.server";

/** Who the mail is from and to: the sender's context (mail-sender.server.ts), as much as a team order's mail reads. */
type MailContext = { from: string; studio: string; siteUrl: string };

/**
 * A team order's mail (issue 66), made from the order and its cohort when it is sent: to its buyer
 * in the language they ordered in (the order placed, with its invoice and how to pay it; paid;
 * expired unpaid, with the credit note), or to the studio, in English, that an order on invoice
 * awaits its payment. Plain text; it repeats nothing the buyer typed but their name and the company's.
 */
export function teamOrderMail(
  kind: TeamOrderMailKind,
  { order, cohort, document }: { order: TeamOrder; cohort: Cohort; document?: { number: string; total: number } },
  context: MailContext,
  outboxId: string,
): MailOptions {
  const forStudio = kind === "team-order-placed-studio" || kind === "team-order-refund-studio";
  return inLocale(forStudio || !isLocale(order.locale) ? baseLocale : order.locale, () => {
    const course = findCourse(cohort.courseSlug)?.title ?? m.booking_mail_your_course();
    const company = billingDetails.parse(order.billing).company;
    const total = formatBookingPriceWithVat(order.unitPrice * order.seats, order.vatTreatment);
    const page = `${context.siteUrl}${localizedPath(`/account/team-orders/${order.reference}`)}`;
    const details = [
      `  ${m.booking_mail_course({ course })}`,
      `  ${m.booking_mail_dates({ from: calendarDay(cohort.startsOn), to: calendarDay(cohort.endsOn) })}`,
      `  ${m.booking_mail_schedule({ schedule: scheduleText(cohort) })}`,
      `  ${m.team_mail_seats({ count: order.seats, company })}`,
      `  ${m.team_mail_reference({ reference: order.reference })}`,
    ];
    const letter = (to: string, subject: string, body: string[]): MailOptions => ({
      from: context.from,
      to,
      replyTo: site.contactEmail,
      subject: `${subject} (${order.reference})`,
      // The same id on every try: a message sent twice shows once.
      messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
      text: [...body, "", site.name, context.siteUrl].join("\n"),
    });
    const hello = [m.booking_mail_hello({ name: greetingName(order) }), ""];
    switch (kind) {
      case "team-order-placed":
        return letter(order.email, m.team_mail_placed_subject({ course }), [
          ...hello,
          m.team_mail_placed({ count: order.seats, course }),
          "",
          ...details,
          "",
          m.team_mail_pay({ total, day: calendarDay(order.dueOn ?? cohort.startsOn), reference: order.reference }),
          m.team_mail_invoice_attached(),
          "",
          m.team_mail_page({ url: page }),
          m.booking_mail_questions({ email: site.contactEmail, reference: order.reference }),
        ]);
      case "team-order-paid":
        return letter(order.email, m.team_mail_paid_subject({ course }), [
          ...hello,
          m.team_mail_paid({ count: order.seats, course }),
          // Paid by card, the invoice comes with the payment; on invoice, it came with the order.
          ...(document ? [m.team_mail_invoice_attached()] : []),
          "",
          ...details,
          "",
          m.team_mail_page({ url: page }),
        ]);
      case "team-order-expired":
        return letter(order.email, m.team_mail_expired_subject({ course }), [
          ...hello,
          // A card order that was never paid had no invoice to cancel.
          order.paymentMethod === "card"
            ? m.team_mail_expired_card({ count: order.seats, course })
            : m.team_mail_expired({ count: order.seats, course, day: calendarDay(order.dueOn ?? cohort.startsOn) }),
          ...(document ? [m.team_mail_credit_note_attached()] : []),
          "",
          ...details,
          "",
          m.team_mail_order_again({ url: `${context.siteUrl}${localizedPath(`/courses/${cohort.courseSlug}`)}` }),
        ]);
      case "team-order-cancelled":
        return letter(order.email, m.team_mail_cancelled_subject({ course }), [
          ...hello,
          m.team_mail_cancelled({ count: order.seats, course }),
          order.paidAt
            ? m.team_mail_cancelled_refund({ amount: document ? formatBookingPriceWithVat(-document.total, order.vatTreatment) : total })
            : document
              ? m.team_mail_cancelled_nothing_owed()
              : m.team_mail_cancelled_nothing_charged(),
          ...(document ? [m.team_mail_credit_note_attached()] : []),
          "",
          ...details,
          "",
          m.team_mail_order_again({ url: `${context.siteUrl}${localizedPath(`/courses/${cohort.courseSlug}`)}` }),
        ]);
      case "team-order-payment-refunded":
        return letter(order.email, m.team_mail_payment_refunded_subject({ course }), [
          ...hello,
          m.team_mail_payment_refunded({ course }),
          "",
          ...details,
          "",
          m.team_mail_page({ url: page }),
          m.booking_mail_questions({ email: site.contactEmail, reference: order.reference }),
        ]);
      case "team-seats-cancelled":
        return letter(order.email, m.team_mail_seats_cancelled_subject({ course }), [
          ...hello,
          m.team_mail_seats_cancelled({ course }),
          document ? seatsRefundLine(order, -document.total) : noRefundLine(order),
          ...(document ? [m.team_mail_seats_credit_note()] : []),
          "",
          ...details,
          "",
          m.team_mail_page({ url: page }),
          m.booking_mail_questions({ email: site.contactEmail, reference: order.reference }),
        ]);
      case "team-order-refund-studio": {
        // A seat or more cancelled within the policy, or the cohort cancelled: the credit note says how much.
        const refund = document ? formatBookingPriceWithVat(-document.total, order.vatTreatment) : total;
        return letter(context.studio, `Team order to refund: ${refund}, ${course}`, [
          cohort.state === "cancelled"
            ? `${course} (${calendarDay(cohort.startsOn)}) was cancelled, and with it ${company}'s paid team order: ${refund} of it is left to refund.`
            : `${company} cancelled seats of its paid team order on ${course} (${calendarDay(cohort.startsOn)}): ${refund}.`,
          `Refund ${refund} at the bank to the account it came from, quoting ${order.reference}; the credit note${document ? ` ${document.number}` : ""} went to the buyer.`,
        ]);
      }
      case "team-order-placed-studio":
        // A card order is told of once paid: nothing to look for.
        if (order.paymentMethod === "card") {
          return letter(context.studio, `Team order paid by card: ${order.seats} seats, ${course}`, [
            `${company} ordered and paid ${order.seats} seats on ${course} (${calendarDay(cohort.startsOn)}) by card: ${total}. Its invoice went to the buyer.`,
            `The seats are on the cohort's roster under the company: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
          ]);
        }
        return letter(context.studio, `Team order on invoice: ${order.seats} seats, ${course}`, [
          `${company} ordered ${order.seats} seats on ${course} (${calendarDay(cohort.startsOn)}) on invoice: ${total}, due by ${calendarDay(order.dueOn ?? cohort.startsOn)}.`,
          `Look for a bank transfer quoting ${order.reference}, then mark the order paid on the cohort's roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`,
          "An order still unpaid after its last day is released with a credit note.",
        ]);
    }
  });
}

/** What becomes of the money for cancelled seats, as the credit note of `credited` (minor units) says. */
function seatsRefundLine(order: TeamOrder, credited: number): string {
  const amount = formatBookingPriceWithVat(credited, order.vatTreatment);
  // Every seat of an unpaid invoice cancelled: nothing is left to pay.
  if (!order.paidAt && order.state === "cancelled") return m.team_mail_cancelled_nothing_owed();
  if (!order.paidAt) return m.team_mail_seats_invoice_lowered({ amount });
  return order.paymentMethod === "card" ? m.team_mail_seats_refund_card({ amount }) : m.team_mail_seats_refund_transfer({ amount });
}

/** Seats cancelled without a credit note: an unpaid card order charged nothing; otherwise, past the policy, the invoice stands. */
function noRefundLine(order: TeamOrder): string {
  return order.paymentMethod === "card" && !order.paidAt ? m.team_cancel_unpaid_card() : m.team_mail_seats_no_refund();
}
