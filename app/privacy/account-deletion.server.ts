import { eq } from "drizzle-orm";
import { adminAuth } from "~/platform/firebase-admin.server";
import { mailQueued } from "~/platform/mail-queued.server";
import { removeMailFiles } from "~/platform/mail-files.server";
import { settings } from "~/platform/settings.server";
import { releaseAccountBookings } from "~/bookings/seat-changes.server";
import { settleWithStripe } from "~/payments/card-refunds.server";
import { noteSessionsEnded } from "~/sessions/revocation.server";
import { database } from "~/database/database.server";
import { leads } from "~/database/schema.server";
import { removeAccountPasskeys } from "~/passkeys/passkey-store.server";
import { eraseProfilePhoto } from "~/profile-photos/profile-photo.server";
import { removeAccountSessions } from "~/sessions/device-sessions.server";
import { eraseSubscriptionOf } from "~/newsletter/subscriptions.server";
import { recordAudit } from "./audit-log.server";

/**
 * Deletes an account at its holder's request: what the database links to it goes (its passkeys, its
 * uploaded photo, its list of signed-in devices and its verified address's newsletter subscription; its leads
 * and past bookings stay, as the studio's business record, without the link; its bookings of
 * cohorts that have not started are cancelled, their seats passed on), then the identity provider's user,
 * inside the same transaction, so a failure there leaves everything as it was. The audit line
 * says only that an account was deleted. Every session of the account then ends at once, on
 * every instance: another copy of its cookie neither shows the person nor sends leads as them.
 */
export async function deleteAccount(
  uid: string,
  { verifiedEmail }: { verifiedEmail?: string } = {},
): Promise<{ leadsUnlinked: number; bookingsCancelled: number }> {
  const db = await database();
  const { booking } = settings();
  let newsletterMail: string[] = [];
  const now = new Date();
  const deleted = await db.transaction(async (tx) => {
    const unlinked = await tx.update(leads).set({ accountId: null }).where(eq(leads.accountId, uid)).returning({ id: leads.id });
    const cancelled = await releaseAccountBookings(tx, uid, {
      now,
      offerHours: booking.offerHours,
      holdDays: booking.holdDays,
    });
    // A passkey is a way into the account and nothing else: it goes with it.
    await removeAccountPasskeys(tx, uid);
    // The photo it uploaded is personal data, and nobody else's.
    await eraseProfilePhoto(tx, uid);
    // Its sessions' rows: without them, every copy of its cookies is refused on its next row check.
    await removeAccountSessions(tx, uid);
    // Its address's newsletter subscription (issue 68): only a verified address is the holder's; another may be anyone's.
    if (verifiedEmail) newsletterMail = await eraseSubscriptionOf(tx, verifiedEmail, now);
    await recordAudit(tx, {
      actor: "account holder",
      action: "account-deleted",
      detail: `An account was deleted by its holder; ${unlinked.length} of its leads kept without the link; ${cancelled} of its bookings of courses not yet started cancelled, the rest kept without the link.`,
    });
    await adminAuth().deleteUser(uid);
    return { leadsUnlinked: unlinked.length, bookingsCancelled: cancelled };
  });
  // A freed seat offered to someone waiting: the mail goes now; a seat paid by card, its refund.
  mailQueued();
  // The files of the subscription's queued mail, when mail goes to files, hold the address too.
  await removeMailFiles(newsletterMail);
  await settleWithStripe(db);
  await noteSessionsEnded(uid, { deleted: true });
  return deleted;
}
