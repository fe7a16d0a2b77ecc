import staffTableStyles from "~/staff/staff-tables.css?url";
import { Outlet, useRouteLoaderData } from "react-router";
import { AccountCorner } from "~/sign-in/account-corner";
import { ErrorScreen } from "~/components/errors/error-screen";
import { currentStaff, staffOnly } from "~/staff/staff-access.server";
import { StaffFrame } from "~/staff/staff-frame";
import type { StaffRole } from "~/staff/staff-roles";
import type { Route } from "./+types/admin";
import type { RouteHandle } from "~/types/route-handle";

/** The staff pages sort, filter and update leads in place: React in the browser (decision 24). */
export const handle: RouteHandle = { page: "personal", hydrate: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffTableStyles }];

// Every page, form and download under /admin passes this first (staff-access.server.ts).
export const middleware: Route.MiddlewareFunction[] = [staffOnly];

/** Who is signed in to the staff pages. With it, the root's layout leaves the frame to this route. */
export function loader({ context }: Route.LoaderArgs) {
  const { email, role } = currentStaff(context);
  return { email, role };
}

function Framed({ email, role, children }: { email: string; role: StaffRole; children: React.ReactNode }) {
  // The server's year, from the root's data, so that the footer cannot disagree with itself across hydration.
  const year = (useRouteLoaderData("root") as { year?: number } | undefined)?.year ?? new Date().getFullYear();
  return (
    <StaffFrame email={email} role={role} year={year} account={<AccountCorner />}>
      {children}
    </StaffFrame>
  );
}

/** Every staff page sits in the staff frame: its tools as tabs, not the marketing header and footer. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <Framed email={loaderData.email} role={loaderData.role}>
      <Outlet />
    </Framed>
  );
}

/**
 * A staff page's error (a lead not found) stays in the staff frame. One from the staff check
 * itself (a 403) has no staff data: the root's layout has drawn the site's frame around it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = useRouteLoaderData<typeof loader>("routes/admin");
  return staff ? (
    <Framed email={staff.email} role={staff.role}>
      <ErrorScreen error={error} />
    </Framed>
  ) : (
    <ErrorScreen error={error} />
  );
}
