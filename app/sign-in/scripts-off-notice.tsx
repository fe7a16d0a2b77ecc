import type { ReactNode } from "react";

/**
 * What a page can do with scripts off, said before anyone types, and only to a browser whose
 * scripts are off. Plain: it ships in the page's script, which never shows it.
 */
export function ScriptsOffNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p role="status" className="rounded-box border border-info/40 bg-info/10 px-4 py-3 text-sm">
        {children}
      </p>
    </noscript>
  );
}
