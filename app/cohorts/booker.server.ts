import { adminAuth } from "~/.server/firebase-admin.server";

/**
 * Who is booking, as the identity provider has the account now: a session's claims lag behind a
 * verification or a new name, and a booking mails the address it is made with.
 */
export type Booker = { uid: string; name: string; email: string | null; emailVerified: boolean };

/** The account behind the session; undefined when the identity provider does not answer. */
export async function currentBooker(uid: string): Promise<Booker | undefined> {
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
