import { formatBookingPriceWithVat, printedIban } from "~/config/money";
import { calendarDay } from "~/config/calendar-day";
import { m } from "~/i18n/paraglide/messages.js";
import type { PaymentDue, PaymentMethod } from "./payment-method";

export type BankAccount = { payee: string; iban: string };

/**
 * An invoice paid by bank transfer. Without the studio's account in the settings, the learner
 * is told the invoice with it follows, which the staff then send: never an account made up.
 */
export function bankTransfer(account: BankAccount | undefined): PaymentMethod {
  return {
    name: "Bank transfer",
    instructions({ amount, reference, payBy, vatTreatment }: PaymentDue) {
      // In the language of the mail they are part of (booking-mail.server.ts sets it).
      const lines = [
        m.booking_mail_amount({ amount: formatBookingPriceWithVat(amount, vatTreatment) }),
        m.bank_transfer_reference({ reference }),
        m.bank_transfer_pay_by({ day: calendarDay(payBy) }),
        "",
      ];
      if (!account) return [...lines, m.bank_transfer_invoice_follows()];
      return [
        ...lines,
        m.bank_transfer_pay_to(),
        "",
        `  ${m.bank_transfer_holder({ payee: account.payee })}`,
        `  IBAN: ${printedIban(account.iban)}`,
        "",
        m.bank_transfer_quote(),
      ];
    },
  };
}
