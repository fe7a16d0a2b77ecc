import { formatPrice } from "~/config/money";
import { calendarDay } from "~/config/calendar-day";
import type { PaymentDue, PaymentMethod } from "./payment-method";

export type BankAccount = { payee: string; iban: string };

/** An IBAN in groups of four, as banks print it. */
export function printedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * An invoice paid by bank transfer. Without the studio's account in the settings, the learner
 * is told the invoice with it follows, which the staff then send: never an account made up.
 */
export function bankTransfer(account: BankAccount | undefined): PaymentMethod {
  return {
    name: "Bank transfer",
    instructions({ amount, reference, payBy }: PaymentDue) {
      const lines = [`Amount: ${formatPrice(amount)}`, `Reference: ${reference}`, `Pay by: ${calendarDay(payBy)}`, ""];
      if (!account) {
        return [
          ...lines,
          "We will send you an invoice with our bank details within one working day. Please quote your reference with the payment.",
        ];
      }
      return [
        ...lines,
        "Please pay by bank transfer to:",
        "",
        `  Account holder: ${account.payee}`,
        `  IBAN: ${printedIban(account.iban)}`,
        "",
        "and quote your reference, so that we can match the payment to your seat. Your invoice follows by email.",
      ];
    },
  };
}
