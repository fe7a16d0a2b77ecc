import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { startProject } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PrimaryLinks } from "./primary-links";

// Narrow padding: at 1280 px the bar holds the sections, search, the language, the call to
// action and a signed-in person's name and Log out, in German too.
function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? "bg-primary/10 text-primary" : "text-base-content/80 hover:text-base-content hover:bg-base-200"
  }`;
}

/** Search's parts of the frame as HTML, made by the server (app/search/search-markup.server.tsx): the bar's button and popover, the menu's field. */
export type SearchMarkup = { bar: string; menu: string };

/**
 * The bar on top of every page. The account corner is passed in, so the bar knows no auth. From
 * 1280 px the sections sit in the bar; below, in the menu. "Start a project" stays in the bar from
 * 640 px, and is the menu's last item below that, where the bar has room for the logo, the
 * account corner and the menu button only; search is a button that opens its field from 640 px,
 * and the menu's first item below.
 */
export function SiteHeader({ account, search }: { account: ReactNode; search?: SearchMarkup }) {
  return (
    <header className="sticky top-0 z-40 border-b border-base-300/70 bg-base-100/85 backdrop-blur-md [view-transition-name:site-header] supports-[not(backdrop-filter:blur(0))]:bg-base-100">
      <Container className="flex h-16 items-center justify-between gap-3 lg:h-20">
        <Logo />
        <nav aria-label={m.nav_label()} className="hidden xl:block">
          <PrimaryLinks linkClass={desktopLinkClass} listClass="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          {/* Below 640 px the menu has it: the bar keeps room for the logo and the account corner. */}
          {/* Search's button and field, made by the server as HTML (app/search/search-markup.server.tsx). */}
          {search ? <div className="max-sm:hidden" dangerouslySetInnerHTML={{ __html: search.bar }} /> : null}
          <LanguageLink short className="btn rounded-full btn-ghost btn-sm max-sm:hidden" />
          <ButtonLink to={localizedPath(startProject.to)} variant="secondary" className="btn-sm max-sm:hidden lg:btn-md" reloadDocument>
            {startProject.label()}
          </ButtonLink>
          <AccountSlot>{account}</AccountSlot>
          <MobileMenu search={search?.menu} />
        </div>
      </Container>
    </header>
  );
}

/**
 * Where the bar's account corner goes, marked: a shared page is rendered for nobody, and the
 * server puts a signed-in visitor's corner in its place (server/page-cache/account-corner.ts, decision 24).
 * `display: contents`, so the mark changes nothing on screen.
 */
export function AccountSlot({ children }: { children: ReactNode }) {
  return (
    <div data-account-corner="" className="contents">
      {children}
    </div>
  );
}
