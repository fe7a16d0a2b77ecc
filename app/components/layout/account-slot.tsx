import type { ReactNode } from "react";

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
