import { Link } from "react-router";
import { site } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** The name's last word is set in the brand colour: "Brightline" and " Digital". */
const [brand, accent] = [site.name.split(" ").slice(0, -1).join(" "), site.name.split(" ").at(-1)];

/** The brand mark and name, linking home. */
export function Logo() {
  return (
    <Link
      to={localizedPath("/")}
      // The home page has no scripts: a page load even from a page that hydrated (decision 24).
      reloadDocument
      className="flex shrink-0 items-center gap-2.5 rounded-lg font-display text-lg font-extrabold tracking-tight"
      aria-label={m.frame_home_link({ name: site.name })}
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
        {brand}
        <span className="text-primary"> {accent}</span>
      </span>
    </Link>
  );
}
