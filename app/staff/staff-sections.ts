import { CalendarDays, FilePenLine, Gauge, Inbox, type LucideIcon } from "lucide-react";
import { roleMayOpen, type StaffRole } from "./staff-roles";

export type StaffSection = { to: string; label: string; icon: LucideIcon; about: string };

/** The staff pages' own navigation, in the order staff use them. A new staff tool adds a row. */
export const staffSections: readonly StaffSection[] = [
  { to: "/admin", label: "Leads", icon: Inbox, about: "Enquiries from the contact form" },
  { to: "/admin/cohorts", label: "Cohorts", icon: CalendarDays, about: "Dates, seats and rosters" },
  { to: "/admin/site-speed", label: "Site speed", icon: Gauge, about: "What visitors measured" },
  { to: "/admin/content", label: "Content", icon: FilePenLine, about: "Pages, posts and courses: write and publish" },
];

/** The sections someone in `role` may open, in the staff pages' order. */
export function staffSectionsFor(role: StaffRole): readonly StaffSection[] {
  return staffSections.filter(({ to }) => roleMayOpen(role, to));
}

/**
 * The section a page belongs to: its own path, or the longest section path it lies under (a
 * cohort's page is under Cohorts; a lead's, under Leads at /admin).
 */
export function staffSectionOf(pathname: string): { path: string; section: string } {
  const path = pathname.replace(/\/+$/, "") || "/";
  const under = staffSections.filter(({ to }) => path === to || path.startsWith(`${to}/`));
  return { path, section: under.reduce<string>((longest, { to }) => (to.length > longest.length ? to : longest), "/admin") };
}
