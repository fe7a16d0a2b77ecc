import type { TeamOrderRequest } from "../../app/bookings/order-team-seats.server";

/** A German company without a VAT number, as a team order's invoice names it. */
export const acme = {
  company: "Acme Analytics GmbH",
  address: ["Friedrichstraße 123", "10117 Berlin"],
  country: "DE",
  purchaseOrder: "PO-2026-7781",
};

/** A new buyer's order of three seats on `cohort` for Acme, on invoice with 30 days to pay, unless a test says otherwise. */
export function aTeamOrder(cohort: { id: string; courseSlug: string }, overrides: Partial<TeamOrderRequest> = {}): TeamOrderRequest {
  const accountId = `uid-${crypto.randomUUID()}`;
  return {
    courseSlug: cohort.courseSlug,
    cohortId: cohort.id,
    accountId,
    name: "Ada Buyer",
    email: `${accountId}@example.com`,
    submissionId: crypto.randomUUID(),
    seats: 3,
    billing: acme,
    payment: { method: "invoice", termsDays: 30 },
    now: new Date(),
    offerHours: 48,
    holdDays: 7,
    ...overrides,
  };
}
