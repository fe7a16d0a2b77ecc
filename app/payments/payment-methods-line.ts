import type { Settings } from "~/platform/settings.server";

/** The line the start prints about how courses are paid for, so that a deployer sees card payments are off before a learner does. */
export function paymentMethodsLine({ card, bankTransfer }: Settings["booking"]): string {
  if (!card) {
    return "Course payments: bank transfer only. To take cards through Stripe Checkout, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.";
  }
  const where = card.api ? ` (a stand-in for Stripe's API at ${card.api.protocol}://${card.api.host}:${card.api.port})` : "";
  return `Course payments: card through Stripe Checkout${where}${bankTransfer ? " and bank transfer" : " only"}. Stripe's events go to /webhooks/stripe.`;
}
