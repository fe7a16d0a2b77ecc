// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { company, site } from "~/config/site";
import { postalAddress } from "~/config/postal-address";
import { m } from "~/i18n/paraglide/messages.js";
import { companyRegistration } from "~/config/company-registration";
import { SiteFooter, type FooterService } from "./site-footer";

const services: FooterService[] = [
  { slug: "web-development", name: "Web Development" },
  { slug: "ux-ui", name: "UX/UI" },
  { slug: "chart-design", name: "Chart Design" },
];

function renderFooter(year = 2031, list = services) {
  render(
    <MemoryRouter>
      <SiteFooter
        year={year}
        services={list}
        company={{ name: company.legalName, address: postalAddress(), registration: companyRegistration(company.registration) }}
        legal={{
          name: m.footer_legal(),
          links: [
            { label: m.nav_legal_notice(), to: "/legal-notice" },
            { label: m.nav_terms(), to: "/terms" },
            { label: m.nav_withdrawal(), to: "/withdrawal" },
            { label: m.nav_privacy(), to: "/privacy" },
          ],
        }}
      />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("gives the company's legal name, address and registration", () => {
    renderFooter();
    const address = screen.getByText(company.legalName).closest("address")!;
    expect(address).toHaveTextContent(postalAddress());
    expect(address).toHaveTextContent("Registered in England and Wales, company no. 13579246");
  });

  it("links to every section of the site", () => {
    renderFooter();
    const company = screen.getByRole("navigation", { name: "Company" });
    const links = within(company).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/projects",
      "/services",
      "/courses",
      "/about-us",
      "/blog",
      "/faq",
      "/contact",
    ]);
    expect(within(company).getByRole("link", { name: "Work" })).toHaveAttribute("href", "/projects");
    expect(within(company).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
  });

  it("leads from every page to the legal notice, the terms, the right to cancel and the privacy notice", () => {
    renderFooter();
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Legal notice", "/legal-notice"],
      ["Terms", "/terms"],
      ["Right to cancel", "/withdrawal"],
      ["Privacy", "/privacy"],
    ]);
  });

  it("lists each service passed in, linking to its page", () => {
    renderFooter();
    const column = screen.getByRole("navigation", { name: "Services" });
    const links = within(column).getAllByRole("link");
    expect(links).toHaveLength(services.length);
    for (const service of services) {
      expect(within(column).getByRole("link", { name: service.name })).toHaveAttribute("href", `/services/${service.slug}`);
    }
  });

  it("shows an empty services column when there are none", () => {
    renderFooter(2031, []);
    const column = screen.getByRole("navigation", { name: "Services" });
    expect(within(column).queryAllByRole("link")).toHaveLength(0);
  });

  it("offers the contact email as a mailto link", () => {
    renderFooter();
    const email = screen.getByRole("link", { name: site.contactEmail });
    expect(email).toHaveAttribute("href", `mailto:${site.contactEmail}`);
    expect(site.contactEmail).toBe("hello@brightline.digital");
  });

  it("links to every social profile in a new-context-safe way", () => {
    renderFooter();
    const column = screen.getByRole("navigation", { name: "Follow us" });
    const links = within(column).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      site.social.map((social) => [social.label, social.href]),
    );
    for (const link of links) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the copyright line with the given year", () => {
    const footer = renderFooter(2031);
    expect(within(footer).getByText(/© 2031 Brightline Digital/)).toBeInTheDocument();
  });

  it("links the logo home", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: "Brightline Digital, home" })).toHaveAttribute("href", "/");
  });
});
