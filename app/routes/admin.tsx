import { currentStaff, staffOnly } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin";
import type { PageHandle } from "~/page-scripts/page-handle";

/** The staff pages sort, filter and update leads in place: React in the browser (decision 24). */
export const handle: PageHandle = { page: "personal", hydrate: true };

// Every page, form and download under /admin passes this first (staff-access.server.ts).
export const middleware: Route.MiddlewareFunction[] = [staffOnly];

/** Who is signed in to the staff pages; the root's layout puts them in the staff frame (app/staff/staff-frame.tsx). */
export function loader({ context }: Route.LoaderArgs) {
  return { email: currentStaff(context).email };
}
