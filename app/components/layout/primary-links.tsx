import { NavLink, type NavLinkProps } from "react-router";
import { primaryNavigation } from "~/config/site";

/** The main sections as list items; the bar and the mobile menu style them differently. */
export function PrimaryLinks({ linkClass, listClass }: { linkClass: NavLinkProps["className"]; listClass?: string }) {
  return (
    <ul className={listClass}>
      {primaryNavigation.map((item) => (
        <li key={item.to}>
          {/* `end` keeps Home from matching every page. */}
          <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
