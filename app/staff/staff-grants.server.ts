import { adminAuth } from "~/platform/firebase-admin.server";
import { isNoSuchAccount } from "~/sessions/credential-errors";
import { noteAccountChanged } from "~/sessions/revocation.server";
import { roleOf, type StaffRole } from "./staff-roles";

export class NoSuchAccountError extends Error {
  override name = "NoSuchAccountError";
}

/** An account whose address its owner has not confirmed: anyone may have made it with that address. */
export class UnconfirmedAccountError extends Error {
  override name = "UnconfirmedAccountError";
}

/** The custom claim that gives each role (staff-roles.ts). */
const claimOf: Record<StaffRole, string> = { staff: "admin", editor: "editor" };

/** `claims` with exactly `role`'s claim among the roles' (none for `null`), its other claims kept. */
function withOnlyRole(claims: Record<string, unknown> | undefined, role: StaffRole | null): Record<string, unknown> {
  const kept = { ...claims };
  for (const each of Object.keys(claimOf) as StaffRole[]) delete kept[claimOf[each]];
  if (role) kept[claimOf[role]] = true;
  return kept;
}

/**
 * Makes an account staff (the custom claim `admin: true`) or not, keeping its other claims.
 * Returns whether anything changed. The change counts without signing in again.
 */
export function setStaff(email: string, staff: boolean): Promise<{ uid: string; changed: boolean }> {
  return setRole(email, "staff", staff);
}

/** The account that uses `email`; NoSuchAccountError when none does. */
async function accountAt(email: string) {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if (isNoSuchAccount(error)) throw new NoSuchAccountError(`No account uses ${email}: they must create one on the site first.`);
    throw error;
  }
}

/**
 * Gives an account exactly one role on the staff pages, or none (`null`), in one write of its
 * claims, keeping its others: a change of role never leaves it with both, or neither, half-way.
 * Returns the account's email as the identity provider keeps it. With `confirmedOnly`, an account
 * whose address is not confirmed is refused (UnconfirmedAccountError): whoever registered it may
 * not own the mailbox.
 */
export async function setOnlyRole(
  email: string,
  role: StaffRole | null,
  { confirmedOnly = false }: { confirmedOnly?: boolean } = {},
): Promise<{ uid: string; email: string }> {
  const auth = adminAuth();
  const user = await accountAt(email);
  if (confirmedOnly && !user.emailVerified) throw new UnconfirmedAccountError(`${email} has not confirmed its address.`);
  await auth.setCustomUserClaims(user.uid, withOnlyRole(user.customClaims, role));
  await noteAccountChanged(user.uid);
  return { uid: user.uid, email: user.email ?? email };
}

/**
 * Gives the account `uid` `role` on the staff pages, unless it has a higher one already: an
 * invitation taken up never lowers a role given since (staff outranks editor). Returns the role
 * it has after, and whether that changed.
 */
export async function giveRoleAtLeast(uid: string, role: StaffRole): Promise<{ role: StaffRole; changed: boolean }> {
  const auth = adminAuth();
  const user = await auth.getUser(uid);
  const claims = user.customClaims ?? {};
  const held = roleOf({ staff: claims[claimOf.staff] === true, editor: claims[claimOf.editor] === true });
  if (held === "staff" || held === role) return { role: held, changed: false };
  await auth.setCustomUserClaims(uid, withOnlyRole(claims, role));
  // Written: from here the role is theirs, so a failure to tell the other instances at once is
  // logged, not thrown (their copies learn it when they expire, as after a console change).
  await noteAccountChanged(uid).catch((error: unknown) => console.error("Could not tell the instances of a new role:", error));
  return { role, changed: true };
}

/** Gives an account a role on the staff pages, or takes it away, keeping its other claims; as setStaff. */
export async function setRole(email: string, role: StaffRole, granted: boolean): Promise<{ uid: string; changed: boolean }> {
  const auth = adminAuth();
  const user = await accountAt(email);
  const claims = { ...user.customClaims };
  const claim = claimOf[role];
  const changed = (claims[claim] === true) !== granted;
  if (changed) {
    if (granted) claims[claim] = true;
    else delete claims[claim];
    await auth.setCustomUserClaims(user.uid, claims);
  }
  // Noted even when the claim was as asked: it may have been changed in the Firebase console,
  // which the site's copies would learn of only when they expire. Through Redis, every instance
  // of the site counts it at its next request.
  await noteAccountChanged(user.uid);
  return { uid: user.uid, changed };
}
