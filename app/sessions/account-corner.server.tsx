import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AccountArea } from "~/components/layout/account-area";
import { AccountSlot } from "~/components/layout/site-header";
import { baseLocale } from "~/i18n/locale";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { inLocale } from "~/i18n/request-locale.server";
import type { AccountUser } from "~/types/account-user";

/**
 * The bar's account corner for this person (or for nobody: the Log in link), in its slot, as a
 * page in that language writes it: the server finds nobody's corner in a shared page and puts the
 * visitor's in its place (server/page-cache/account-corner.ts). React escapes what the person typed.
 */
export function renderAccountCorner(user: AccountUser | null, language: string): string {
  // In the page's language: its words and its links (/de/login on a German page).
  return inLocale(isLocale(language) ? language : baseLocale, () =>
    renderToString(
      <MemoryRouter>
        <AccountSlot>
          <AccountArea user={user} />
        </AccountSlot>
      </MemoryRouter>,
    ),
  );
}
