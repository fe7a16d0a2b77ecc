import { CalendarDays, Gauge, Inbox, type LucideIcon } from "lucide-react";

export type StaffSection = { to: string; label: string; icon: LucideIcon; about: string };

/** The staff pages' own navigation, in the order staff use them. A new staff tool adds a row. */
export const staffSections: readonly StaffSection[] = [
  { to: "/admin", label: "Leads", icon: Inbox, about: "Enquiries from the contact form" },
  { to: "/admin/cohorts", label: "Cohorts", icon: CalendarDays, about: "Dates, seats and rosters" },
  { to: "/admin/site-speed", label: "Site speed", icon: Gauge, about: "What visitors measured" },
];

/**
 * The section a page belongs to: its own path, or the longest section path it lies under (a
 * cohort's page is under Cohorts; a lead's, under Leads at /admin).
 */
export function staffSectionOf(pathname: string): { path: string; section: string } {
  const path = pathname.replace(/\/+$/, "") || "/";
  const under = staffSections.filter(({ to }) => path === to || path.startsWith(`${to}/`));
  return { path, section: under.reduce<string>((longest, { to }) => (to.length > longest.length ? to : longest), "/admin") };
}
