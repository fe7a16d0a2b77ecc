import { createContext, data, type MiddlewareFunction } from "react-router";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { requireAccount } from "~/identity/session-middleware.server";
import type { Staff } from "~/leads/lead-record.server";
import { roleMayOpen, roleOf, type StaffRole } from "./staff-roles";

/** The staff member a request of the inbox is made by, once staffOnly has checked them. */
export const staffContext = createContext<(Staff & { role: StaffRole }) | null>(null);

/**
 * Guards every page, form and download of the inbox, before any of their loaders or actions
 * runs: a form from anywhere but the site's own pages gets 403; visitors go to sign in and
 * come back; signed-in people who are not staff (the custom claim `admin: true` on an enabled
 * account) get 403, and so do editors (`editor: true`) anywhere but the content studio. A page trusts the copy of the claim the session check read (decision 39);
 * a form asks the identity provider.
 */
export const staffOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const reading = request.method === "GET" || request.method === "HEAD";
  let allowed: { user: { uid: string; email?: string | null }; role: StaffRole };
  try {
    // A staff form is taken only from the inbox's own pages, before anything else is asked.
    if (!reading) requireSiteOrigin(request);
    const { user, standing } = await requireAccount({ request, context }, { fresh: !reading });
    const role = roleOf(standing);
    // Editors open the content studio and nothing else (staff-roles.ts): one rule for every page under /admin.
    if (!role || !roleMayOpen(role, new URL(request.url).pathname)) throw data(null, { status: 403, statusText: "Forbidden" });
    allowed = { user, role };
  } catch (refusal) {
    // A refused form is read first (the request gate capped it at its route's limit): behind
    // nginx, which sends a body whole before it reads the answer, an answer sent over an unread
    // studio upload became nginx's 502.
    if (!reading) await request.arrayBuffer().catch(() => undefined);
    throw refusal;
  }
  context.set(staffContext, { uid: allowed.user.uid, email: allowed.user.email ?? allowed.user.uid, role: allowed.role });
  return next();
};

/** The staff member of this request; only reachable under staffOnly. */
export function currentStaff(context: { get: (key: typeof staffContext) => (Staff & { role: StaffRole }) | null }): Staff & {
  role: StaffRole;
} {
  const staff = context.get(staffContext);
  if (!staff) throw new Error("An inbox route ran without the staffOnly middleware");
  return staff;
}
