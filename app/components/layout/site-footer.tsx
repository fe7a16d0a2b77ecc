import { Mail } from "lucide-react";
import { Link } from "react-router";
import { primaryNavigation, site } from "~/config/site";
import { Container } from "~/components/ui/container";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";

const companyLinks = [...primaryNavigation, { label: m.nav_contact, to: "/contact" }];

function FooterColumn({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-base-content uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm sm:space-y-3">{children}</ul>
    </nav>
  );
}

const footerLinkClass = "text-base-content/75 hover:text-primary hover:underline underline-offset-4";

export type FooterService = { slug: string; name: string };

/** Who runs the site, as the footer's address gives it: its name, its address on one line, its register and number. */
export type FooterCompany = { name: string; address: string; registration: string };

/** The footer's legal line, its name and links worded and addressed in the page's language by the root's loader. */
export type FooterLegal = { name: string; links: { label: string; to: string }[] };

/**
 * `company` and `legal`: the company's facts and the legal pages' links, in the page's language,
 * from the root's loader (company-registration.ts, site.ts), so that no page's script carries them.
 */
export function SiteFooter({
  year,
  services,
  company,
  legal,
  tagline,
  newsletter,
}: {
  year: number;
  services: FooterService[];
  company?: FooterCompany;
  legal?: FooterLegal;
  /** The studio's tagline, from the home page's document; none on a page whose frame had no data. */
  tagline?: { text: string; lang?: string };
  /** The newsletter's invitation and form, made as HTML by the root's loader (newsletter-markup.server.tsx). */
  newsletter?: string;
}) {
  return (
    <footer className="border-t border-base-300 bg-base-200">
      {newsletter ? (
        <div className="border-b border-base-300">
          <Container className="py-6" dangerouslySetInnerHTML={{ __html: newsletter }} />
        </div>
      ) : null}
      {/* On a phone the link lists sit two a row: a footer as tall as the page would hide it. */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:py-16 md:gap-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo />
          {/* The hero says it already on a phone's long page. */}
          <p className="mt-4 text-sm leading-relaxed text-base-content/75 max-sm:hidden">{m.site_pitch()}</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.contactEmail}
          </a>
          <address className="mt-6 text-sm leading-relaxed text-base-content/75 not-italic">
            <span className="block font-semibold text-base-content">{company?.name}</span>
            {company?.address}
            <span className="mt-2 block">{company?.registration}</span>
          </address>
        </div>
        <FooterColumn id="footer-company" title={m.footer_company()}>
          {companyLinks.map((link) => (
            <li key={link.to}>
              <Link to={localizedPath(link.to)} className={footerLinkClass} reloadDocument>
                {link.label()}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-services" title={m.footer_services()}>
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={localizedPath(`/services/${service.slug}`)} className={footerLinkClass} reloadDocument>
                {service.name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-follow-us" title={m.footer_follow_us()}>
          {site.social.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={footerLinkClass} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      </Container>
      <div className="border-t border-base-300">
        <Container className="flex flex-col gap-2 py-6 text-sm text-base-content/70 sm:flex-row sm:justify-between">
          <p>{m.footer_rights({ year, name: site.name })}</p>
          <nav aria-label={legal?.name}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {legal?.links.map((link) => (
                <li key={link.to}>
                  {/* Addressed in the page's language by the loader: a plain link, as reloadDocument's would be. */}
                  <a href={link.to} className={footerLinkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {tagline ? <p lang={tagline.lang}>{tagline.text}</p> : null}
          <LanguageLink className={footerLinkClass} />
        </Container>
      </div>
    </footer>
  );
}
