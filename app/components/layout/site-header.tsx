import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { startProject } from "~/config/site";
import { AccountSlot } from "./account-slot";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PrimaryLinks } from "./primary-links";

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-primary/10 text-primary" : "text-base-content/80 hover:text-base-content hover:bg-base-200"
  }`;
}

/**
 * The bar on top of every page. The account corner is passed in, so the bar knows no auth. From
 * 1280 px the sections sit in the bar; below, in the menu. "Start a project" stays in the bar from
 * 640 px, and is the menu's last item below that, where the bar has room for the logo, the
 * account corner and the menu button only.
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-base-300/70 bg-base-100/85 backdrop-blur-md [view-transition-name:site-header] supports-[not(backdrop-filter:blur(0))]:bg-base-100">
      <Container className="flex h-16 items-center justify-between gap-3 lg:h-20">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <PrimaryLinks linkClass={desktopLinkClass} listClass="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink to={startProject.to} variant="secondary" className="btn-sm max-sm:hidden lg:btn-md" reloadDocument>
            {startProject.label}
          </ButtonLink>
          <AccountSlot>{account}</AccountSlot>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
