import { checkVAT, countries } from "jsvat";

/** Whether a VAT number can be one of its country's, and if not, why. */
export type VatNumberCheck = { ok: true; number: string } | { ok: false; problem: "shape" | "check-digits" | "other-country" };

/** Where a VAT number's prefix differs from its country's ISO code: Greece's is EL; Northern Ireland's XI is the UK's. */
const prefixCountry: Record<string, string> = { EL: "GR", XI: "GB" };

/**
 * Checks a VAT number as far as can be done without asking anyone (decision 66): its shape and
 * check digits by its country's rules, with jsvat, and that it is the company's country's.
 * Spaces, dots and hyphens as people type them are dropped.
 *
 * Whether the number is registered, and to whom, only the tax offices know: the EU's VIES service
 * (and HMRC's check for a UK number) answer it. This site cannot reach them from where it runs
 * and its tests, so it does not ask; a deployment that can would ask here, before the booking is
 * made, keep the answer's consultation number with the booking, and refuse a number VIES says is
 * not valid. Until then a number of the right shape is taken as given.
 */
export function checkVatNumber(typed: string, country: string): VatNumberCheck {
  const number = typed.replace(/[\s.-]/g, "").toUpperCase();
  const checked = checkVAT(number, countries);
  if (!checked.isValidFormat) return { ok: false, problem: "shape" };
  if (!checked.isValid) return { ok: false, problem: "check-digits" };
  const prefix = number.slice(0, 2);
  if ((prefixCountry[prefix] ?? prefix) !== country) return { ok: false, problem: "other-country" };
  return { ok: true, number };
}
