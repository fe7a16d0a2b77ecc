import { unlocalizedPath } from "~/i18n/locale";

/**
 * Who works on the staff pages (issue 40). Staff (the custom claim `admin: true`) open every
 * one of them, the content studio included; editors (`editor: true`) open the content studio
 * and nothing else: not leads, not cohorts and their rosters, not site speed.
 */
export type StaffRole = "staff" | "editor";

/** Where editors may go: the studio, its pages and its forms. */
const STUDIO = "/admin/content";

/** Whether someone in `role` may open the staff page, form or download at `pathname`. */
export function roleMayOpen(role: StaffRole, pathname: string): boolean {
  if (role === "staff") return true;
  // A client-side navigation's data request (`/admin/content.data`) is the page's own; the
  // German studio (/de/admin/content) is the studio.
  const path = unlocalizedPath(pathname.replace(/\.data$/, "").replace(/\/+$/, ""));
  return path === STUDIO || path.startsWith(`${STUDIO}/`);
}

/** The role an account's standing gives on the staff pages, if any: staff outranks editor. */
export function roleOf(standing: { staff: boolean; editor: boolean }): StaffRole | undefined {
  if (standing.staff) return "staff";
  if (standing.editor) return "editor";
  return undefined;
}
