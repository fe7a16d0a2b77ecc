import type { Database } from "~/database/database.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { recordAudit } from "~/privacy/audit-log.server";
import { setOnlyRole } from "./staff-grants.server";
import { dropInvitationsFor } from "./staff-invitations.server";
import { comparableEmail } from "~/identity/comparable-email";
import { roleOf, type StaffRole } from "./staff-roles";

/**
 * Who may open the staff pages, and changing it from /admin/people (issue 64): before, only
 * `npm run admin` could. Each change keeps an audit line naming who made it, and the site never
 * loses its last staff member: nobody could then give access back without the command line.
 */

/** Someone with access: their account, its role, and when they last signed in. */
export type PersonWithAccess = { uid: string; email: string; name: string | null; role: StaffRole; lastSignIn: Date | null };

/** The identity provider's pages of accounts are read this many at a time (its most). */
const PAGE = 1000;

/** Every account with a role on the staff pages, staff first, each by email. */
export async function peopleWithAccess(): Promise<PersonWithAccess[]> {
  const people: PersonWithAccess[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(PAGE, pageToken);
    for (const user of page.users) {
      const claims = user.customClaims ?? {};
      const role = roleOf({ staff: claims.admin === true, editor: claims.editor === true });
      // A disabled account opens nothing: it is not counted, so it can never be the staff member left.
      if (!role || !user.email || user.disabled) continue;
      const lastSignIn = user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime) : null;
      people.push({ uid: user.uid, email: user.email, name: user.displayName ?? null, role, lastSignIn });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return people.sort((a, b) => (a.role === b.role ? a.email.localeCompare(b.email) : a.role === "staff" ? -1 : 1));
}

/** Why a change of access was refused, for the page to say in its language. */
export type AccessRefusal = "no-account" | "unconfirmed" | "last-staff" | "no-access" | "has-access";

export type AccessChange = { ok: true; email: string; role: StaffRole | null } | { ok: false; refused: AccessRefusal };

/**
 * Gives the account at `email` `role` (and no other), or takes its access away (`role` null),
 * as `actor` asks; an audit line says who did what. Refused when no account uses the address,
 * or when it would leave the site without staff.
 */
export async function setAccess(
  db: Database,
  actor: string,
  email: string,
  role: StaffRole | null,
  { newcomer = false }: { newcomer?: boolean } = {},
): Promise<AccessChange> {
  const people = await peopleWithAccess();
  const person = personAt(people, email);
  // Giving access to someone who has it would change their role unasked: that is the row's job.
  if (newcomer && person) return { ok: false, refused: "has-access" };
  const refused = accessRefusal(people, email, role);
  if (refused) return { ok: false, refused };
  const account = person?.email ?? email;
  // Staff's word on this address stands: an invitation to it, taken up later, would undo it.
  await dropInvitationsFor(db, account);
  if (person && person.role === role) return { ok: true, email: account, role };
  try {
    // Access is given only to a confirmed address: an account anyone made with a colleague's address is not the colleague's.
    await setOnlyRole(account, role, { confirmedOnly: newcomer });
  } catch (error) {
    if (error instanceof Error && error.name === "NoSuchAccountError") return { ok: false, refused: "no-account" };
    if (error instanceof Error && error.name === "UnconfirmedAccountError") return { ok: false, refused: "unconfirmed" };
    throw error;
  }
  const action = role === null ? "access-removed" : person ? "access-changed" : "access-granted";
  const detail =
    role === null ? `${account}: no access (was ${person!.role})` : `${account}: ${role}${person ? ` (was ${person.role})` : ""}`;
  await recordAudit(db, { actor, action, detail });
  return { ok: true, email: account, role };
}

function personAt(people: readonly Pick<PersonWithAccess, "email" | "role">[], email: string) {
  // As the identity provider compares them: ASCII letters in any case, nothing else folded.
  return people.find((candidate) => comparableEmail(candidate.email) === comparableEmail(email));
}

/**
 * Why giving the account at `email` `role` (null: no access) must be refused, among `people`
 * with access now: taking away access it has not, or leaving the site without staff.
 */
export function accessRefusal(
  people: readonly Pick<PersonWithAccess, "email" | "role">[],
  email: string,
  role: StaffRole | null,
): AccessRefusal | undefined {
  const person = personAt(people, email);
  if (role === null && !person) return "no-access";
  const otherStaff = people.filter((candidate) => candidate.role === "staff" && candidate !== person).length;
  if (person?.role === "staff" && role !== "staff" && otherStaff === 0) return "last-staff";
  return undefined;
}
