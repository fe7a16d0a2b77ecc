import { CalendarDays, Gauge, Inbox } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { currentStaff, staffOnly } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin";
import type { PageHandle } from "~/page-scripts/page-handle";

/** The staff pages sort, filter and update leads in place: React in the browser (decision 24). */
export const handle: PageHandle = { page: "personal", hydrate: true };

// Every page, form and download under /admin passes this first (staff-access.server.ts).
export const middleware: Route.MiddlewareFunction[] = [staffOnly];

export function loader({ context }: Route.LoaderArgs) {
  return { email: currentStaff(context).email };
}

const sections = [
  { to: "/admin", label: "Leads", icon: Inbox },
  { to: "/admin/cohorts", label: "Cohorts", icon: CalendarDays },
  { to: "/admin/site-speed", label: "Site speed", icon: Gauge },
] as const;

/**
 * The section a page belongs to: its own path, or the longest section path it lies under (a
 * cohort's page is under Cohorts; a lead's, under Leads at /admin).
 */
function sectionOf(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  const under = sections.filter(({ to }) => path === to || path.startsWith(`${to}/`));
  return { path, section: under.reduce<string>((longest, { to }) => (to.length > longest.length ? to : longest), "/admin") };
}

/** The staff inbox's frame: its sections, and who is signed in to it. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  const { path, section } = sectionOf(useLocation().pathname);
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-base-300 pb-4">
        <nav aria-label="Staff inbox">
          <ul className="flex flex-wrap gap-2">
            {sections.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  // "page" on the section's own list; "true" on a page within it, which the link does not itself open.
                  aria-current={to === section ? (to === path ? "page" : "true") : undefined}
                  className={`btn rounded-full btn-sm ${to === section ? "btn-primary" : "btn-ghost"}`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-base-content/75">
          Signed in as <span className="font-semibold break-all text-base-content">{loaderData.email}</span>
        </p>
      </div>
      <Outlet />
    </Container>
  );
}
