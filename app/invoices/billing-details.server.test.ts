import { inLocale } from "~/i18n/request-locale.server";
import { readBillingDetails } from "./billing-details.server";

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { ok: true as const, form };
};

describe("readBillingDetails", () => {
  it("reads nothing from empty fields: a person buying for themselves", () => {
    expect(readBillingDetails(posted({ billingCompany: " ", billingAddress: "\n\n", billingCountry: "DE" }))).toEqual({ ok: true });
    expect(readBillingDetails({ ok: false, problem: "not-a-form" } as never)).toEqual({ ok: true });
  });

  it("reads a company with its address a line each, its VAT number as the tax office writes it, and a purchase order", () => {
    const read = readBillingDetails(
      posted({
        billingCompany: "  Acme  Analytics GmbH ",
        billingAddress: "Friedrichstraße 123\r\n\r\n10117 Berlin\n",
        billingCountry: "DE",
        billingVatNumber: "de 136 695 976",
        purchaseOrder: "PO-2026-7781",
      }),
    );
    expect(read).toEqual({
      ok: true,
      billing: {
        company: "Acme Analytics GmbH",
        address: ["Friedrichstraße 123", "10117 Berlin"],
        country: "DE",
        vatNumber: "DE136695976",
        purchaseOrder: "PO-2026-7781",
      },
    });
  });

  it("says beside each field what is missing or wrong, in the page's language, and gives back what was typed", () => {
    const typed = {
      billingCompany: "",
      billingAddress: "Friedrichstraße 123",
      billingCountry: "DE",
      billingVatNumber: "DE12345",
      purchaseOrder: "x".repeat(61),
    };
    const read = readBillingDetails(posted(typed));
    expect(read).toEqual({
      ok: false,
      errors: {
        company: "Enter the company's name, or leave all the company's fields empty.",
        vatNumber: "This is not a VAT number of Germany: it starts with the country's code, such as DE123456789.",
        purchaseOrder: "This has more than 60 characters; shorten it.",
      },
      typed: { company: "", address: "Friedrichstraße 123", country: "DE", vatNumber: "DE12345", purchaseOrder: "x".repeat(61) },
    });
    const german = inLocale("de", () =>
      readBillingDetails(posted({ ...typed, billingCompany: "Acme", billingVatNumber: "DE136695977", purchaseOrder: "" })),
    );
    expect(german).toMatchObject({
      ok: false,
      errors: { vatNumber: expect.stringMatching(/^Die Prüfziffer dieser USt-IdNr\. stimmt nicht\./) },
    });
  });

  it("stores no character PostgreSQL would refuse: a lone surrogate becomes a replacement character, a NUL goes", () => {
    expect(
      readBillingDetails(posted({ billingCompany: "Acme\uD800 Ltd\u0000", billingAddress: "1 Road\u2028Bristol", billingCountry: "GB" })),
    ).toEqual({
      ok: true,
      billing: { company: "Acme\uFFFD Ltd", address: ["1 Road", "Bristol"], country: "GB" },
    });
  });

  it("refuses a country it does not list, and a VAT number of another country than the company's", () => {
    expect(readBillingDetails(posted({ billingCompany: "Acme", billingAddress: "1 Road", billingCountry: "ZZ" }))).toMatchObject({
      ok: false,
      errors: { country: "Choose the company's country." },
    });
    expect(
      readBillingDetails(
        posted({ billingCompany: "Acme", billingAddress: "1 Road", billingCountry: "DE", billingVatNumber: "FR40303265045" }),
      ),
    ).toMatchObject({ ok: false, errors: { vatNumber: "This VAT number is from another country than Germany, the company's." } });
  });
});
