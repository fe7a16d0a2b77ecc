import type { ReactNode } from "react";
import { Notice } from "~/components/ui/notice";

/** What a page can do with scripts off, said before anyone types, and only to a browser whose scripts are off. */
export function ScriptsOffNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Notice>{children}</Notice>
    </noscript>
  );
}
