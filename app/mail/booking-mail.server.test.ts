import { bankTransfer } from "~/payments/bank-transfer";
import { company } from "~/config/site";
import { postalAddress } from "~/config/postal-address";
import { installSettings, settings } from "~/platform/settings.server";
import type { CardPayment, Cohort } from "~/database/schema.server";
import type { Booking } from "~/bookings/book-seat.server";
import { bookingMail } from "./booking-mail.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const paidAt = new Date("2026-12-02T10:04:00Z");
const cohort = {
  id: "0d2b0c1e-5a53-4c55-9a38-6a4a3a3e1a11",
  courseSlug: "accessible-forms-and-components",
  startsOn: "2027-01-12",
  endsOn: "2027-02-04",
  meetingDays: [2, 4],
  startsAt: "18:00",
  endsAt: "20:00",
  timeZone: "Europe/London",
  format: "online",
  address: null,
  onlineLink: null,
  capacity: 12,
  seatsTaken: 1,
  price: null,
  earlyPrice: null,
  earlyPriceUntil: null,
  state: "open",
  createdAt: paidAt,
  updatedAt: paidAt,
} satisfies Cohort;
const booking = {
  id: "7f1e2a0b-9c3d-4e5f-8a6b-1c2d3e4f5a6b",
  cohortId: cohort.id,
  accountId: "uid-1",
  name: "Grace Hopper",
  email: "grace@example.com",
  submissionId: "11111111-2222-4333-8444-555555555555",
  reference: "BK-0A1B2C3D",
  state: "confirmed",
  price: 49_000,
  bookedAt: paidAt,
  holdUntil: null,
  paidAt,
  confirmedAt: paidAt,
  endedAt: null,
  paymentMethod: "card",
  transferRefundedAt: null,
  transferRefundedBy: null,
  locale: "en-GB",
  earlyStartRequestedAt: null,
  earlyStartRequest: null,
  withdrawnAt: null,
  withdrawalKept: null,
  contractMadeAt: null,
  billing: null,
  voucherId: null,
  voucherDiscount: null,
  teamOrderId: null,
  vatTreatment: null,
  updatedAt: paidAt,
} satisfies Booking;
const payment = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  bookingId: booking.id,
  sessionId: "cs_test_1",
  amount: 49000,
  currency: "gbp",
  state: "paid",
  expiresAt: paidAt,
  createdAt: paidAt,
  paidAt,
  paymentIntentId: "pi_test_123",
  cardBrand: "visa",
  cardLast4: "4242",
  refundDue: null,
  refundReason: null,
  refundId: null,
  refundedAmount: null,
  refundedAt: null,
  teamOrderId: null,
} satisfies CardPayment;
const context = {
  from: "Brightline Digital <hello@brightline.digital>",
  studio: "studio@brightline.test",
  siteUrl: "https://brightline.test",
  booking: { offerHours: 48, payment: bankTransfer(undefined) },
};

describe("booking mail about card payments", () => {
  it("gives a receipt with a confirmed card seat: what, when, the card, the payment and the company", () => {
    const text = String(bookingMail("seat-confirmed", { booking, cohort, cardPayment: payment }, context, "m1").text);
    expect(text).toContain("Receipt");
    expect(text).toContain("Paid: £490 on Wednesday 2 December 2026 at 10:04");
    expect(text).toContain("By: Visa ending 4242");
    expect(text).toContain("Payment: pi_test_123");
    expect(text).toContain(`From: ${company.legalName}, ${postalAddress()}`);
    // £490 at 20% includes £81.67 (490 × 20 / 120, to the penny).
    expect(text).toContain("Includes VAT at 20%: £81.67");
    expect(text).not.toContain("VAT number");
  });

  it("gives the studio's VAT number where the settings have one, and says no VAT is charged at a rate of 0", () => {
    const trader = settings().trader;
    const rate = company.vatRatePercent;
    installSettings({ ...settings(), trader: { ...trader, vatNumber: "GB123456789" } });
    try {
      const text = String(bookingMail("seat-confirmed", { booking, cohort, cardPayment: payment }, context, "m1").text);
      expect(text).toContain("VAT number: GB123456789");
      company.vatRatePercent = 0;
      const untaxed = String(bookingMail("seat-confirmed", { booking, cohort, cardPayment: payment }, context, "m1").text);
      expect(untaxed).toContain("no VAT charged");
      expect(untaxed).not.toContain("Includes VAT");
    } finally {
      installSettings({ ...settings(), trader });
      company.vatRatePercent = rate;
    }
  });

  it("says a cancelled card seat's refund, or that the policy gives none", () => {
    const cancelled = { ...booking, state: "cancelled" as const, endedAt: paidAt };
    const refunded = { ...payment, refundedAmount: 49000, refundId: "re_1" };
    expect(String(bookingMail("seat-cancelled", { booking: cancelled, cohort, cardPayment: refunded }, context, "m1").text)).toContain(
      "We have refunded £490 to your card ending 4242",
    );
    expect(String(bookingMail("seat-cancelled", { booking: cancelled, cohort, cardPayment: payment }, context, "m1").text)).toContain(
      "Under the course's refund policy, a seat cancelled on Wednesday 2 December 2026 is not refunded",
    );
  });

  it("tells the studio, not the learner, of a late payment it refunded", () => {
    const late = bookingMail("late-payment-studio", { booking, cohort, cardPayment: { ...payment, refundDue: 49000 } }, context, "m1");
    expect(late.to).toBe("studio@brightline.test");
    expect(String(late.text)).toContain("pi_test_123");
    const learner = bookingMail("late-payment-refunded", { booking, cohort, cardPayment: { ...payment, refundDue: 49000 } }, context, "m1");
    expect(learner.to).toMatchObject({ address: "grace@example.com" });
    expect(String(learner.text)).toContain("reached us after your seat's hold had ended");
  });

  it("says until when a released card hold was kept, and what happens to a payment that went through", () => {
    const released = { ...booking, state: "expired" as const, paidAt: null, confirmedAt: null, endedAt: new Date("2026-12-02T11:04:00Z") };
    const text = String(bookingMail("hold-expired", { booking: released, cohort }, context, "m1").text);
    expect(text).toContain("until Wednesday 2 December 2026 at 11:04 UK time while you paid by card");
    expect(text).toContain("If a payment did go through, we confirm your seat if one is still free, or refund it in full");
  });

  it("gives a hold's end on the studio's clock, as the sessions' times beside it are (issue 61)", () => {
    // 23:30 in UTC is half past midnight of the next day in London's summer.
    const held = { ...booking, state: "held" as const, paidAt: null, confirmedAt: null, holdUntil: new Date("2026-07-01T23:30:00Z") };
    const text = String(bookingMail("seat-held", { booking: held, cohort }, context, "m1").text);
    expect(text).toContain("until Thursday 2 July 2026 at 00:30 UK time");
    expect(text).toContain("18:00–20:00 UK time");
    expect(text).not.toContain("UTC");
  });

  it("names the booking once in the studio's subject, and says whether the refund is made or still owed (issue 61)", () => {
    const owed = { ...payment, refundDue: 49000, refundReason: "late" };
    const late = bookingMail("late-payment-studio", { booking, cohort, cardPayment: owed }, context, "m1");
    expect(late.subject).toBe("A late card payment is refunded (BK-0A1B2C3D)");
    expect(String(late.text)).toContain("A full refund is owed: the site makes it at Stripe as soon as Stripe answers");
    expect(String(late.text)).not.toContain("has been refunded");
    const made = { ...payment, refundReason: "late", refundId: "re_test_1", refundedAmount: 49000 };
    expect(String(bookingMail("late-payment-studio", { booking, cohort, cardPayment: made }, context, "m1").text)).toContain(
      "It has been refunded in full (re_test_1).",
    );
    const learner = String(bookingMail("late-payment-refunded", { booking, cohort, cardPayment: owed }, context, "m1").text);
    expect(learner).toContain("We are refunding £490 to your card ending 4242");
    expect(learner).not.toContain("We have refunded");
  });

  it("tells the learner and the studio of a payment of another amount, and that the seat can still be paid (issue 61)", () => {
    const held = { ...booking, state: "held" as const, paidAt: null, confirmedAt: null, holdUntil: new Date("2026-12-02T11:04:00Z") };
    const wrong = { ...payment, amount: 490, refundDue: 490, refundReason: "wrong-amount" };
    const learner = bookingMail("payment-refunded", { booking: held, cohort, cardPayment: wrong }, context, "m1");
    expect(String(learner.text)).toContain("We are refunding £4.90 to your card ending 4242");
    expect(String(learner.text)).toContain("The payment was not the £490 your booking costs");
    expect(String(learner.text)).toContain(
      "Your seat is still held for you until Wednesday 2 December 2026 at 11:04 UK time. To keep it, pay £490 from your booking's page: https://brightline.test/account/bookings/BK-0A1B2C3D",
    );
    const studio = bookingMail("wrong-amount-studio", { booking: held, cohort, cardPayment: wrong }, context, "m1");
    expect(studio.to).toBe("studio@brightline.test");
    expect(studio.subject).toBe("A card payment of the wrong amount is refunded (BK-0A1B2C3D)");
    expect(String(studio.text)).toContain("took £4.90, not the £490 the booking costs");
    expect(String(studio.text)).toContain("pi_test_123");
    // Too large for the site to record: the studio refunds it by hand, and is told so.
    const unrecorded = { ...payment, state: "expired" as const, paidAt: null };
    const byHand = bookingMail("wrong-amount-studio", { booking: held, cohort, cardPayment: unrecorded }, context, "m1");
    expect(byHand.subject).toBe("A card payment of the wrong amount needs a refund by hand (BK-0A1B2C3D)");
    expect(String(byHand.text)).toContain("The site has refunded nothing. Refund it in full in Stripe's dashboard");
  });

  it("tells a card hold where to pay, and no bank details", () => {
    const held = { ...booking, state: "held" as const, paidAt: null, confirmedAt: null, holdUntil: new Date("2026-12-02T11:04:00Z") };
    const text = String(bookingMail("seat-held", { booking: held, cohort }, context, "m1").text);
    expect(text).toContain("while you pay by card, until Wednesday 2 December 2026 at 11:04");
    expect(text).toContain("https://brightline.test/account/bookings/BK-0A1B2C3D");
    expect(text).not.toContain("invoice");
  });
});

describe("booking mail in the language the booking was made in (issue 42)", () => {
  const german = { ...booking, locale: "de" };

  it("writes to a learner who booked in German in German, with German addresses and a German receipt", () => {
    const mail = bookingMail("seat-confirmed", { booking: german, cohort, cardPayment: payment }, context, "m1");
    const text = String(mail.text);
    expect(mail.subject).toBe("Ihr Platz im Kurs Barrierefreie Webformulare und Komponenten ist bestätigt (BK-0A1B2C3D)");
    expect(text).toMatch(/^Guten Tag Grace Hopper,\n\nIhr Platz ist bestätigt\. Wir freuen uns auf Sie\./);
    expect(text).toContain("  Termine: Dienstag, 12. Januar 2027 bis Donnerstag, 4. Februar 2027");
    expect(text).toContain("  Zeiten: dienstags und donnerstags, 18:00–20:00 Uhr (britische Zeit; 19:00–21:00 Uhr in Deutschland)");
    expect(text).toMatch(/Bezahlt: 490\s£ am Mittwoch, 2\. Dezember 2026 um 10:04/);
    expect(text).toContain("Zahlungsart: Visa mit der Endung 4242");
    expect(text).toContain("https://brightline.test/de/account/bookings/BK-0A1B2C3D");
    expect(text).not.toMatch(/\b(Your|Course|Dates|Reference)\b/);
  });

  it("tells a German bank-transfer hold how to pay in German", () => {
    const held = {
      ...german,
      state: "held" as const,
      paymentMethod: "bank-transfer" as const,
      paidAt: null,
      confirmedAt: null,
      holdUntil: paidAt,
    };
    const text = String(bookingMail("seat-held", { booking: held, cohort }, context, "m1").text);
    expect(text).toContain("Verwendungszweck: BK-0A1B2C3D");
    expect(text).toContain("Innerhalb eines Werktags schicken wir Ihnen eine Rechnung");
    expect(text).toContain("Ist Ihre Zahlung bis");
  });

  it("keeps the studio's own mail in English, whichever language the booking was made in", () => {
    const late = bookingMail(
      "late-payment-studio",
      { booking: german, cohort, cardPayment: { ...payment, refundDue: 49000 } },
      context,
      "m1",
    );
    expect(String(late.text)).toMatch(
      /^A card payment for booking BK-0A1B2C3D \(Accessible Web Forms and Components, starting Tuesday 12 January 2027\)/,
    );
  });
});
