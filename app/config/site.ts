import { m } from "~/i18n/paraglide/messages.js";

export type SocialLink = { label: string; href: string };

/** Which of Companies House's registers the company is on, and its number there. */
export type CompanyRegistration = { register: "england-and-wales" | "scotland" | "northern-ireland"; number: string };

/** Who runs the site, as the law asks them to say it: the privacy notice and the footer show it. */
export type Company = {
  legalName: string;
  /** Where it is registered, and its number: said as "Registered in England and Wales, company no. 12345678" (company-registration.ts). */
  registration: CompanyRegistration;
  /** The postal address, a line each, without the country. */
  address: string[];
  /** The country it is in (ISO 3166-1 alpha-2), named in the page's language: "United Kingdom", "Vereinigtes Königreich". */
  country: string;
  /** Its entry in the ICO's register of fee payers, which a UK business that handles personal data has. */
  icoRegistration: string;
  /**
   * The VAT every price includes, in percent: the UK's standard rate for a VAT-registered studio,
   * 0 for one that is not. Prices say so beside them, and a receipt's VAT line is worked out from
   * it; the FAQ's answer says the same rate (decision 65). The VAT number is a setting (VAT_NUMBER).
   */
  vatRatePercent: number;
  /** Its legal form, as the legal notice names it (the message `legal_form_<form>`, in each language). */
  form: "private-limited";
};

export type Site = {
  name: string;
  /** Every price and budget, through Intl: an ISO 4217 code. */
  currency: string;
  contactEmail: string;
  /** The studio's clock, which cohorts meet by: an IANA zone. Pages name it by the message `studio_time_zone`, in each language. */
  timeZone: { id: string };
  social: SocialLink[];
};

// Plain data, so that no validation library reaches the browser; site.test.ts checks it.
export const site: Site = {
  name: "Brightline Digital",
  currency: "GBP",
  contactEmail: "hello@brightline.digital",
  // GMT in winter, BST in summer: "UK time" is right all year, where either name is wrong half of it.
  timeZone: { id: "Europe/London" },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/brightline-digital" },
    { label: "GitHub", href: "https://github.com/brightline-digital" },
    { label: "Dribbble", href: "https://dribbble.com/brightline-digital" },
    { label: "Instagram", href: "https://www.instagram.com/brightline.digital" },
  ],
};

/**
 * The trader behind the site, as the law asks it to be named (the legal notice, the privacy
 * notice, receipts, the booking step). Apart from `site`, which every page's script carries:
 * the pages get these facts, worded, from their loaders.
 */
export const company: Company = {
  legalName: "Brightline Digital Ltd",
  form: "private-limited",
  registration: { register: "england-and-wales", number: "13579246" },
  address: ["Studio 4, The Paintworks", "Bath Road", "Bristol BS4 3EH"],
  country: "GB",
  icoRegistration: "ZB123456",
  vatRatePercent: 20,
};

/** The sections every page links to, in the order the navigation shows them. */
export const primaryNavigation = [
  { label: m.nav_home, to: "/" },
  { label: m.nav_work, to: "/projects" },
  { label: m.nav_services, to: "/services" },
  { label: m.nav_courses, to: "/courses" },
  { label: m.nav_about, to: "/about-us" },
  { label: m.nav_blog, to: "/blog" },
  { label: m.nav_faq, to: "/faq" },
] as const;

/** The bar's call to action, beside the account corner: where a new client starts. */
export const startProject = { label: m.nav_start_project, to: "/contact" } as const;
