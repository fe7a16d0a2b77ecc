import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { calendarDay } from "~/config/calendar-day";
import { database } from "~/database/database.server";
import { localizedPath } from "~/i18n/locale";
import { requireAccount } from "~/identity/session-middleware.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { type AcceptanceRefusal, acceptInvitation, acceptanceRefusal, invitationAt } from "./staff-invitations.server";

/**
 * The page an invitation's link opens (/account/invitation/<token>, decision 62): whoever follows
 * it signs in first (or registers, and comes back), then sees who invited them to which role and
 * presses Accept; or reads, in words, why they cannot yet: the link is for another address, the
 * address is not confirmed, or the invitation is no longer open.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { token: string } };

export type InvitationView =
  | { state: "closed" }
  | {
      state: "open" | "other-address" | "unconfirmed";
      by: string;
      role: "staff" | "editor";
      email: string;
      signedInAs: string;
      until: string;
    };

/** What the page shows, and its status: 404 for an invitation no longer open, 409 when Accept was refused. */
async function viewOf(args: PageArgs, refusal?: AcceptanceRefusal): Promise<{ view: InvitationView; status: number }> {
  const { user } = await requireAccount(args);
  const invitation = await invitationAt(await database(), args.params.token);
  const refused = refusal ?? (await acceptanceRefusal(invitation, user.uid));
  const view: InvitationView =
    !invitation || refused === "closed"
      ? { state: "closed" }
      : {
          state: refused ?? "open",
          by: invitation.invitedBy,
          role: invitation.role,
          email: invitation.email,
          signedInAs: user.email ?? "",
          until: calendarDay(invitation.expiresAt, { onStudioClock: true }),
        };
  return { view, status: view.state === "closed" ? 404 : refusal ? 409 : 200 };
}

export const invitationStep = (args: PageArgs) => viewOf(args);

/** Accept: the role is given and the staff pages open; a refusal shows the page again, saying why. */
export async function takeUpInvitation(args: PageArgs) {
  requireSiteOrigin(args.request);
  const { user } = await requireAccount(args);
  const taken = await acceptInvitation(await database(), { token: args.params.token, uid: user.uid });
  // To a page the role opens: an editor's is the studio alone.
  if (taken.ok) return redirect(localizedPath(taken.role === "staff" ? "/admin" : "/admin/content"), { status: 303 });
  return viewOf(args, taken.refused);
}
