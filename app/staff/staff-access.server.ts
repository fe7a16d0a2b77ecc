import { createContext, data, type MiddlewareFunction } from "react-router";
import type { UserRecord } from "firebase-admin/auth";
import { adminAuth } from "~/.server/firebase-admin.server";
import { isNoSuchAccount } from "~/sessions/credential-errors";
import { requireSiteOrigin } from "~/.server/request-origin.server";
import { requireUser } from "~/identity/session-middleware.server";
import type { Staff } from "~/leads/lead-record.server";

/** The staff member a request of the inbox is made by, once staffOnly has checked them. */
export const staffContext = createContext<Staff | null>(null);

/**
 * True while the account carries the custom claim `admin: true` and is enabled. Read from the
 * identity provider on every request, not from the session cookie's copy of the claims: a
 * revoke (`npm run admin -- revoke`) shuts the inbox at the next request, not at the next sign-in.
 */
export async function isStaff(uid: string): Promise<boolean> {
  try {
    return isStaffRecord(await adminAuth().getUser(uid));
  } catch (error) {
    if (isNoSuchAccount(error)) return false;
    throw error;
  }
}

/** The staff rule, on an account already fetched from the identity provider. */
export function isStaffRecord(user: UserRecord): boolean {
  return user.customClaims?.admin === true && !user.disabled;
}

/**
 * Guards every page, form and download of the inbox, before any of their loaders or actions
 * runs: a form from anywhere but the site's own pages gets 403; visitors go to sign in and
 * come back; signed-in people who are not staff get 403.
 */
export const staffOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // A staff form is taken only from the inbox's own pages, before anything else is asked.
  if (request.method !== "GET" && request.method !== "HEAD") requireSiteOrigin(request);
  // A session revoked a moment ago does not open the inbox.
  const user = await requireUser({ request, context }, { fresh: true });
  if (!(await isStaff(user.uid))) throw data(null, { status: 403, statusText: "Forbidden" });
  context.set(staffContext, { uid: user.uid, email: user.email ?? user.uid });
  return next();
};

/** The staff member of this request; only reachable under staffOnly. */
export function currentStaff(context: { get: (key: typeof staffContext) => Staff | null }): Staff {
  const staff = context.get(staffContext);
  if (!staff) throw new Error("An inbox route ran without the staffOnly middleware");
  return staff;
}
