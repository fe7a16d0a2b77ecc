import { adminAuth } from "~/.server/firebase-admin.server";
import type { AccountUser } from "~/types/account-user";

/** Who is booking: their name, and the address the booking's mail goes to, which must be verified. */
export type Booker = { uid: string; name: string; email: string | null; emailVerified: boolean };

/**
 * Who books, for the signed-in `user`: the session's own word when it says the address is
 * verified (the site changes no address; one changed in the Firebase console counts from the
 * next sign-in), and the identity provider's record otherwise, which knows of a verification
 * made since this session began. Undefined when the identity provider does not answer.
 */
export async function bookerOf(user: AccountUser): Promise<Booker | undefined> {
  if (user.email && user.emailVerified) return { uid: user.uid, name: user.displayName ?? "", email: user.email, emailVerified: true };
  return currentBooker(user.uid);
}

/** The account behind the session, as the identity provider has it now; undefined when it does not answer. */
async function currentBooker(uid: string): Promise<Booker | undefined> {
  try {
    const user = await adminAuth().getUser(uid);
    return { uid, name: user.displayName ?? "", email: user.email ?? null, emailVerified: user.emailVerified };
  } catch (error) {
    console.error("Could not read the account of a booking:", error);
    return undefined;
  }
}

/** What stands between a signed-in person and a booking, if anything: the step's words for it. */
export type BookingBlock = "unavailable" | "no-email" | "unverified";

export function bookingBlock(booker: Booker | undefined): BookingBlock | undefined {
  if (!booker) return "unavailable";
  if (!booker.email) return "no-email";
  if (!booker.emailVerified) return "unverified";
  return undefined;
}
