import { companyRegistration } from "~/config/company-registration";
import { postalAddress } from "~/config/postal-address";
import { company, site } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Who sends a newsletter or its confirmation, as the foot of each says it (issue 68): the
 * company's name and address, its register and number, an address to write to, and the legal
 * notice. A UK company's trading disclosures and Germany's § 5 DDG ask for them in marketing
 * mail, and PECR for an address to reach the sender. In the mail's language (call it inside
 * `inLocale`).
 */
export function senderDetails(siteUrl: string) {
  const legalNotice = `${siteUrl}${localizedPath("/legal-notice")}`;
  const lines = {
    company: `${company.legalName}, ${postalAddress()}`,
    registration: companyRegistration(company.registration),
    contact: m.newsletter_mail_contact({ email: site.contactEmail }),
  };
  return {
    ...lines,
    legalNotice,
    /** The lines a plain-text mail ends with. */
    text: [lines.company, lines.registration, lines.contact, m.newsletter_mail_legal({ url: legalNotice })],
  };
}
