import type { AccountStanding } from "~/sessions/account-standing.server";
import type { AccountUser } from "~/types/account-user";

/** Who is booking: their name, and the address the booking's mail goes to, which must be verified. */
export type Booker = { uid: string; name: string; email: string | null; emailVerified: boolean };

/**
 * Who books, for the signed-in `user`, from their account's standing as the session check read
 * it: the identity provider's record, which knows of a verification made since this session
 * began (the site's own link page counts it at once; decision 39).
 */
export function bookerOf(user: AccountUser, standing: AccountStanding): Booker {
  return { uid: user.uid, name: standing.name ?? user.displayName ?? "", email: standing.email, emailVerified: standing.emailVerified };
}

/** What stands between a signed-in person and a booking, if anything: the step's words for it. */
export type BookingBlock = "no-email" | "unverified";

export function bookingBlock(booker: Booker): BookingBlock | undefined {
  if (!booker.email) return "no-email";
  if (!booker.emailVerified) return "unverified";
  return undefined;
}
