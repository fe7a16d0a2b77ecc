import type { UserRecord } from "firebase-admin/auth";
import { adminAuth } from "~/.server/firebase-admin.server";
import { isStaffRecord } from "~/staff/staff-access.server";
import type { SignInMethod } from "~/types/sign-in-method";

/**
 * What the account page needs from the identity provider's record, in one request.
 * `tokensValidSince`: when the person's tokens were last revoked (a password change, "log out of
 * every device"); sessions signed in before it no longer count.
 */
export type AccountStanding = {
  staff: boolean;
  signInMethods: SignInMethod[];
  /** As the identity provider has it now: a session's claims lag behind a verification. */
  emailVerified: boolean;
  tokensValidSince?: Date;
  /** The Google account's address, when Google is linked (it may differ from the account's). */
  googleEmail?: string;
  /** Two-step sign-in, when on: the last digits of the phone the codes go to, and since when. */
  twoStep?: TwoStep;
};

/** Two-step sign-in as the account page shows it: never the whole number. */
export type TwoStep = { phoneEnding: string; since: Date | null };

/** The last three digits of a phone number: enough for its owner to know it, too few for anyone else to use. */
export function phoneEnding(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, "").slice(-3);
}

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
    const phone = user.multiFactor?.enrolledFactors.find((factor) => factor.factorId === "phone") as
      { phoneNumber?: string; enrollmentTime?: string } | undefined;
    return {
      staff: isStaffRecord(user),
      signInMethods: signInMethodsOf(user),
      emailVerified: user.emailVerified,
      tokensValidSince: validSince,
      googleEmail: user.providerData.find((info) => info.providerId === "google.com")?.email,
      twoStep: phone?.phoneNumber
        ? { phoneEnding: phoneEnding(phone.phoneNumber), since: phone.enrollmentTime ? new Date(phone.enrollmentTime) : null }
        : undefined,
    };
  } catch (error) {
    console.error("Could not read the account's sign-in methods:", error);
    return { staff: false, signInMethods: ["password"], emailVerified: false };
  }
}
