import { adminAuth } from "~/.server/firebase-admin.server";
import { isNoSuchAccount } from "~/sessions/credential-errors";

export class NoSuchAccountError extends Error {
  override name = "NoSuchAccountError";
}

/**
 * Makes an account staff (the custom claim `admin: true`) or not, keeping its other claims.
 * Returns whether anything changed. The inbox reads the claim on every request, so the change
 * counts from the account's next request, without signing in again.
 */
export async function setStaff(email: string, staff: boolean): Promise<{ uid: string; changed: boolean }> {
  const auth = adminAuth();
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (isNoSuchAccount(error)) throw new NoSuchAccountError(`No account uses ${email}: they must create one on the site first.`);
    throw error;
  }
  const claims = { ...user.customClaims };
  if ((claims.admin === true) === staff) return { uid: user.uid, changed: false };
  if (staff) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, changed: true };
}
