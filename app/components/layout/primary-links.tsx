import { NavLink, type NavLinkProps } from "react-router";
import { primaryNavigation } from "~/config/site";
import { localizedPath } from "~/i18n/locale";

/** The main sections as list items; the bar and the mobile menu style them differently. */
export function PrimaryLinks({ linkClass, listClass }: { linkClass: NavLinkProps["className"]; listClass?: string }) {
  return (
    <ul className={listClass}>
      {primaryNavigation.map((item) => (
        <li key={item.to}>
          {/* `end` keeps Home from matching every page. A page load, not client routing, even from
              a page that hydrated: the sections are pages without scripts (decision 24). */}
          <NavLink to={localizedPath(item.to)} end={item.to === "/"} className={linkClass} reloadDocument>
            {item.label()}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
