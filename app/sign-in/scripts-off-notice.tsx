import type { ReactNode } from "react";

/**
 * What a page can do with scripts off, said before anyone types, and only to a browser whose
 * scripts are off. Plain: it ships in the page's script, which never shows it. With it comes
 * the page's look with scripts off (`styles`: scripts-off.css, its address from the loader, so
 * the page's script does not carry it): a stylesheet inside `<noscript>` is fetched only by a
 * browser that runs no scripts, so nobody else pays for it.
 */
export function ScriptsOffNotice({ children, styles }: { children: ReactNode; styles: string }) {
  return (
    <noscript>
      <link rel="stylesheet" href={styles} />
      <p role="status" className="rounded-box border border-info/40 bg-info/10 px-4 py-3 text-sm">
        {children}
      </p>
    </noscript>
  );
}
