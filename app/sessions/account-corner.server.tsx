import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AccountArea } from "~/components/layout/account-area";
import { AccountSlot } from "~/components/layout/account-slot";
import type { AccountUser } from "~/types/account-user";

/**
 * The bar's account corner for this person (or for nobody: the Log in link), in its slot, as a
 * page's render writes it: the server finds nobody's corner in a shared page and puts the
 * visitor's in its place (server/page-cache/account-corner.ts). React escapes what the person typed.
 */
export function renderAccountCorner(user: AccountUser | null): string {
  return renderToString(
    <MemoryRouter>
      <AccountSlot>
        <AccountArea user={user} />
      </AccountSlot>
    </MemoryRouter>,
  );
}
