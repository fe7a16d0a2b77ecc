import { Mail } from "lucide-react";
import { Link } from "react-router";
import { primaryNavigation, site } from "~/config/site";
import { Container } from "~/components/ui/container";
import { Logo } from "./logo";

const companyLinks = [...primaryNavigation, { label: "Contact", to: "/contact" }, { label: "Privacy", to: "/privacy" }];

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, "-")}`;
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

export function SiteFooter({ year, services }: { year: number; services: FooterService[] }) {
  return (
    <footer className="border-t border-base-300 bg-base-200">
      {/* On a phone the link lists sit two a row: a footer as tall as the page would hide it. */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:py-16 md:gap-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo />
          {/* The hero says it already on a phone's long page. */}
          <p className="mt-4 text-sm leading-relaxed text-base-content/75 max-sm:hidden">{site.pitch}</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.contactEmail}
          </a>
          <address className="mt-6 text-sm leading-relaxed text-base-content/75 not-italic">
            <span className="block font-semibold text-base-content">{site.company.legalName}</span>
            {site.company.address.join(", ")}
            <span className="mt-2 block">{site.company.registration}</span>
          </address>
        </div>
        <FooterColumn title="Company">
          {companyLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLinkClass} reloadDocument>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Services">
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={`/services/${service.slug}`} className={footerLinkClass} reloadDocument>
                {service.name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Follow us">
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
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <p>{site.tagline}</p>
        </Container>
      </div>
    </footer>
  );
}
