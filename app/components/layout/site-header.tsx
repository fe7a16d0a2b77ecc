import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { AccountSlot } from "./account-slot";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PrimaryLinks } from "./primary-links";

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-primary/10 text-primary" : "text-base-content/80 hover:text-base-content hover:bg-base-200"
  }`;
}

/** The bar on top of every page. The account corner is passed in, so the bar knows no auth. */
export function SiteHeader({ account }: { account: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-base-300/70 bg-base-100/85 backdrop-blur-md [view-transition-name:site-header] supports-[not(backdrop-filter:blur(0))]:bg-base-100">
      <Container className="flex h-16 items-center justify-between gap-3 lg:h-20">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <PrimaryLinks linkClass={desktopLinkClass} listClass="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <AccountSlot>{account}</AccountSlot>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
