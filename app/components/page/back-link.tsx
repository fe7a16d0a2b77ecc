import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { localizedPath } from "~/i18n/locale";

/** The way back up from a detail page to its list: "All projects", "All courses". */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={localizedPath(to)} className="inline-flex items-center gap-2 text-sm font-semibold text-base-content/75 hover:text-primary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
