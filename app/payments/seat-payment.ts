import type { PaymentMethodKind } from "~/database/schema.server";
import { DAY_MS } from "~/config/calendar-day";

/**
 * How the learner chose to pay for a seat they are taking (decision 47): by bank transfer, held
 * for days while the money travels, or by card, held only while Stripe's page is open.
 */
export type SeatPayment = { method: "bank-transfer" } | { method: "card"; holdMinutes: number };

const MINUTE = 60_000;

/** When a hold paid this way ends: `holdDays` for a bank transfer (the default), `holdMinutes` for a card. */
export function holdEnds(payment: SeatPayment | undefined, { now, holdDays }: { now: Date; holdDays: number }): Date {
  return payment?.method === "card" ? new Date(now.getTime() + payment.holdMinutes * MINUTE) : new Date(now.getTime() + holdDays * DAY_MS);
}

/** The method a payment names, for the booking's row. */
export const methodOf = (payment: SeatPayment | undefined): PaymentMethodKind => payment?.method ?? "bank-transfer";
