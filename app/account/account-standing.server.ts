import type { UserRecord } from "firebase-admin/auth";
import { adminAuth } from "~/.server/firebase-admin.server";
import { isStaffRecord } from "~/staff/staff-access.server";
import type { SignInMethod } from "~/types/sign-in-method";

/**
 * What the account page needs from the identity provider's record, in one request.
 * `tokensValidSince`: when the person's tokens were last revoked (a password change, "log out of
 * every device"); sessions signed in before it no longer count.
 */
export type AccountStanding = { staff: boolean; signInMethods: SignInMethod[]; tokensValidSince?: Date };

/** The ways an account can sign in that the site offers, in the order the page lists them. */
export function signInMethodsOf(user: Pick<UserRecord, "providerData">): SignInMethod[] {
  const providers = new Set(user.providerData.map((info) => info.providerId));
  return (["password", "google.com"] as const).filter((method) => providers.has(method));
}

/**
 * The account's standing, from one lookup. When the identity provider does not answer, the
 * page still opens as for a password account without the staff link: its forms then say what
 * failed when they are used.
 */
export async function accountStanding(uid: string): Promise<AccountStanding> {
  try {
    const user = await adminAuth().getUser(uid);
    const validSince = user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime) : undefined;
    return { staff: isStaffRecord(user), signInMethods: signInMethodsOf(user), tokensValidSince: validSince };
  } catch (error) {
    console.error("Could not read the account's sign-in methods:", error);
    return { staff: false, signInMethods: ["password"] };
  }
}
