import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { settings } from "~/platform/settings.server";
import type { PaymentMethodKind } from "~/database/schema.server";
import type { SeatPayment } from "./seat-payment";

/** The ways a paid seat can be paid on this site now (decision 47): card when Stripe is configured, bank transfer unless turned off. */
export type PaymentChoices = { card: boolean; bankTransfer: boolean };

export function paymentChoices(): PaymentChoices {
  const { booking } = settings();
  return { card: booking.card !== undefined, bankTransfer: booking.bankTransfer };
}

const chosen = z.enum(["card", "bank-transfer"], { error: () => m.payment_choose() }).optional();

/**
 * The way of paying a form chose, if the site offers it. A form that names none (a free course,
 * the waiting list, or a page from before card payments) gets bank transfer where it is offered,
 * else card.
 */
export function readPaymentChoice(
  value: FormDataEntryValue | null,
  choices: PaymentChoices = paymentChoices(),
): { ok: true; payment: SeatPayment } | { ok: false; error: string } {
  const read = chosen.safeParse(value ?? undefined);
  if (!read.success) return { ok: false, error: read.error.issues[0]!.message };
  const method: PaymentMethodKind = read.data ?? (choices.bankTransfer ? "bank-transfer" : "card");
  if (method === "card" && !choices.card) return { ok: false, error: m.payment_card_unavailable() };
  if (method === "bank-transfer" && !choices.bankTransfer) return { ok: false, error: m.payment_card_only() };
  return { ok: true, payment: method === "card" ? { method, holdMinutes: settings().booking.card!.holdMinutes } : { method } };
}
