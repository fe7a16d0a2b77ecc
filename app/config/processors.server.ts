/** Who handles personal data for the studio (processors), named in the privacy notice. */
export type Processor = { name: string; does: string; where: string };

/**
 * The studio's processors, as the privacy notice names them: part of the site config a studio
 * makes its own (docs/making-it-yours.md), kept on the server (only the notice reads it).
 */
export const processors: Processor[] = [
  {
    name: "Google (Firebase Authentication)",
    does: "stores accounts and their ways of logging in, and texts two-step sign-in codes",
    where: "the UK, the EU and the USA, under the UK's International Data Transfer Addendum and Google's data processing terms",
  },
  {
    name: "Postmark (ActiveCampaign)",
    does: "delivers the emails we send you about your enquiry or your bookings, and the newsletter and its confirmation emails, whose opens and clicks we ask it not to track",
    where: "the USA, under the UK's International Data Transfer Addendum",
  },
  {
    name: "Hetzner Online",
    does: "runs the servers and the database the site and its records are on",
    where: "Germany",
  },
];

/** Named in the notice only while the site takes cards (STRIPE_SECRET_KEY): a processor the site does not use is not one. */
export const cardProcessor: Processor = {
  name: "Stripe Payments Europe",
  does: "takes card payments for courses on its own payment page, checks them against fraud, and makes refunds; it sees your card, we never do",
  where: "Ireland and the USA, under the UK's International Data Transfer Addendum and Stripe's data processing agreement",
};
