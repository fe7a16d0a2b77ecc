import { redirect } from "react-router";
import { problem } from "~/identity/api-answers.server";
import { endSession } from "~/sessions/session.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { safeRedirect } from "~/identity/safe-redirect";
import { postedForm } from "~/platform/posted-form.server";
import type { Route } from "./+types/auth.logout";

/**
 * The bar's Logout button: a form POST, so it works on pages that load no scripts (decision
 * 24). Ends the session and sends the visitor to the home page, which then shows Login; or to the
 * form's `redirectTo`, a page of this site (an invitation's, to sign in again with another address).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return problem(403, "You can only log out from this site's own pages.");
  // Logged out whatever the form says: a form it cannot read (or that names a field twice) goes home.
  const posted = await postedForm(request);
  return redirect(safeRedirect(posted.ok ? posted.form.get("redirectTo") : null, "/"), {
    status: 303,
    headers: {
      "Set-Cookie": await endSession(request),
      // The sign-in SDK keeps the person in this browser's storage (IndexedDB) for the account
      // pages: the browser clears it, as a shared computer needs, without a script on this page.
      "Clear-Site-Data": '"storage"',
    },
  });
}

/** An address to post to, not a page: a link to it signs nobody out (a GET must change nothing). */
export function loader() {
  return problem(405, "Use the Logout button to log out.", { Allow: "POST" });
}
