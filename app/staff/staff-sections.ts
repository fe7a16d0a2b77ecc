import {
  CalendarDays,
  DatabaseBackup,
  FilePenLine,
  Gauge,
  Inbox,
  type LucideIcon,
  Newspaper,
  ReceiptText,
  TicketPercent,
  Users,
} from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { roleMayOpen, type StaffRole } from "./staff-roles";
import { unlocalizedPath } from "~/i18n/locale";

/** A staff tool: its English address (the frame puts it in the page's language), and its words as messages. */
export type StaffSection = { to: string; label: () => string; icon: LucideIcon; about: () => string };

/** The staff pages' own navigation, in the order staff use them. A new staff tool adds a row. */
export const staffSections: readonly StaffSection[] = [
  { to: "/admin", label: m.staff_section_leads, icon: Inbox, about: m.staff_section_leads_about },
  { to: "/admin/cohorts", label: m.staff_section_cohorts, icon: CalendarDays, about: m.staff_section_cohorts_about },
  { to: "/admin/invoices", label: m.staff_section_invoices, icon: ReceiptText, about: m.staff_section_invoices_about },
  { to: "/admin/vouchers", label: m.staff_section_vouchers, icon: TicketPercent, about: m.staff_section_vouchers_about },
  { to: "/admin/backups", label: m.staff_section_backups, icon: DatabaseBackup, about: m.staff_section_backups_about },
  { to: "/admin/site-speed", label: m.staff_section_speed, icon: Gauge, about: m.staff_section_speed_about },
  { to: "/admin/content", label: m.staff_section_content, icon: FilePenLine, about: m.staff_section_content_about },
  { to: "/admin/newsletters", label: m.staff_section_newsletters, icon: Newspaper, about: m.staff_section_newsletters_about },
  { to: "/admin/people", label: m.staff_section_people, icon: Users, about: m.staff_section_people_about },
];

/** The sections someone in `role` may open, in the staff pages' order. */
export function staffSectionsFor(role: StaffRole): readonly StaffSection[] {
  return staffSections.filter(({ to }) => roleMayOpen(role, to));
}

/**
 * The section a page belongs to: its own path, or the longest section path it lies under (a
 * cohort's page is under Cohorts; a lead's, under Leads at /admin), in any language's address.
 */
export function staffSectionOf(pathname: string): { path: string; section: string } {
  const path = unlocalizedPath(pathname.replace(/\/+$/, "") || "/");
  const under = staffSections.filter(({ to }) => path === to || path.startsWith(`${to}/`));
  return { path, section: under.reduce<string>((longest, { to }) => (to.length > longest.length ? to : longest), "/admin") };
}
