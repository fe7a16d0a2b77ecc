import { and, asc, eq } from "drizzle-orm";
import { readSettings, type CardPayments } from "~/platform/settings.server";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments, cohorts, invoices, mailOutbox, teamOrders } from "~/database/schema.server";
import { sendDueRefunds } from "~/payments/card-refunds.server";
import { stripeClient } from "~/payments/stripe-client.server";
import { receiveStripeWebhook } from "~/payments/stripe-webhook.server";
import { aCohort } from "~tests/support/a-cohort";
import { tuesdayToThursday } from "~tests/support/a-cohort-run";
import { startStripeFake, type StripeFake } from "~tests/support/stripe-fake";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { showRepositoryContent } from "~tests/support/repository-content";
import { acme, aTeamOrder } from "~tests/support/a-team-order";
import { pdfText } from "~tests/support/pdf-text";
import { invoiceDocument } from "~/invoices/invoice-document";
import { invoicePdf } from "~/invoices/invoice-pdf.server";
import { startCardCheckout, type CheckoutAnswer } from "./card-checkout.server";
import { cardEventReaction } from "./card-events.server";
import { orderTeamSeats, type TeamOrderRequest } from "./order-team-seats.server";
import { cancelCohort, releaseExpired } from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { startTeamCardCheckout } from "./team-card-payments.server";
import { markTeamOrderPaid } from "./team-order-changes.server";
import { cancelTeamSeats } from "./team-seat-cancellation.server";
import { claimSeat, claimToken, nameParticipant } from "./team-seat-claims.server";

// The shipped courses, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const MINUTE = 60_000;
const staff = { uid: "uid-staff", email: "staff@example.com" };
const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });
/** A new buyer's order of three seats of £490 on `cohort` for Acme, by card unless a test says otherwise. */
const anOrder = (cohort: { id: string; courseSlug: string }, overrides: Partial<TeamOrderRequest> = {}) =>
  aTeamOrder(cohort, { payment: { method: "card", holdMinutes: 60 }, ...overrides });

describe.each(testDatabaseKinds)("paying for and cancelling a team's seats on %s (issue 66)", (kind) => {
  const test = useTestDatabase(kind);
  let fake: StripeFake;
  let card: CardPayments;
  beforeAll(async () => {
    fake = await startStripeFake();
    card = readSettings({ ...fake.env }).booking.card!;
  });
  afterAll(() => fake.close());

  const seatsOf = (orderId: string) =>
    test.db().select().from(bookings).where(eq(bookings.teamOrderId, orderId)).orderBy(asc(bookings.reference));
  const orderNow = async (orderId: string) => (await test.db().select().from(teamOrders).where(eq(teamOrders.id, orderId)))[0]!;
  const taken = async (cohortId: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.seatsTaken;
  const mailOf = async (orderId: string) =>
    (await test.db().select().from(mailOutbox).where(eq(mailOutbox.teamOrderId, orderId))).map((row) => row.kind).sort();
  const documentsOf = async (orderId: string) =>
    (await test.db().select().from(invoices).where(eq(invoices.teamOrderId, orderId)).orderBy(asc(invoices.issuedAt))).map(
      ({ kind, total, vat, correctsId }) => ({ kind, total, vat, corrects: correctsId !== null }),
    );
  const paymentOf = async (orderId: string) =>
    (await test.db().select().from(cardPayments).where(eq(cardPayments.teamOrderId, orderId)))[0]!;
  const deliver = (delivery: { body: string; signature: string }, db: Database = test.db(), now = new Date()) =>
    receiveStripeWebhook(db, new TextEncoder().encode(delivery.body), delivery.signature, card, cardEventReaction(db, times(now)));
  const sessionOf = (answer: CheckoutAnswer) => {
    if (!("url" in answer)) throw new Error("The buyer was not sent to a payment page.");
    return answer.url.split("/").pop()!;
  };

  /** A team order by card, paid on Stripe's page and told by its event. */
  async function paidCardOrder(cohort: { id: string; courseSlug: string }) {
    const { order } = await orderTeamSeats(test.db(), anOrder(cohort));
    const sessionId = sessionOf(await startTeamCardCheckout(test.db(), order, { card, siteUrl: "http://localhost:4317", times: times() }));
    fake.pay(sessionId, "4242");
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "confirmed" });
    return { order, sessionId };
  }

  it("holds a card order's seats for the card's hour, asks Stripe for all of them in one session, and confirms them together when paid", async () => {
    const cohort = await aCohort(test.db(), { capacity: 5 });
    const now = new Date();
    const { order } = await orderTeamSeats(test.db(), anOrder(cohort, { now }));
    expect(order).toMatchObject({ state: "held", paymentMethod: "card", dueOn: null, unitPrice: 49_000 });
    for (const seat of await seatsOf(order.id))
      expect(seat).toMatchObject({ state: "held", paymentMethod: "card", holdUntil: new Date(now.getTime() + 60 * MINUTE) });
    // No invoice before the payment, and no mail yet: the order's page sends the buyer to pay.
    expect(await documentsOf(order.id)).toEqual([]);
    expect(await mailOf(order.id)).toEqual([]);

    const sessionId = sessionOf(
      await startTeamCardCheckout(test.db(), order, { card, siteUrl: "http://localhost:4317", times: times(now) }),
    );
    const session = fake.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: 147_000, currency: "gbp", client_reference_id: order.reference });
    expect(session.success_url).toContain(`/account/team-orders/${order.reference}?payment=returned`);
    expect(session.expires_at).toBe(Math.floor((now.getTime() + 55 * MINUTE) / 1000));
    // Asked again while the page is open: the same page, not a second.
    expect(sessionOf(await startTeamCardCheckout(test.db(), order, { card, siteUrl: "http://localhost:4317", times: times(now) }))).toBe(
      sessionId,
    );

    // Unpaid, its page at Stripe asks for every seat: a seat is not cancelled on its own, staff do not
    // mark it paid, and a participant's seat is not paid for on its own.
    const [aSeat] = await seatsOf(order.id);
    const ids = { teamOrderId: order.id, cohortId: cohort.id };
    await expect(cancelTeamSeats(test.db(), ids, { buyer: order.accountId!, bookingId: aSeat!.id }, times(now))).rejects.toThrow(
      "cancelled as a whole",
    );
    await expect(markTeamOrderPaid(test.db(), ids, staff, times(now))).rejects.toThrow("paid by card");
    await expect(startCardCheckout(test.db(), aSeat!, { card, siteUrl: "http://localhost:4317", times: times(now) })).rejects.toThrow(
      "part of a team order",
    );

    fake.pay(sessionId, "4242");
    const delivery = fake.event("checkout.session.completed", sessionId);
    expect(await deliver(delivery)).toMatchObject({ outcome: "confirmed" });
    expect(await deliver(delivery)).toMatchObject({ outcome: "repeated" });
    expect(await orderNow(order.id)).toMatchObject({ state: "paid" });
    expect((await seatsOf(order.id)).map((seat) => seat.state)).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(await documentsOf(order.id)).toEqual([{ kind: "invoice", total: 147_000, vat: 24_500, corrects: false }]);
    expect(await mailOf(order.id)).toEqual(["team-order-paid", "team-order-placed-studio"]);
    expect(await paymentOf(order.id)).toMatchObject({ state: "paid", amount: 147_000, cardLast4: "4242" });
    expect(await taken(cohort.id)).toBe(3);
  });

  it("sells an EU business with a VAT number its online seats without UK VAT (reverse charge), and its in-person seats with it", async () => {
    const online = await aCohort(test.db());
    const withVat = { ...acme, vatNumber: "DE136695976" };
    const { order } = await orderTeamSeats(test.db(), anOrder(online, { billing: withVat }));
    // The net price of one: £490 less the £81.67 of VAT it includes.
    expect(order).toMatchObject({ unitPrice: 40_833, vatTreatment: "reverse-charge" });
    const sessionId = sessionOf(await startTeamCardCheckout(test.db(), order, { card, siteUrl: "http://localhost:4317", times: times() }));
    expect(fake.sessions.get(sessionId)).toMatchObject({ amount_total: 122_499 });
    fake.pay(sessionId);
    await deliver(fake.event("checkout.session.completed", sessionId));
    const [invoice] = await test.db().select().from(invoices).where(eq(invoices.teamOrderId, order.id));
    expect(invoice).toMatchObject({ vatTreatment: "reverse-charge", total: 122_499, vat: 0, net: 122_499 });
    const text = await pdfText((await invoicePdf(invoiceDocument(invoice!))).pdf);
    expect(text).toContain("Reverse charge: VAT to be accounted for by the customer");
    expect(text).toContain("DE136695976");

    const inPerson = await aCohort(test.db(), { format: "in-person", address: "1 Harbourside, Bristol BS1 5DB" });
    const { order: there } = await orderTeamSeats(
      test.db(),
      anOrder(inPerson, { billing: withVat, payment: { method: "invoice", termsDays: 30 } }),
    );
    expect(there).toMatchObject({ unitPrice: 49_000, vatTreatment: "standard" });
    expect(await documentsOf(there.id)).toEqual([{ kind: "invoice", total: 147_000, vat: 24_500, corrects: false }]);
  });

  it("refunds a payment that comes after the order's hold ran out, and tells the buyer", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await orderTeamSeats(test.db(), anOrder(cohort));
    const sessionId = sessionOf(await startTeamCardCheckout(test.db(), order, { card, siteUrl: "http://localhost:4317", times: times() }));
    await releaseExpired(test.db(), times(new Date(Date.now() + 61 * MINUTE)), cohort.id);
    expect(await orderNow(order.id)).toMatchObject({ state: "expired" });
    expect(await taken(cohort.id)).toBe(0);
    fake.pay(sessionId);
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "refund-owed" });
    // Owed in full, and made at Stripe as the webhook's answer goes out.
    const payment = await paymentOf(order.id);
    expect(payment).toMatchObject({ refundReason: "late" });
    expect((payment.refundDue ?? 0) + (payment.refundedAmount ?? 0)).toBe(147_000);
    expect(await mailOf(order.id)).toContain("team-order-payment-refunded");
    expect(await documentsOf(order.id)).toEqual([]);
  });

  it("refunds a card order seat by seat as its buyer cancels them, each with a credit note, and ends the order with its last seat", async () => {
    const cohort = await aCohort(test.db(), { capacity: 4 });
    const { order } = await paidCardOrder(cohort);
    const [first, second, third] = await seatsOf(order.id);
    const ids = { teamOrderId: order.id, cohortId: cohort.id };

    expect(await cancelTeamSeats(test.db(), ids, { buyer: order.accountId!, bookingId: first!.id }, times())).toEqual({
      cancelled: 1,
      refunded: true,
      orderEnded: false,
    });
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: 49_000, refundReason: "cancelled" });
    expect(await sendDueRefunds(test.db(), card)).toBe(1);
    expect(await taken(cohort.id)).toBe(2);

    await cancelTeamSeats(test.db(), ids, { buyer: order.accountId!, bookingId: second!.id }, times());
    expect(await sendDueRefunds(test.db(), card)).toBe(1);
    // Two refunds at Stripe, each under a key of its own, and never more than was paid.
    const intent = (await paymentOf(order.id)).paymentIntentId;
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent).map((refund) => refund.amount)).toEqual([49_000, 49_000]);
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: null, refundedAmount: 98_000 });
    expect(await orderNow(order.id)).toMatchObject({ state: "paid" });

    // Someone else's order, or a seat already cancelled: refused, nothing changes.
    await expect(cancelTeamSeats(test.db(), ids, { buyer: "uid-someone-else" }, times())).rejects.toBeInstanceOf(SeatChangeError);
    await expect(cancelTeamSeats(test.db(), ids, { buyer: order.accountId!, bookingId: first!.id }, times())).rejects.toThrow(
      "already cancelled",
    );

    expect(await cancelTeamSeats(test.db(), ids, { buyer: order.accountId! }, times())).toMatchObject({ cancelled: 1, orderEnded: true });
    expect(await sendDueRefunds(test.db(), card)).toBe(1);
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: null, refundedAmount: 147_000 });
    expect(await orderNow(order.id)).toMatchObject({ state: "cancelled" });
    expect((await seatsOf(order.id)).map((seat) => seat.state)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(third).toBeDefined();
    expect(await documentsOf(order.id)).toEqual([
      { kind: "invoice", total: 147_000, vat: 24_500, corrects: false },
      { kind: "credit-note", total: -49_000, vat: -8_167, corrects: true },
      { kind: "credit-note", total: -49_000, vat: -8_167, corrects: true },
      { kind: "credit-note", total: -49_000, vat: -8_166, corrects: true },
    ]);
    expect((await mailOf(order.id)).filter((kind) => kind === "team-seats-cancelled")).toHaveLength(3);
    expect(await taken(cohort.id)).toBe(0);
  });

  it("never refunds a part twice when a refund Stripe made was not recorded (a crash between the two), nor when two senders race", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await paidCardOrder(cohort);
    const [first, second] = await seatsOf(order.id);
    const ids = { teamOrderId: order.id, cohortId: cohort.id };
    await cancelTeamSeats(test.db(), ids, { buyer: order.accountId!, bookingId: first!.id }, times());
    const intent = (await paymentOf(order.id)).paymentIntentId!;
    // Stripe makes the first seat's refund, and the site stops before recording it.
    await stripeClient(card).refunds.create({ payment_intent: intent, amount: 49_000 });
    await cancelTeamSeats(test.db(), ids, { buyer: order.accountId!, bookingId: second!.id }, times());
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: 98_000, refundedAmount: null });
    // Two senders at once.
    await Promise.all([sendDueRefunds(test.db(), card), sendDueRefunds(test.db(), card)]);
    const atStripe = fake.refunds.filter((refund) => refund.payment_intent === intent).map((refund) => refund.amount);
    expect(atStripe.reduce((sum, amount) => sum + amount, 0)).toBe(98_000);
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: null, refundedAmount: 98_000 });
  });

  it("lowers an unpaid invoice by a cancelled seat, and confirms the rest when the transfer comes", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await orderTeamSeats(test.db(), anOrder(cohort, { payment: { method: "invoice", termsDays: 30 } }));
    const [first] = await seatsOf(order.id);
    await cancelTeamSeats(
      test.db(),
      { teamOrderId: order.id, cohortId: cohort.id },
      { buyer: order.accountId!, bookingId: first!.id },
      times(),
    );
    expect(await documentsOf(order.id)).toEqual([
      { kind: "invoice", total: 147_000, vat: 24_500, corrects: false },
      { kind: "credit-note", total: -49_000, vat: -8_167, corrects: true },
    ]);
    const [mail] = await test
      .db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.teamOrderId, order.id), eq(mailOutbox.kind, "team-seats-cancelled")));
    expect(mail!.invoiceId).not.toBeNull();
    await markTeamOrderPaid(test.db(), { teamOrderId: order.id, cohortId: cohort.id }, staff, times());
    expect((await seatsOf(order.id)).map((seat) => seat.state).sort()).toEqual(["cancelled", "confirmed", "confirmed"]);
  });

  it("lets a participant give up their own claimed seat of a paid transfer order: a credit note, and the studio told to refund it", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await orderTeamSeats(test.db(), anOrder(cohort, { payment: { method: "invoice", termsDays: 30 } }));
    await markTeamOrderPaid(test.db(), { teamOrderId: order.id, cohortId: cohort.id }, staff, times());
    const [seat, other] = await seatsOf(order.id);
    await nameParticipant(
      test.db(),
      { teamOrderId: order.id, bookingId: seat!.id, buyerAccountId: order.accountId! },
      { name: "Grace Hopper", email: "grace@example.com" },
      times(),
    );
    const [named] = await test.db().select().from(bookings).where(eq(bookings.id, seat!.id));
    const grace = { uid: `uid-${crypto.randomUUID()}`, name: "Grace Hopper", email: "grace@example.com", emailVerified: true };
    expect(await claimSeat(test.db(), claimToken(named!), grace, times())).toMatchObject({ ok: true });
    const ids = { teamOrderId: order.id, cohortId: cohort.id };
    // Not a seat of theirs: refused.
    await expect(cancelTeamSeats(test.db(), ids, { participant: grace.uid, bookingId: other!.id }, times())).rejects.toBeInstanceOf(
      SeatChangeError,
    );
    expect(await cancelTeamSeats(test.db(), ids, { participant: grace.uid, bookingId: seat!.id }, times())).toMatchObject({
      cancelled: 1,
      refunded: true,
    });
    expect(await documentsOf(order.id)).toEqual([
      { kind: "invoice", total: 147_000, vat: 24_500, corrects: false },
      { kind: "credit-note", total: -49_000, vat: -8_167, corrects: true },
    ]);
    expect(await mailOf(order.id)).toEqual(expect.arrayContaining(["team-order-refund-studio", "team-seats-cancelled"]));
    expect(await orderNow(order.id)).toMatchObject({ state: "paid" });
  });

  it("after the refund policy's last day, cancels seats without a credit note: the invoice stands, and an unpaid order still awaits it", async () => {
    // Five days before the start, inside the default policy's 14 days.
    const cohort = await aCohort(test.db(), tuesdayToThursday(3));
    const { order } = await orderTeamSeats(test.db(), anOrder(cohort, { payment: { method: "invoice", termsDays: 30 } }));
    expect(await cancelTeamSeats(test.db(), { teamOrderId: order.id, cohortId: cohort.id }, { buyer: order.accountId! }, times())).toEqual({
      cancelled: 3,
      refunded: false,
      orderEnded: false,
    });
    expect(await documentsOf(order.id)).toEqual([{ kind: "invoice", total: 147_000, vat: 24_500, corrects: false }]);
    expect(await orderNow(order.id)).toMatchObject({ state: "held" });
    expect(await taken(cohort.id)).toBe(0);

    const { order: byCard } = await paidCardOrder(cohort);
    await cancelTeamSeats(test.db(), { teamOrderId: byCard.id, cohortId: cohort.id }, { buyer: byCard.accountId! }, times());
    expect(await paymentOf(byCard.id)).toMatchObject({ refundDue: null, refundedAmount: null });
    expect(await orderNow(byCard.id)).toMatchObject({ state: "cancelled" });
  });

  it("refunds what is left of a card order's payment when its cohort is cancelled", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await paidCardOrder(cohort);
    const [first] = await seatsOf(order.id);
    await cancelTeamSeats(
      test.db(),
      { teamOrderId: order.id, cohortId: cohort.id },
      { buyer: order.accountId!, bookingId: first!.id },
      times(),
    );
    await sendDueRefunds(test.db(), card);
    await cancelCohort(test.db(), cohort.id, staff, times());
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: 98_000, refundedAmount: 49_000, refundReason: "cohort-cancelled" });
    expect(await sendDueRefunds(test.db(), card)).toBe(1);
    expect(await paymentOf(order.id)).toMatchObject({ refundDue: null, refundedAmount: 147_000 });
    expect((await documentsOf(order.id)).reduce((sum, document) => sum + document.total, 0)).toBe(0);
    expect(await mailOf(order.id)).not.toContain("team-order-refund-studio");
  });
});
