import { m } from "~/i18n/paraglide/messages.js";
import type { CompanyRegistration } from "./site";

/** Each register of Companies House, and how the law has a company say it is on it. */
const registered = {
  "england-and-wales": m.company_registered_england_and_wales,
  scotland: m.company_registered_scotland,
  "northern-ireland": m.company_registered_northern_ireland,
} as const;

/**
 * Where the company is registered, and its number, in the language of the page or mail: "Registered
 * in England and Wales, company no. 13579246". Said by the server: the footer has it from the
 * root's loader, so no page's script carries the three registers in two languages.
 */
export function companyRegistration({ register, number }: CompanyRegistration): string {
  return registered[register]({ number });
}
