export type SocialLink = { label: string; href: string };

export type Site = {
  name: string;
  tagline: string;
  pitch: string;
  contactEmail: string;
  social: SocialLink[];
};

// Plain data, so that no validation library reaches the browser; site.test.ts checks it.
export const site: Site = {
  name: "Brightline Digital",
  tagline: "Design and engineering for ambitious digital products",
  pitch: "A design and development studio that builds fast websites, apps and dashboards, and teaches teams to do the same.",
  contactEmail: "hello@brightline.digital",
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
  { label: "Contact", to: "/contact" },
] as const;
