/** What a learner owes for a held seat, and by when. */
export type PaymentDue = { amount: number; reference: string; payBy: Date };

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
