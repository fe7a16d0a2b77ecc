import { company, site } from "~/config/site";
import { postalAddress } from "~/config/postal-address";
import { companyRegistration } from "~/config/company-registration";
import { formatVatRate } from "~/config/money";
import { settings, type Settings } from "~/platform/settings.server";
import { m } from "~/i18n/paraglide/messages.js";
import { PLACEHOLDER, type TraderPlaceholder } from "./legal-text-schema";

/**
 * Who sells, as the law asks a trader to say it (issue 65): the legal notice, the booking step
 * and the confirmation mail give it. The company's name, form, register and address are the
 * site's data; its directors, phone and VAT number are settings, missing until a deployer sets
 * them (the start says which).
 */
export type TraderFacts = {
  name: string;
  form: string;
  registration: string;
  /** On one line, its country in the page's language. */
  address: string;
  email: string;
  directors: string[];
  phone?: string;
  vatNumber?: string;
};

const legalForms = { "private-limited": m.legal_form_private_limited } as const;

/** The trader's facts, in the language of the page or mail. */
export function traderFacts(trader: Settings["trader"] = settings().trader): TraderFacts {
  return {
    name: company.legalName,
    form: legalForms[company.form](),
    registration: companyRegistration(company.registration),
    address: postalAddress(company),
    email: site.contactEmail,
    directors: trader.directors,
    phone: trader.phone,
    vatNumber: trader.vatNumber,
  };
}

/** The settings behind the legal notice's facts that are not set, by their names. */
export function missingTraderSettings(trader: Settings["trader"]): string[] {
  return [
    ...(trader.directors.length === 0 ? ["COMPANY_DIRECTORS"] : []),
    ...(trader.phone ? [] : ["COMPANY_PHONE"]),
    ...(trader.vatNumber || company.vatRatePercent === 0 ? [] : ["VAT_NUMBER"]),
  ];
}

/** The line the start prints when the legal notice lacks a fact, so that a deployer sees it before a visitor or a lawyer does. */
export function traderFactsLine(trader: Settings["trader"]): string | undefined {
  const missing = missingTraderSettings(trader);
  if (missing.length === 0) return undefined;
  return `Legal notice: the site sells course seats, but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set, so the legal notice, the terms and receipts lack ${missing.length === 1 ? "it" : "them"} (docs/configuration.md).`;
}

/** What each placeholder of a legal text stands for; a fact the settings lack reads as "not given yet", never as braces. */
function placeholderValues(facts: TraderFacts): Record<TraderPlaceholder, string> {
  const missing = m.legal_fact_missing();
  return {
    "company.name": facts.name,
    "company.address": facts.address,
    "company.email": facts.email,
    "company.phone": facts.phone ?? missing,
    "company.directors": facts.directors.length > 0 ? facts.directors.join(", ") : missing,
    "company.registration": facts.registration,
    "company.vatNumber": facts.vatNumber ?? missing,
    "vat.rate": formatVatRate(),
  };
}

/** A legal text with its facts filled in, in the page's language; Markdown's own characters in a fact are escaped. */
export function withTraderFacts(text: string, facts: TraderFacts = traderFacts()): string {
  const values = placeholderValues(facts);
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as TraderPlaceholder];
    return value === undefined ? whole : value.replace(/[\\`*_[\]<>#|]/g, (character) => `\\${character}`);
  });
}
