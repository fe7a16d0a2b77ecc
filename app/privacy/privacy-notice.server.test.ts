import { installSettings, readSettings, settings } from "~/platform/settings.server";
import { privacyNotice } from "./privacy-notice.server";

const processorsNamed = () =>
  privacyNotice()
    .find((section) => section.id === "processors")!
    .list!.map((entry) => entry.term);
const bookingsText = () =>
  privacyNotice()
    .find((section) => section.id === "bookings")!
    .text.join(" ");

describe("the privacy notice", () => {
  const before = settings();
  afterEach(() => installSettings(before));

  it("names Stripe as a processor, and what it keeps of a card, only while the site takes cards", () => {
    installSettings(readSettings({}));
    expect(processorsNamed()).not.toContain("Stripe Payments Europe");
    expect(bookingsText()).not.toContain("Stripe");
    installSettings(readSettings({ STRIPE_SECRET_KEY: "sk_test_abcdef", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh" }));
    expect(processorsNamed()).toContain("Stripe Payments Europe");
    expect(bookingsText()).toContain("we never see your card number");
  });
});
