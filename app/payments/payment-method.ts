import type { Settings } from "~/platform/settings.server";

/** What a learner owes for a held seat, and by when. */
/** What a held seat costs, in minor units (pence), what the payment quotes, and by when. */
/** What a held seat is to be paid: its amount, reference and last moment, and how VAT stands for it (reverse charge, issue 66). */
export type PaymentDue = { amount: number; reference: string; payBy: Date; vatTreatment?: string | null };

/**
 * How a learner pays for a held seat (decision 25). One implementation today, an invoice paid
 * by bank transfer, marked paid by the staff; a card provider would be a second, confirming the
 * seat itself.
 */
export type PaymentMethod = {
  /** Its name, as the roster shows it. */
  name: string;
  /** The lines of the seat-held mail that tell the learner how to pay. */
  instructions(due: PaymentDue): string[];
};

/** The line the start prints about how courses are paid for, so that a deployer sees card payments are off before a learner does. */
export function paymentMethodsLine({ card, bankTransfer }: Settings["booking"]): string {
  if (!card) {
    return "Course payments: bank transfer only. To take cards through Stripe Checkout, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.";
  }
  const where = card.api ? ` (a stand-in for Stripe's API at ${card.api.protocol}://${card.api.host}:${card.api.port})` : "";
  return `Course payments: card through Stripe Checkout${where}${bankTransfer ? " and bank transfer" : " only"}. Stripe's events go to /webhooks/stripe.`;
}
