import { bankTransfer } from "~/payments/bank-transfer";
import { rosterColumns } from "~/cohorts/roster.server";
import { formatPrice } from "./money";
import { budgetChoices } from "~/leads/contact-choices";
import { leadChoiceLabels } from "~/leads/lead-labels.server";
import { leadMail } from "~/mail/lead-mail.server";
import { aLead } from "~tests/support/a-lead";
import { formatCount, formatMoney } from "./money";
import { inLocale } from "~/i18n/request-locale.server";
import { site } from "./site";

describe("one currency from the site config, written the way each language writes it", () => {
  const configured = { currency: site.currency };
  afterEach(() => Object.assign(site, configured));

  /** Every place an amount reaches a person: a price, the budgets, the studio's mail, the payment mail and the roster export. */
  function everyAmount() {
    const lead = { ...aLead(), id: crypto.randomUUID(), receivedAt: new Date("2026-11-26T10:00:00Z"), budget: "10k-25k" };
    const mail = leadMail("studio-notification", lead as never, { from: "a@b.c", studio: "s@b.c", siteUrl: "https://x.example" }, "id");
    return {
      price: formatPrice(490),
      budgets: budgetChoices().map((choice) => choice.label),
      inbox: leadChoiceLabels(lead).budget,
      mail: String(mail.text),
      payment: bankTransfer(undefined)
        .instructions({ amount: 120_000, reference: "BK-1", payBy: new Date("2026-12-01T00:00:00Z") })
        .join("\n"),
      roster: rosterColumns()
        .filter((column) => column.includes("("))
        .slice(2),
    };
  }

  it("shows pounds for a studio in Bristol", () => {
    expect(site).toMatchObject({ currency: "GBP" });
    const amounts = everyAmount();
    expect(amounts.price).toBe("£490");
    expect(amounts.budgets).toEqual([
      "Under £10,000",
      "£10,000 to £25,000",
      "£25,000 to £50,000",
      "£50,000 to £100,000",
      "Over £100,000",
      "Not sure yet",
    ]);
    expect(amounts.inbox).toBe("£10,000 to £25,000");
    expect(amounts.mail).toContain("Budget: £10,000 to £25,000");
    expect(amounts.payment).toContain("Amount: £1,200");
    expect(amounts.roster).toEqual(["Amount (GBP)", "Refunded (GBP)"]);
    expect(formatCount(5000)).toBe("5,000");
  });

  it("changes every one of them when the config says euros, and writes them the German way on a German page", () => {
    Object.assign(site, { currency: "EUR" });
    // Intl puts a no-break space between a German amount and its sign.
    const amounts = JSON.parse(JSON.stringify(inLocale("de", everyAmount)).replaceAll("\u00a0", " ")) as ReturnType<typeof everyAmount>;
    expect(amounts.price).toBe("490 €");
    expect(amounts.budgets[1]).toBe("10.000 € bis 25.000 €");
    expect(amounts.inbox).toBe("10.000 € bis 25.000 €");
    // The studio's own mail is in the studio's language, whichever page the lead came from.
    expect(amounts.mail).toContain("Budget: €10,000 to €25,000");
    expect(amounts.payment).toContain("Betrag: 1.200 €");
    expect(amounts.roster).toEqual(["Betrag (EUR)", "Erstattet (EUR)"]);
    expect(JSON.stringify(amounts)).not.toContain("£");
    expect(inLocale("de", () => formatMoney(18_000))).toBe("18.000\u00a0€");
    expect(formatMoney(18_000)).toBe("€18,000");
  });
});
