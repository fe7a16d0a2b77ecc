import { readFileSync } from "node:fs";
import { formatVatRate } from "~/config/money";
import { inLocale } from "~/i18n/request-locale.server";
import { legalTextSchema, unknownPlaceholders } from "./legal-text-schema";
import { traderFacts, traderFactsLine, withTraderFacts } from "./trader.server";

const unset = { directors: [], phone: undefined, vatNumber: undefined };
const set = { directors: ["Maya Okafor", "Daniel Osei"], phone: "+44 117 496 0123", vatNumber: "GB123456789" };

describe("the trader's facts (issue 65)", () => {
  it("says at the start which of the legal notice's settings are missing, and nothing once they are set", () => {
    expect(traderFactsLine(unset)).toBe(
      "Legal notice: the site sells course seats, but COMPANY_DIRECTORS, COMPANY_PHONE, VAT_NUMBER are not set, so the legal notice, the terms and receipts lack them (docs/configuration.md).",
    );
    expect(traderFactsLine({ ...set, phone: undefined })).toContain("but COMPANY_PHONE is not set");
    expect(traderFactsLine(set)).toBeUndefined();
  });

  it("fills a legal text's placeholders from the facts, in the page's language, escaping Markdown", () => {
    const text =
      "{{company.name}}, {{company.address}}. Tel. {{ company.phone }}, VAT {{company.vatNumber}}, {{vat.rate}}; {{company.directors}}";
    expect(withTraderFacts(text, traderFacts(set))).toBe(
      "Brightline Digital Ltd, Studio 4, The Paintworks, Bath Road, Bristol BS4 3EH, United Kingdom. Tel. +44 117 496 0123, VAT GB123456789, 20%; Maya Okafor, Daniel Osei",
    );
    const german = inLocale("de", () => withTraderFacts("{{company.address}} {{vat.rate}} {{company.phone}}", traderFacts(unset)));
    expect(german).toBe("Studio 4, The Paintworks, Bath Road, Bristol BS4 3EH, Vereinigtes Königreich 20\u00a0% noch nicht angegeben");
    expect(withTraderFacts("{{company.directors}}", traderFacts({ ...set, directors: ["A *bold* [link](x)"] }))).toBe(
      "A \\*bold\\* \\[link\\](x)",
    );
  });

  it("refuses a text that names a fact no setting fills, saying which", () => {
    expect(unknownPlaceholders("{{company.name}} {{company.fax}} {{ceo}}")).toEqual(["company.fax", "ceo"]);
    const refused = legalTextSchema.safeParse({
      page: "terms",
      title: "Terms",
      description: "x".repeat(60),
      intro: { label: "Terms", heading: "Our terms", lead: "What you agree to when you book." },
      body: `Call us on {{company.fax}}. ${"Words. ".repeat(20)}`,
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain("names {{company.fax}}, which no fact fills");
  });

  it("has the FAQ's answer on VAT name the rate every price note and receipt works out from", () => {
    for (const locale of ["en-GB", "de"] as const) {
      const faq = JSON.parse(readFileSync(`content/${locale}/faq/do-your-prices-include-vat.json`, "utf8")) as { answer: string };
      // The rate as the page's language writes it: "20%", "20 %" (a narrow space in German, as Intl writes it).
      const rate = inLocale(locale, () => formatVatRate()).replace(/\s/, " ");
      expect(faq.answer.replace(/\s%/, " %"), locale).toContain(rate);
    }
  });
});
