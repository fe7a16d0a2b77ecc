import { m } from "~/i18n/paraglide/messages.js";

export type SocialLink = { label: string; href: string };

/** Which of Companies House's registers the company is on, and its number there. */
export type CompanyRegistration = { register: "england-and-wales" | "scotland" | "northern-ireland"; number: string };

/** Who runs the site, as the law asks them to say it: the privacy notice and the footer show it. */
export type Company = {
  legalName: string;
  /** Where it is registered, and its number: said as "Registered in England and Wales, company no. 12345678" (company-registration.ts). */
  registration: CompanyRegistration;
  /** The postal address, a line each. */
  address: string[];
  /** Its entry in the ICO's register of fee payers, which a UK business that handles personal data has. */
  icoRegistration: string;
  /** Its VAT registration number, once it has one ("GB123456789"): receipts then carry a VAT line. */
  vatNumber?: string;
};

export type Site = {
  name: string;
  /** Every price and budget, through Intl: an ISO 4217 code. */
  currency: string;
  contactEmail: string;
  company: Company;
  /** The country whose phone numbers people write without a country code (ISO 3166-1 alpha-2). */
  phoneRegion: string;
  /** The studio's clock, which cohorts meet by: an IANA zone. Pages name it by the message `studio_time_zone`, in each language. */
  timeZone: { id: string };
  social: SocialLink[];
};

// Plain data, so that no validation library reaches the browser; site.test.ts checks it.
export const site: Site = {
  name: "Brightline Digital",
  currency: "GBP",
  contactEmail: "hello@brightline.digital",
  company: {
    legalName: "Brightline Digital Ltd",
    registration: { register: "england-and-wales", number: "13579246" },
    address: ["Studio 4, The Paintworks", "Bath Road", "Bristol BS4 3EH", "United Kingdom"],
    icoRegistration: "ZB123456",
  },
  phoneRegion: "GB",
  // GMT in winter, BST in summer: "UK time" is right all year, where either name is wrong half of it.
  timeZone: { id: "Europe/London" },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/brightline-digital" },
    { label: "GitHub", href: "https://github.com/brightline-digital" },
    { label: "Dribbble", href: "https://dribbble.com/brightline-digital" },
    { label: "Instagram", href: "https://www.instagram.com/brightline.digital" },
  ],
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
