import { ArrowUpRight } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { LanguageLink } from "~/components/layout/language-link";
import { richText } from "~/i18n/rich-text";
import { localizedPath } from "~/i18n/locale";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { company } from "~/config/site";
import type { StaffRole } from "./staff-roles";
import { staffSectionOf, staffSectionsFor } from "./staff-sections";

const frameWidth = "mx-auto w-full max-w-7xl px-5 sm:px-8";

function sectionLinkClass(current: boolean) {
  return `flex items-center gap-2 border-b-2 px-1 py-3 text-sm font-semibold transition-colors ${
    current ? "border-primary text-primary" : "border-transparent text-base-content/75 hover:border-base-300 hover:text-base-content"
  }`;
}

/**
 * What every staff page sits in, instead of the marketing header and footer: the studio's mark
 * with "Staff", the way back to the public site, the person's own menu, and the staff tools as
 * tabs. Plain links: it works before the page's scripts arrive.
 */
export function StaffFrame({
  email,
  role,
  year,
  account,
  children,
}: {
  email: string;
  role: StaffRole;
  year: number;
  account: ReactNode;
  children: ReactNode;
}) {
  const { path, section } = staffSectionOf(useLocation().pathname);
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-base-300/70 bg-base-100/90 backdrop-blur-md supports-[not(backdrop-filter:blur(0))]:bg-base-100">
        <div className={`${frameWidth} flex h-16 items-center justify-between gap-3`}>
          <div className="flex min-w-0 items-center gap-3">
            <Logo />
            <span className="badge badge-outline badge-sm font-semibold">{m.staff_badge()}</span>
          </div>
          <div className="flex items-center gap-2">
            {/* The staff member's language is the address's: this page in the other one, a page load. */}
            <LanguageLink short className="btn rounded-full btn-ghost btn-sm" />
            {/* The public pages load no framework: a page load, not client routing (decision 24). */}
            <Link to={localizedPath("/")} reloadDocument className="btn rounded-full btn-ghost btn-sm max-sm:hidden">
              {m.staff_view_site()}
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </Link>
            {account}
          </div>
        </div>
        <nav aria-label={m.staff_nav_label()} className={frameWidth}>
          <ul className="-mb-px flex flex-wrap gap-x-6">
            {staffSectionsFor(role).map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={localizedPath(to)}
                  // "page" on the section's own list; "true" on a page within it, which the link does not itself open.
                  aria-current={to === section ? (to === path ? "page" : "true") : undefined}
                  className={sectionLinkClass(to === section)}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={`${frameWidth} flex-1 py-8 focus:outline-none sm:py-10`}>
        {children}
      </main>
      <footer className="border-t border-base-300 bg-base-200">
        <div className={`${frameWidth} flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5 text-sm text-base-content/75`}>
          <p>
            {richText(role === "editor" ? m.staff_signed_in_as_editor : m.staff_signed_in_as, {
              email: <span className="font-semibold break-all text-base-content">{email}</span>,
            })}
          </p>
          <p className="flex flex-wrap gap-x-4">
            <LanguageLink className="underline-offset-4 hover:text-primary hover:underline" />
            <Link to={localizedPath("/")} reloadDocument className="underline-offset-4 hover:text-primary hover:underline">
              {m.staff_view_site()}
            </Link>
            <span>
              © {year} {company.legalName}
            </span>
          </p>
        </div>
      </footer>
    </>
  );
}
