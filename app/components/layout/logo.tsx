import { Link } from "react-router";
import { site } from "~/config/site";

/** The brand mark and name, linking home. */
export function Logo() {
  return (
    <Link
      to="/"
      // The home page has no scripts: a page load even from a page that hydrated (decision 24).
      reloadDocument
      className="flex shrink-0 items-center gap-2.5 rounded-lg font-display text-lg font-extrabold tracking-tight"
      aria-label={`${site.name}, home`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <path
          d="M9 22.5 16 9.5l7 13"
          fill="none"
          className="stroke-primary-content"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="19.5" r="2.6" className="fill-secondary" />
      </svg>
      <span className="hidden min-[360px]:inline">
        Brightline<span className="text-primary"> Digital</span>
      </span>
    </Link>
  );
}
