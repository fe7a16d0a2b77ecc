import { Menu, X } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { startProject } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { LanguageLink } from "./language-link";
import { PrimaryLinks } from "./primary-links";

/** The menu's element id: the page has one bar, and a fixed id reads the same in every page. */
export const MOBILE_MENU_ID = "site-menu";

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-xl px-4 py-3 text-base font-semibold ${isActive ? "bg-primary/10 text-primary" : "hover:bg-base-200"}`;
}

/**
 * The navigation below 1280 px: a native popover (decision 24). The browser opens it from the
 * button before any script has arrived, or with none at all; it closes on Escape (focus back
 * on the button) and on a click or tap outside, and tells assistive technology whether it is
 * expanded. Following a link loads the next page, which starts with it closed. `search` is the
 * search field's HTML, made by the server, shown first below 640 px (issue 68).
 */
export function MobileMenu({ search }: { search?: string }) {
  return (
    <div className="group xl:hidden">
      <button type="button" className="btn btn-square rounded-full btn-ghost" popoverTarget={MOBILE_MENU_ID}>
        <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
        <span className="sr-only">{m.nav_menu()}</span>
      </button>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={m.nav_label()}
        className="fixed inset-auto top-16 right-4 m-0 w-[min(20rem,calc(100vw-2rem))] rounded-box border border-base-300 bg-base-100 p-2 text-base-content shadow-xl backdrop:bg-transparent motion-safe:animate-rise lg:top-20 xl:hidden"
      >
        {/* The bar's search button shows from 640 px; on a phone the field opens with the menu. */}
        {search ? <div className="p-2 sm:hidden" dangerouslySetInnerHTML={{ __html: search }} /> : null}
        <PrimaryLinks linkClass={mobileLinkClass} />
        {/* The bar shows it from 640 px; on a phone it is the menu's last item. */}
        <ButtonLink to={localizedPath(startProject.to)} variant="secondary" className="mt-2 w-full sm:hidden" reloadDocument>
          {startProject.label()}
        </ButtonLink>
        <LanguageLink className="btn mt-2 w-full rounded-full btn-ghost sm:hidden" />
      </nav>
    </div>
  );
}
