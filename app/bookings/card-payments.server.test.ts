import { desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { readSettings, type CardPayments } from "~/platform/settings.server";
import type { Database } from "~/database/database.server";
import { bookings, cardPayments, cohortEvents, cohorts, invoices, mailOutbox, stripeEvents, vouchers } from "~/database/schema.server";
import { addDays, studioDay } from "~/config/calendar-day";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { startStripeFake, type StripeFake } from "~tests/support/stripe-fake";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat, type Booking } from "./book-seat.server";
import {
  acceptOffer,
  cancelCohort,
  cancelOwnBooking,
  markPaid,
  refundBooking,
  releaseAccountBookings,
  releaseExpired,
} from "./seat-changes.server";
import { sendDueRefunds } from "~/payments/card-refunds.server";
import { rosterCsv } from "~/cohorts/roster.server";
import { readAll } from "~tests/support/read-stream";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { MOST_SESSIONS, startCardCheckout, type CheckoutAnswer } from "./card-checkout.server";
import { inLocale } from "~/i18n/request-locale.server";
import { PaymentOutcomeUnknownError } from "./open-checkout.server";
import { heldCardStep } from "./held-card-step.server";
import { cardEventReaction } from "./card-events.server";
import { receiveStripeWebhook } from "~/payments/stripe-webhook.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const MINUTE = 60_000;

describe.each(testDatabaseKinds)("card payments through Stripe Checkout on %s", (kind) => {
  const test = useTestDatabase(kind);
  let fake: StripeFake;
  let card: CardPayments;
  beforeAll(async () => {
    fake = await startStripeFake();
    card = readSettings({ ...fake.env }).booking.card!;
  });
  afterAll(() => fake.close());

  const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });
  const current = async (booking: Pick<Booking, "id">) => (await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
  const mailOf = async (booking: Pick<Booking, "id">) =>
    (await test.db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id)))
      .map((row) => row.kind)
      .sort();
  const seatsTaken = async (cohortId: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.seatsTaken;
  const paymentsOf = (booking: Pick<Booking, "id">) => test.db().select().from(cardPayments).where(eq(cardPayments.bookingId, booking.id));
  /** The booking's invoice and credit notes (decision 66): kind, total and what each corrects. */
  const documentsOf = async (booking: Pick<Booking, "id">) =>
    (await test.db().select().from(invoices).where(eq(invoices.bookingId, booking.id)).orderBy(desc(invoices.kind))).map(
      ({ kind, total, vat, correctsId, reason }) => ({ kind, total, vat, corrects: correctsId !== null, reason }),
    );
  const sessionIdOf = (url: string) => url.split("/").pop()!;
  /** The payment page a request for one sent the learner to. */
  const pageOf = (answer: CheckoutAnswer) => {
    if (!("url" in answer)) throw new Error("The learner was sent to the booking's page, not to a payment page.");
    return answer.url;
  };
  /** Past a card hold's end: the clock the sweeper would release it by. */
  const later = () => new Date(Date.now() + 2 * 60 * MINUTE);

  /** A seat held for a card payment, and the Checkout Session opened for it. */
  async function cardBooking(db: Database = test.db(), cohort?: { id: string; courseSlug: string }, now = new Date()) {
    const on = cohort ?? (await aCohort(db));
    const { booking } = await bookSeat(db, aSeatRequest(on, { now, payment: { method: "card", holdMinutes: 60 } }));
    const url = pageOf(await startCardCheckout(db, booking, { card, siteUrl: "http://localhost:4317", times: times(now) }));
    return { cohort: on, booking, sessionId: sessionIdOf(url) };
  }

  /** Posts a signed event to the webhook's handler, as Stripe delivers it. */
  const deliver = (delivery: { body: string; signature: string }, db: Database = test.db(), now = new Date()) =>
    receiveStripeWebhook(db, new TextEncoder().encode(delivery.body), delivery.signature, card, cardEventReaction(db, times(now)));

  it("holds a card seat for an hour and opens a session that closes five minutes before, for the cohort's price", async () => {
    const now = new Date();
    const { booking, sessionId } = await cardBooking(test.db(), undefined, now);
    expect(booking).toMatchObject({
      state: "held",
      paymentMethod: "card",
      price: 49_000,
      holdUntil: new Date(now.getTime() + 60 * MINUTE),
    });
    const session = fake.sessions.get(sessionId)!;
    expect(session.expires_at).toBe(Math.floor((now.getTime() + 55 * MINUTE) / 1000));
    expect(session).toMatchObject({ amount_total: 49000, currency: "gbp", client_reference_id: booking.reference });
    expect(session.success_url).toContain(`/account/bookings/${booking.reference}`);
    expect(
      fake.requests.find((request) => request.path === "/v1/checkout/sessions" && request.idempotencyKey === `checkout-${booking.id}-0`),
    ).toBeDefined();
    expect(await paymentsOf(booking)).toMatchObject([{ sessionId, amount: 49000, currency: "gbp", state: "open" }]);
  });

  it("asks Stripe for the early price less a voucher, confirms a payment of it, and refunds that amount (issue 66)", async () => {
    const cohort = await aCohort(test.db(), { price: 600, earlyPrice: 500, earlyPriceUntil: addDays(studioDay(new Date()), 1) });
    const [voucher] = await test
      .db()
      .insert(vouchers)
      .values({
        code: `CARD-${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
        kind: "percent",
        amount: 10,
        maxUses: 5,
        createdBy: "uid-staff",
      })
      .returning();
    const { booking } = await bookSeat(
      test.db(),
      aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 }, voucherCode: voucher!.code }),
    );
    expect(booking).toMatchObject({ price: 45_000, voucherDiscount: 5_000 });
    const sessionId = sessionIdOf(
      pageOf(await startCardCheckout(test.db(), booking, { card, siteUrl: "http://localhost:4317", times: times() })),
    );
    expect(fake.sessions.get(sessionId)).toMatchObject({ amount_total: 45_000 });
    fake.pay(sessionId, "4242");
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "confirmed" });
    // The learner's own cancellation within the 14 days gives back what was paid, not the course's price.
    await cancelOwnBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, accountId: booking.accountId! }, times());
    await sendDueRefunds(test.db(), card);
    expect(await paymentsOf(booking)).toMatchObject([{ amount: 45_000, refundedAmount: 45_000 }]);
    expect((await documentsOf(booking)).map((document) => document.total)).toEqual([45_000, -45_000]);
  });

  it("confirms the seat once on a paid session, however often the event comes, and keeps the card's last digits", async () => {
    const { booking, sessionId } = await cardBooking();
    fake.pay(sessionId, "4000");
    const delivery = fake.event("checkout.session.completed", sessionId);
    expect(await deliver(delivery)).toMatchObject({ status: 200, outcome: "confirmed" });
    expect(await deliver(delivery)).toMatchObject({ status: 200, outcome: "repeated" });
    // The same payment under another event's id (Stripe's async success after completed).
    expect(await deliver(fake.event("checkout.session.async_payment_succeeded", sessionId))).toMatchObject({ outcome: "repeated" });
    expect(await current(booking)).toMatchObject({ state: "confirmed", holdUntil: null, paidAt: expect.any(Date) });
    expect(await paymentsOf(booking)).toMatchObject([{ state: "paid", cardLast4: "4000", cardBrand: "visa", paymentIntentId: /^pi_/ }]);
    expect(await mailOf(booking)).toEqual(["seat-confirmed", "seat-held"]);
    // One invoice, however often the payment is told.
    expect(await documentsOf(booking)).toEqual([{ kind: "invoice", total: 49000, vat: 8167, corrects: false, reason: null }]);
    // An expiry that comes after the payment (out of order) changes nothing.
    expect(await deliver(fake.event("checkout.session.expired", sessionId))).toMatchObject({ outcome: "repeated" });
    expect((await current(booking)).state).toBe("confirmed");
  });

  it("refuses forged, stale and unsigned deliveries with a 400 and changes nothing", async () => {
    const { booking, sessionId } = await cardBooking();
    fake.pay(sessionId);
    const forged = fake.event("checkout.session.completed", sessionId, { secret: "whsec_notTheEndpointsSecret" });
    expect(await deliver(forged)).toMatchObject({ status: 400 });
    const stale = fake.event("checkout.session.completed", sessionId, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(await deliver(stale)).toMatchObject({ status: 400 });
    const genuine = fake.event("checkout.session.completed", sessionId);
    expect(await deliver({ body: genuine.body.replace('"paid"', '"unpaid"'), signature: genuine.signature })).toMatchObject({
      status: 400,
    });
    expect(
      await receiveStripeWebhook(test.db(), new TextEncoder().encode(genuine.body), null, card, cardEventReaction(test.db(), times())),
    ).toMatchObject({
      status: 400,
    });
    expect((await current(booking)).state).toBe("held");
    expect(await test.db().select().from(stripeEvents).where(eq(stripeEvents.id, forged.id))).toEqual([]);
  });

  it("answers 200 and changes nothing for an event kind it does not act on, or a session it did not make", async () => {
    const { sessionId } = await cardBooking();
    expect(await deliver(fake.event("payment_intent.created", sessionId))).toMatchObject({ status: 200, outcome: "ignored" });
    // Signed, but not the shape of a session's event: nothing to act on, and no server error.
    for (const object of [{}, { id: 42 }, { id: sessionId, payment_status: "paid", amount_total: "49000" }]) {
      const body = JSON.stringify({ id: "evt_test_odd", object: "event", type: "checkout.session.completed", data: { object } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: card.webhookSecret });
      expect(await deliver({ body, signature })).toMatchObject({ status: 200, outcome: "ignored" });
    }
    const stranger = await startStripeFake();
    try {
      // A session the site never made, signed with the site's secret (a test event from Stripe's dashboard).
      const foreign = { ...stranger.env, STRIPE_WEBHOOK_SECRET: card.webhookSecret };
      const made = await new Stripe(foreign.STRIPE_SECRET_KEY, {
        host: "127.0.0.1",
        port: Number(new URL(stranger.origin).port),
        protocol: "http",
      }).checkout.sessions.create({ mode: "payment", success_url: "http://localhost/", line_items: [] });
      stranger.pay(made.id);
      const event = stranger.event("checkout.session.completed", made.id, { secret: card.webhookSecret });
      expect(await deliver(event)).toMatchObject({ status: 200, outcome: "ignored" });
    } finally {
      await stranger.close();
    }
  });

  it("releases the hold when its session expires, and offers the seat to the first person waiting", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    const { booking, sessionId } = await cardBooking(test.db(), cohort);
    const { booking: waiting } = await bookSeat(test.db(), aSeatRequest(cohort));
    expect(waiting.state).toBe("waiting");
    fake.expire(sessionId);
    const delivery = fake.event("checkout.session.expired", sessionId);
    expect(await deliver(delivery)).toMatchObject({ outcome: "released" });
    expect(await deliver(delivery)).toMatchObject({ outcome: "repeated" });
    expect(await current(booking)).toMatchObject({ state: "expired", holdUntil: null });
    expect((await current(waiting)).state).toBe("offered");
    expect(await mailOf(booking)).toEqual(["hold-expired", "seat-held"]);
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  /** Asks for a payment page again, as the booking's Pay button does. */
  const payAgain = (booking: Pick<Booking, "id">, now = new Date()) =>
    current(booking).then((held) => startCardCheckout(test.db(), held, { card, siteUrl: "http://localhost:4317", times: times(now) }));
  const sessionsMadeFor = (booking: Pick<Booking, "reference">) =>
    [...fake.sessions.values()].filter((session) => session.client_reference_id === booking.reference);

  it("sends a learner who asks again while a payment page is open back to that page, never to a second (issue 61)", async () => {
    const { booking, sessionId } = await cardBooking();
    expect(sessionIdOf(pageOf(await payAgain(booking)))).toBe(sessionId);
    expect(sessionIdOf(pageOf(await payAgain(booking)))).toBe(sessionId);
    expect(sessionsMadeFor(booking)).toHaveLength(1);
    expect(fake.sessions.get(sessionId)!.status).toBe("open");
    fake.pay(sessionId);
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "confirmed" });
  });

  it("asks Stripe before a new page: a payment on its way is settled at once, and nobody is charged twice (issue 61)", async () => {
    const { booking, sessionId } = await cardBooking();
    // Paid at Stripe; its event has not arrived yet.
    fake.pay(sessionId);
    expect(await payAgain(booking)).toEqual({ confirming: true });
    expect(sessionsMadeFor(booking)).toHaveLength(1);
    expect(await current(booking)).toMatchObject({ state: "confirmed", paymentMethod: "card" });
    expect(await paymentsOf(booking)).toMatchObject([{ state: "paid", cardLast4: "4242", paymentIntentId: /^pi_/, refundDue: null }]);
    // The event, when it comes, changes nothing and mails nothing more.
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "repeated" });
    expect(await mailOf(booking)).toEqual(["seat-confirmed", "seat-held"]);
    expect(fake.refunds).not.toContainEqual(expect.objectContaining({ payment_intent: fake.sessions.get(sessionId)!.payment_intent }));
    await expect(payAgain(booking)).rejects.toThrow(/not waiting for a card payment/);
  });

  it("makes no new page while Stripe cannot say what became of the open one", async () => {
    const { booking, sessionId } = await cardBooking();
    fake.failNext(3, `/v1/checkout/sessions/${sessionId}`);
    await expect(payAgain(booking)).rejects.toThrow(PaymentOutcomeUnknownError);
    expect(sessionsMadeFor(booking)).toHaveLength(1);
    expect((await paymentsOf(booking))[0]!.state).toBe("open");
  });

  it("closes a page with too little time left at Stripe before it makes a new one, and keeps the hold for it", async () => {
    const now = new Date();
    const { booking, sessionId: first } = await cardBooking(test.db(), undefined, now);
    // Fifty minutes on, the first page has five minutes left: too few to type a card in.
    const second = sessionIdOf(pageOf(await payAgain(booking, new Date(now.getTime() + 50 * MINUTE))));
    expect(second).not.toBe(first);
    expect(fake.sessions.get(first)!.status).toBe("expired");
    expect((await paymentsOf(booking)).map((payment) => [payment.sessionId, payment.state])).toEqual([
      [first, "expired"],
      [second, "open"],
    ]);
    // The first page's own event changes nothing: the hold is the second page's now.
    expect(await deliver(fake.event("checkout.session.expired", first))).toMatchObject({ outcome: "repeated" });
    expect((await current(booking)).state).toBe("held");
    fake.pay(second);
    expect(await deliver(fake.event("checkout.session.completed", second))).toMatchObject({ outcome: "confirmed" });
  });

  it("settles a page paid while it was being closed, rather than making another", async () => {
    const now = new Date();
    const { booking, sessionId } = await cardBooking(test.db(), undefined, now);
    // Stripe says the page is open; by the time the site closes it, the learner has paid on it.
    fake.beforeNext(`/v1/checkout/sessions/${sessionId}/expire`, () => fake.pay(sessionId));
    expect(await payAgain(booking, new Date(now.getTime() + 50 * MINUTE))).toEqual({ confirming: true });
    expect(sessionsMadeFor(booking)).toHaveLength(1);
    expect((await current(booking)).state).toBe("confirmed");
  });

  it("sends the learner back to a page Stripe would not close, however little time it has left", async () => {
    const now = new Date();
    const { booking, sessionId } = await cardBooking(test.db(), undefined, now);
    fake.failNext(3, `/v1/checkout/sessions/${sessionId}/expire`);
    expect(sessionIdOf(pageOf(await payAgain(booking, new Date(now.getTime() + 50 * MINUTE))))).toBe(sessionId);
    expect(sessionsMadeFor(booking)).toHaveLength(1);
  });

  it("offers on a held seat's page a new payment page only when none is open, and asks Stripe when the learner is back (issue 61)", async () => {
    const step = async (booking: Pick<Booking, "id">, backFromStripe: boolean, now = new Date()) =>
      heldCardStep(test.db(), await paymentsOf(booking), { backFromStripe, card, times: times(now) });
    const cohort = await aCohort(test.db());
    const { booking: unopened } = await bookSeat(test.db(), aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 } }));
    expect(await step(unopened, false)).toEqual({ step: "pay" });

    const { booking, sessionId } = await cardBooking();
    const asked = () => fake.requests.filter((request) => request.method === "GET" && request.path.endsWith(sessionId)).length;
    const seconds = (count: number) => new Date(Date.now() + count * 1000);
    expect(await step(booking, false)).toEqual({ step: "continue" });
    expect(asked()).toBe(0);
    // Back without paying (an address typed in): the page is still open.
    expect(await step(booking, true)).toEqual({ step: "continue" });
    // The page looks again every five seconds; it asks Stripe at most every fifteen.
    expect(await step(booking, true, seconds(5))).toEqual({ step: "continue" });
    expect(asked()).toBe(1);
    // Back while Stripe does not answer: a payment may be on its way.
    fake.failNext(1, `/v1/checkout/sessions/${sessionId}`);
    expect(await step(booking, true, seconds(16))).toEqual({ step: "confirming" });
    // Back after paying, before the event: settled at once, once Stripe is asked again.
    fake.pay(sessionId);
    expect(await step(booking, true, seconds(20))).toEqual({ step: "confirming" });
    expect(await step(booking, true, seconds(32))).toEqual({ step: "confirming", settled: true });
    expect((await current(booking)).state).toBe("confirmed");
    expect(asked()).toBe(3);

    // A page past its end that Stripe has not told of: asked about, and a new one offered once Stripe says it closed.
    const now = new Date();
    const { booking: lapsed, sessionId: lapsedSession } = await cardBooking(test.db(), undefined, now);
    fake.expire(lapsedSession);
    expect(await step(lapsed, false, new Date(now.getTime() + 56 * MINUTE))).toEqual({ step: "pay" });
    expect((await paymentsOf(lapsed))[0]!.state).toBe("expired");
  });

  it("never closes the last page a booking may have: the learner goes back to it, however little time it has", async () => {
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
    const { booking } = await cardBooking(test.db(), undefined, now);
    await payAgain(booking, at(50));
    const third = sessionIdOf(pageOf(await payAgain(booking, at(100))));
    expect(sessionsMadeFor(booking)).toHaveLength(MOST_SESSIONS);
    // Five minutes left on the third page: it is the last one allowed, so it is offered again, not closed.
    expect(sessionIdOf(pageOf(await payAgain(booking, at(150))))).toBe(third);
    expect(fake.sessions.get(third)!.status).toBe("open");
    expect(sessionsMadeFor(booking)).toHaveLength(MOST_SESSIONS);
  });

  it("makes one page when the booking's page is open in two languages, from the booking's own facts", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 } }));
    const context = { card, siteUrl: "http://localhost:4317", times: times() };
    const pages = await Promise.all(
      (["en-GB", "de"] as const).map((locale) => inLocale(locale, () => startCardCheckout(test.db(), booking, context))),
    );
    expect(new Set(pages.map((page) => sessionIdOf(pageOf(page)))).size).toBe(1);
    expect(sessionsMadeFor(booking)).toHaveLength(1);
  });

  it("makes no new page while Stripe says one is open but gives no address to send the learner to", async () => {
    const { booking, sessionId } = await cardBooking();
    fake.sessions.get(sessionId)!.url = null;
    await expect(payAgain(booking)).rejects.toThrow(PaymentOutcomeUnknownError);
    expect(sessionsMadeFor(booking)).toHaveLength(1);
    expect((await paymentsOf(booking))[0]!.state).toBe("open");
  });

  it("records a session that took nothing as closed, and one that took more than a row can keep for the studio to refund by hand", async () => {
    const { booking, sessionId } = await cardBooking();
    fake.sessions.get(sessionId)!.amount_total = 0;
    fake.pay(sessionId);
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ status: 200, outcome: "recorded" });
    expect(await current(booking)).toMatchObject({ state: "held" });
    expect(await paymentsOf(booking)).toMatchObject([{ state: "expired", amount: 49000, refundDue: null }]);
    expect(await mailOf(booking)).toEqual(["seat-held"]);

    const { booking: other, sessionId: large } = await cardBooking();
    fake.sessions.get(large)!.amount_total = 5_000_000;
    fake.pay(large);
    expect(await deliver(fake.event("checkout.session.completed", large))).toMatchObject({ status: 200, outcome: "recorded" });
    expect(await paymentsOf(other)).toMatchObject([{ state: "expired", paymentIntentId: /^pi_/, refundDue: null }]);
    expect(await mailOf(other)).toEqual(["seat-held", "wrong-amount-studio"]);
    expect(fake.refunds.filter((refund) => refund.payment_intent === fake.sessions.get(large)!.payment_intent)).toEqual([]);
  });

  it("refunds a payment of another amount than the booking's, tells the learner and the studio, and keeps the seat held to pay (issue 61)", async () => {
    const { booking, sessionId } = await cardBooking();
    // A session changed at Stripe: it took £4.90, not £490.
    fake.sessions.get(sessionId)!.amount_total = 490;
    fake.pay(sessionId, "1111");
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ status: 200, outcome: "refund-owed" });
    expect(await current(booking)).toMatchObject({ state: "held", paidAt: null });
    const [payment] = await paymentsOf(booking);
    expect(payment).toMatchObject({ state: "paid", amount: 490, refundReason: "wrong-amount", refundedAmount: 490, refundId: /^re_/ });
    expect(fake.refunds.filter((refund) => refund.payment_intent === payment!.paymentIntentId)).toMatchObject([{ amount: 490 }]);
    expect(await mailOf(booking)).toEqual(["payment-refunded", "seat-held", "wrong-amount-studio"]);
    // The seat can still be paid, at its price, on a new page.
    const again = sessionIdOf(pageOf(await payAgain(booking)));
    expect(again).not.toBe(sessionId);
    expect(fake.sessions.get(again)!.amount_total).toBe(49000);
    fake.pay(again);
    expect(await deliver(fake.event("checkout.session.completed", again))).toMatchObject({ outcome: "confirmed" });
  });

  it("confirms a payment that comes after its hold ran out while a seat is still free", async () => {
    const { booking, sessionId, cohort } = await cardBooking(test.db(), undefined);
    expect(await releaseExpired(test.db(), times(later()), cohort.id)).toBe(1);
    expect((await current(booking)).state).toBe("expired");
    fake.pay(sessionId);
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "confirmed" });
    expect(await current(booking)).toMatchObject({ state: "confirmed", endedAt: null, holdUntil: null });
    expect(await seatsTaken(cohort.id)).toBe(1);
  });

  it("refunds a late payment in full when the seat has gone, and tells the learner and the studio", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    const { booking, sessionId } = await cardBooking(test.db(), cohort);
    await releaseExpired(test.db(), times(later()), cohort.id);
    const { booking: other } = await bookSeat(test.db(), aSeatRequest(cohort));
    expect(other.state).toBe("held");
    fake.pay(sessionId);
    expect(await deliver(fake.event("checkout.session.completed", sessionId))).toMatchObject({ outcome: "refund-owed" });
    expect((await current(booking)).state).toBe("expired");
    expect(await seatsTaken(cohort.id)).toBe(1);
    const [payment] = await paymentsOf(booking);
    expect(payment).toMatchObject({ state: "paid", refundDue: null, refundedAmount: 49000, refundId: /^re_/, refundReason: "late" });
    expect(fake.refunds.filter((refund) => refund.payment_intent === payment!.paymentIntentId)).toHaveLength(1);
    expect(
      fake.requests.filter((request) => request.path === "/v1/refunds" && request.idempotencyKey === `refund-${payment!.id}`),
    ).toHaveLength(1);
    expect(await mailOf(booking)).toEqual(["hold-expired", "late-payment-refunded", "late-payment-studio", "seat-held"]);
  });

  it("keeps a refund owed while Stripe is away, and makes it once when it answers", async () => {
    const cohort = await aCohort(test.db(), { capacity: 1 });
    const { booking, sessionId } = await cardBooking(test.db(), cohort);
    await releaseExpired(test.db(), times(later()), cohort.id);
    await bookSeat(test.db(), aSeatRequest(cohort));
    fake.pay(sessionId);
    const delivery = fake.event("checkout.session.completed", sessionId);
    // The refund's first try and the package's two retries fail.
    fake.failNext(3, "/v1/refunds");
    expect(await deliver(delivery)).toMatchObject({ outcome: "refund-owed" });
    const [owed] = await paymentsOf(booking);
    expect(owed).toMatchObject({ refundDue: 49000, refundId: null });
    expect(await sendDueRefunds(test.db(), card)).toBeGreaterThanOrEqual(1);
    expect(await sendDueRefunds(test.db(), card, owed!.id)).toBe(0);
    expect(fake.refunds.filter((refund) => refund.payment_intent === owed!.paymentIntentId)).toHaveLength(1);
  });

  it("confirms one seat and queues one mail when two instances receive the same event at once", async () => {
    const second = kind === "PostgreSQL" ? connectForTest(test.url(), { maxConnections: 4 }) : test.db();
    try {
      for (let round = 0; round < 5; round++) {
        const { booking, sessionId } = await cardBooking();
        fake.pay(sessionId);
        const delivery = fake.event("checkout.session.completed", sessionId);
        const outcomes = await Promise.all([deliver(delivery, test.db()), deliver(delivery, second)]);
        expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["confirmed", "repeated"]);
        expect(await mailOf(booking)).toEqual(["seat-confirmed", "seat-held"]);
      }
    } finally {
      if (second !== test.db()) await second.$client.end();
    }
  });

  it("makes one payment page when the same confirmation is posted twice at once, through two instances (issue 61)", async () => {
    const second = kind === "PostgreSQL" ? connectForTest(test.url(), { maxConnections: 4 }) : test.db();
    try {
      for (let round = 0; round < 5; round++) {
        const cohort = await aCohort(test.db());
        const request = aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 } });
        // What the confirmation's action does: book (the same submission gives the same booking), then ask for a page.
        const confirm = async (db: Database) => {
          const { booking } = await bookSeat(db, request);
          return startCardCheckout(db, booking, { card, siteUrl: "http://localhost:4317", times: times() });
        };
        const pages = await Promise.all([confirm(test.db()), confirm(second)]);
        const [booking] = await test.db().select().from(bookings).where(eq(bookings.submissionId, request.submissionId));
        expect(new Set(pages.map((page) => sessionIdOf(pageOf(page)))).size).toBe(1);
        expect(sessionsMadeFor(booking!)).toHaveLength(1);
        expect(await paymentsOf(booking!)).toHaveLength(1);
      }
    } finally {
      if (second !== test.db()) await second.$client.end();
    }
  });

  it("never oversells when a late payment races a newcomer for the last seat", async () => {
    const second = kind === "PostgreSQL" ? connectForTest(test.url(), { maxConnections: 4 }) : test.db();
    try {
      for (let round = 0; round < 5; round++) {
        const cohort = await aCohort(test.db(), { capacity: 1 });
        const { booking, sessionId } = await cardBooking(test.db(), cohort);
        await releaseExpired(test.db(), times(later()), cohort.id);
        fake.pay(sessionId);
        const [paid, newcomer] = await Promise.all([
          deliver(fake.event("checkout.session.completed", sessionId), test.db()),
          bookSeat(second, aSeatRequest(cohort)),
        ]);
        expect(await seatsTaken(cohort.id)).toBe(1);
        if (paid.outcome === "confirmed") expect(newcomer.booking.state).toBe("waiting");
        else expect([paid.outcome, newcomer.booking.state, (await current(booking)).state]).toEqual(["refund-owed", "held", "expired"]);
      }
    } finally {
      if (second !== test.db()) await second.$client.end();
    }
  });

  describe("refunds", () => {
    const staff = { uid: "staff-uid", email: "staff@brightline.test" };
    const paymentOf = async (booking: Pick<Booking, "id">) =>
      (await test.db().select().from(cardPayments).where(eq(cardPayments.bookingId, booking.id)))[0]!;

    /** A seat paid by card, booked at `bookedAt`, on a cohort starting `startsInDays` days from now. */
    async function paidSeat({ startsInDays = 30, bookedAt = new Date() } = {}) {
      const now = new Date();
      const starts = new Date(now.getTime() + startsInDays * 86_400_000).toISOString().slice(0, 10);
      const ends = new Date(now.getTime() + (startsInDays + 28) * 86_400_000).toISOString().slice(0, 10);
      const cohort = await aCohort(test.db(), { startsOn: starts, endsOn: ends });
      const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 } }));
      const sessionId = sessionIdOf(
        pageOf(await startCardCheckout(test.db(), booking, { card, siteUrl: "http://localhost:4317", times: times() })),
      );
      fake.pay(sessionId, "1881");
      const delivery = fake.event("checkout.session.completed", sessionId);
      expect(
        await receiveStripeWebhook(
          test.db(),
          new TextEncoder().encode(delivery.body),
          delivery.signature,
          card,
          cardEventReaction(test.db(), times()),
        ),
      ).toMatchObject({
        outcome: "confirmed",
      });
      await test.db().update(bookings).set({ bookedAt, paidAt: bookedAt }).where(eq(bookings.id, booking.id));
      return { cohort, booking: { ...booking, bookedAt } };
    }

    it("refunds a learner's cancellation within the policy in full, through Stripe", async () => {
      const { cohort, booking } = await paidSeat({ startsInDays: 40, bookedAt: new Date(Date.now() - 20 * 86_400_000) });
      expect(
        await cancelOwnBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, accountId: booking.accountId! }, times()),
      ).toEqual({
        refundOwed: true,
      });
      await sendDueRefunds(test.db(), card);
      expect(await paymentOf(booking)).toMatchObject({ refundedAmount: 49000, refundReason: "cancelled", refundDue: null });
      expect(await documentsOf(booking)).toEqual([
        { kind: "invoice", total: 49000, vat: 8167, corrects: false, reason: null },
        { kind: "credit-note", total: -49000, vat: -8167, corrects: true, reason: "cancelled" },
      ]);
    });

    it("does not refund a cancellation after the policy's last day, once the 14-day period is over", async () => {
      const { cohort, booking } = await paidSeat({ startsInDays: 10, bookedAt: new Date(Date.now() - 20 * 86_400_000) });
      expect(
        await cancelOwnBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, accountId: booking.accountId! }, times()),
      ).toEqual({
        refundOwed: false,
      });
      expect(await paymentOf(booking)).toMatchObject({ refundDue: null, refundId: null });
      // Nothing went back: the invoice stands uncorrected.
      expect((await documentsOf(booking)).map((document) => document.kind)).toEqual(["invoice"]);
    });

    it("refunds within the 14-day cancellation period even when the course starts sooner than the policy allows", async () => {
      const { cohort, booking } = await paidSeat({ startsInDays: 5 });
      expect(
        (await cancelOwnBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id, accountId: booking.accountId! }, times()))
          .refundOwed,
      ).toBe(true);
    });

    it("lets staff refund a paid seat with a reason: cancelled, refunded once, written to the history", async () => {
      const { cohort, booking } = await paidSeat();
      await refundBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, "Moved abroad", times());
      await sendDueRefunds(test.db(), card);
      const [event] = await test.db().select().from(cohortEvents).where(eq(cohortEvents.cohortId, cohort.id));
      expect(event).toMatchObject({ action: "booking-refunded", detail: `${booking.reference} refunded £490 and cancelled: Moved abroad` });
      expect((await test.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.state).toBe("cancelled");
      expect(await paymentOf(booking)).toMatchObject({ refundedAmount: 49000, refundReason: "staff: Moved abroad" });
      expect((await documentsOf(booking))[1]).toEqual({
        kind: "credit-note",
        total: -49000,
        vat: -8167,
        corrects: true,
        reason: "staff: Moved abroad",
      });
      const [, row] = spreadsheetRows(await readAll(rosterCsv(test.db(), cohort.id)));
      expect(row!.slice(-4)).toEqual(["card", "ending 1881", (await paymentOf(booking)).paymentIntentId, "490"]);
      expect(await mailOf(booking)).toEqual(["seat-cancelled", "seat-confirmed", "seat-held"]);
      await expect(refundBooking(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, "Again", times())).rejects.toThrow(
        /no card payment left to refund/,
      );
      await expect(markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times())).rejects.toThrow(/not waiting/);
    });

    it("counts the 14 days from paying for a seat taken from the waiting list, not from joining it", async () => {
      const now = new Date();
      const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      // Starts in 10 days: past the policy's 14, so only the cancellation period refunds it.
      const cohort = await aCohort(test.db(), { capacity: 1, startsOn: day(10), endsOn: day(38) });
      const { booking: first } = await bookSeat(test.db(), aSeatRequest(cohort));
      const joined = new Date(now.getTime() - 20 * 86_400_000);
      const { booking: queued } = await bookSeat(test.db(), aSeatRequest(cohort, { now: joined }));
      expect(queued.state).toBe("waiting");
      await cancelOwnBooking(test.db(), { bookingId: first.id, cohortId: cohort.id, accountId: first.accountId! }, times());
      const ids = { bookingId: queued.id, cohortId: cohort.id, accountId: queued.accountId! };
      // It starts within the 14 days of taking it: taken with the request to begin early (issue 65).
      await acceptOffer(test.db(), ids, times(), { method: "card", holdMinutes: 60 }, "I expressly ask you to begin the course early.");
      const offered = (await test.db().select().from(bookings).where(eq(bookings.id, queued.id)))[0]!;
      const sessionId = sessionIdOf(
        pageOf(await startCardCheckout(test.db(), offered, { card, siteUrl: "http://localhost:4317", times: times() })),
      );
      fake.pay(sessionId);
      const delivery = fake.event("checkout.session.completed", sessionId);
      await receiveStripeWebhook(
        test.db(),
        new TextEncoder().encode(delivery.body),
        delivery.signature,
        card,
        cardEventReaction(test.db(), times()),
      );
      expect(await cancelOwnBooking(test.db(), ids, times())).toEqual({ refundOwed: true });
    });

    it("refunds a seat paid by card when its learner deletes their account, as their own cancellation would", async () => {
      const { cohort, booking } = await paidSeat();
      const cancelled = await test.db().transaction((tx) => releaseAccountBookings(tx, booking.accountId!, times()));
      expect(cancelled).toBe(1);
      expect(await paymentOf(booking)).toMatchObject({ refundDue: 49000, refundReason: "cancelled" });
      expect((await test.db().select().from(bookings).where(eq(bookings.cohortId, cohort.id)))[0]!.state).toBe("cancelled");
    });

    it("refuses to mark a card hold paid by hand", async () => {
      const cohort = await aCohort(test.db());
      const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 } }));
      await expect(markPaid(test.db(), { bookingId: booking.id, cohortId: cohort.id }, staff, times())).rejects.toThrow(
        /being paid by card/,
      );
    });

    it("refunds every card-paid seat when the studio cancels the cohort", async () => {
      const { cohort, booking } = await paidSeat();
      await cancelCohort(test.db(), cohort.id, staff, times());
      expect(await paymentOf(booking)).toMatchObject({ refundDue: 49000, refundReason: "cohort-cancelled" });
    });
  });
});
