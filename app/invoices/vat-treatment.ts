import { includedVat } from "~/config/money";
import { company } from "~/config/site";
import type { CohortFormat, VatTreatment } from "~/database/schema.server";
import type { BillingDetails } from "./billing-details";

/** The EU's member states, by ISO code, as billing countries name them (Greece is GR; its VAT numbers start EL). */
const EU_MEMBER_STATES = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]); // prettier-ignore

/** How VAT stands for the studio: charged at its rate, or none when it is not registered. */
export const studioTreatment = (): VatTreatment => (company.vatRatePercent > 0 ? "standard" : "none");

/**
 * How VAT stands for one booking or team order, decided with its price (issue 66, decision 67):
 * a business in an EU member state with a VAT number, buying a seat on an online cohort, is
 * supplied where it belongs and accounts for the VAT itself (reverse charge, Art. 44 and 196 of
 * the VAT Directive), so the studio charges no UK VAT. An in-person cohort is taxed where it takes
 * place, in the UK, for everyone; a consumer, a UK business, or one outside the EU pays the
 * studio's own treatment. The VAT number's shape was checked when it was typed; whether it is
 * registered is VIES's to say (vat-number-check.server.ts says where that check would go).
 */
export function buyerTreatment({ billing, format }: { billing: BillingDetails | null | undefined; format: CohortFormat }): VatTreatment {
  const studio = studioTreatment();
  if (studio !== "standard") return studio;
  if (format === "online" && billing?.vatNumber && EU_MEMBER_STATES.has(billing.country)) return "reverse-charge";
  return "standard";
}

/** What the buyer pays of a listed price (VAT included at the studio's rate): under reverse charge, the net price. */
export function priceUnder(treatment: VatTreatment, listed: number, ratePercent = company.vatRatePercent): number {
  return treatment === "reverse-charge" ? listed - includedVat(listed, ratePercent) : listed;
}
