import { readSettings } from "~/platform/settings.server";
import { paymentMethodsLine } from "./payment-method";

const stripe = { STRIPE_SECRET_KEY: "sk_test_abcdef", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh" };

describe("the start's line about payments", () => {
  it("says card payments are off, and how to turn them on, without Stripe's keys", () => {
    expect(paymentMethodsLine(readSettings({}).booking)).toMatch(/bank transfer only\. .*STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
  });

  it("names card and bank transfer, or card only, with them", () => {
    expect(paymentMethodsLine(readSettings(stripe).booking)).toMatch(/card through Stripe Checkout and bank transfer/);
    expect(paymentMethodsLine(readSettings({ ...stripe, BOOKING_BANK_TRANSFER: "0" }).booking)).toMatch(/Stripe Checkout only/);
  });

  it("refuses one key without the other, and bank transfer off without cards", () => {
    expect(() => readSettings({ STRIPE_SECRET_KEY: "sk_test_abcdef" })).toThrow(/go together/);
    expect(() => readSettings({ BOOKING_BANK_TRANSFER: "0" })).toThrow(/needs card payments/);
    expect(() => readSettings({ ...stripe, STRIPE_API_URL: "http://example.com:12111" })).toThrow(
      /STRIPE_API_URL must be a loopback origin/,
    );
  });
});
