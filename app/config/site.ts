export type SocialLink = { label: string; href: string };

export type Site = {
  name: string;
  tagline: string;
  pitch: string;
  contactEmail: string;
  /** The public origin, for canonical links: SITE_URL at build time. */
  url: string;
  social: SocialLink[];
};

/**
 * SITE_URL is read and checked at build time (app/.server/settings.server.ts): Vite inlines it
 * into the server and browser bundles alike, so both render the same canonical links.
 */
const siteUrl = (import.meta.env.SITE_URL as string | undefined) ?? "http://localhost:3000";

// Plain data, so that no validation library reaches the browser; site.test.ts checks it.
export const site: Site = {
  name: "Brightline Digital",
  tagline: "Design and engineering for ambitious digital products",
  pitch: "A design and development studio that builds fast websites, apps and dashboards, and teaches teams to do the same.",
  contactEmail: "hello@brightline.digital",
  url: siteUrl,
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/brightline-digital" },
    { label: "GitHub", href: "https://github.com/brightline-digital" },
    { label: "Dribbble", href: "https://dribbble.com/brightline-digital" },
    { label: "Instagram", href: "https://www.instagram.com/brightline.digital" },
  ],
};

/** The sections every page links to, in the order the navigation shows them. */
export const primaryNavigation = [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/courses" },
  { label: "About", to: "/about-us" },
  { label: "Blog", to: "/blog" },
  { label: "FAQ", to: "/faq" },
] as const;
