import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";
import { absoluteURL, type StructuredData } from "./page-meta.server";

/**
 * The studio as a schema.org Organization, for the home page: kept apart from the other
 * structured data so that the home page's first load carries only this.
 */
export function organization(): StructuredData {
  return {
    "@type": "Organization",
    "@id": absoluteURL("/#organization"),
    name: site.name,
    url: absoluteURL("/"),
    logo: absoluteURL("/favicon.svg"),
    email: site.contactEmail,
    description: m.site_pitch(),
    sameAs: site.social.map((link) => link.href),
  };
}
