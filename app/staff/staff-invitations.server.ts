import { and, asc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { mailOutbox, staffInvitations } from "~/database/schema.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { mailQueued } from "~/platform/mail-queued.server";
import { signedBySite, siteSignature } from "~/platform/site-signature.server";
import { comparableEmail } from "~/identity/comparable-email";
import { recordAudit } from "~/privacy/audit-log.server";
import { isNoSuchAccount } from "~/sessions/credential-errors";
import { giveRoleAtLeast } from "./staff-grants.server";
import type { StaffRole } from "./staff-roles";

/**
 * Access given to an address that has no confirmed account yet (issue 64, item 6, decision 62):
 * staff invite it from /admin/people, and a mail sends its owner a link signed by the site. The
 * role is theirs when they press Accept on that link's page, signed in to an account whose
 * address is that one and confirmed: the link proves they read the mailbox, the confirmed
 * address that the account is theirs. Either alone grants nothing.
 */

/** How long an invitation waits for its link to be followed. */
export const INVITATION_DAYS = 14;

export type Invitation = { email: string; role: StaffRole; invitedBy: string; expiresAt: Date };

/** What a link's signature is for (site-signature.server.ts). */
const PURPOSE = "staff-invitation";

/** The secret part of an invitation's link: its id and the site's signature of it. */
export const invitationToken = (id: string) => `${id}.${siteSignature(PURPOSE, id)}`;

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{22})$/;

/** The invitation id a link names, if the site signed it. */
function invitationIdOf(token: string): string | undefined {
  const match = TOKEN.exec(token);
  return match && signedBySite(PURPOSE, match[1]!, match[2]!) ? match[1] : undefined;
}

/**
 * Invites `email` to `role` on `actor`'s word, with its mail in `locale`: a second invitation to
 * the same address replaces the first, whose link then opens nothing, and its mail goes again.
 * An audit line says who invited whom.
 */
export async function inviteToAccess(
  db: Database,
  { actor, email, role, locale, now = new Date() }: { actor: string; email: string; role: StaffRole; locale: string; now?: Date },
): Promise<Invitation> {
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
  const address = comparableEmail(email);
  const invitation = await db.transaction(async (tx) => {
    // One at a time for an address: two sent at once would each find nothing to replace, and the
    // second would meet the first at the unique index instead of replacing it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${address}`}))`);
    // Replaced, not updated: a new id is a new link, and its mail (cascaded with it) the new one's.
    await tx.delete(staffInvitations).where(eq(staffInvitations.email, address));
    const [made] = await tx
      .insert(staffInvitations)
      .values({ email: address, role, locale, invitedBy: actor, createdAt: now, expiresAt })
      .returning();
    await tx.insert(mailOutbox).values({ staffInvitationId: made!.id, kind: "access-invitation" });
    await recordAudit(tx, { actor, action: "access-invited", detail: `${made!.email}: ${role}, until ${expiresAt.toISOString()}` });
    return made!;
  });
  mailQueued();
  return { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedBy, expiresAt: invitation.expiresAt };
}

/** The invitations still open, oldest first; those past their day are swept away as they are found. */
export async function openInvitations(db: Database, now = new Date()): Promise<Invitation[]> {
  await db.delete(staffInvitations).where(lte(staffInvitations.expiresAt, now));
  return db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: staffInvitations.invitedBy,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .orderBy(asc(staffInvitations.createdAt));
}

/** Takes an open invitation back, its unsent mail with it; false when there was none. */
export async function withdrawInvitation(db: Database, actor: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(staffInvitations)
      .where(eq(staffInvitations.email, comparableEmail(email)))
      .returning({ email: staffInvitations.email });
    if (gone.length === 0) return false;
    await recordAudit(tx, { actor, action: "access-invitation-withdrawn", detail: gone[0]!.email });
    return true;
  });
}

/**
 * Drops any invitation for `email`: staff changed that address's access by hand (setAccess), and
 * an older invitation taken up later must not undo their word.
 */
export async function dropInvitationsFor(db: Database, email: string): Promise<void> {
  await db.delete(staffInvitations).where(eq(staffInvitations.email, comparableEmail(email)));
}

/** The open invitation a link names; undefined for a link the site did not sign, or one withdrawn, taken up or past its day. */
export async function invitationAt(db: Database, token: string, now = new Date()) {
  const id = invitationIdOf(token);
  if (!id) return undefined;
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), gt(staffInvitations.expiresAt, now)));
  return invitation;
}

/** Why an invitation was not taken up, for the page to say. */
export type AcceptanceRefusal = "closed" | "other-address" | "unconfirmed";

/** What the signed-in account is, as the identity provider says now (not as the session's copy remembers it). */
async function accountNow(uid: string) {
  try {
    const user = await adminAuth().getUser(uid);
    return user.disabled ? undefined : { email: user.email ?? "", emailVerified: user.emailVerified };
  } catch (error) {
    if (isNoSuchAccount(error)) return undefined;
    throw error;
  }
}

/** Whether the staff member who invited still is: an invitation goes with its sender's access. */
async function stillStaff(email: string): Promise<boolean> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    return !user.disabled && user.customClaims?.admin === true;
  } catch (error) {
    if (isNoSuchAccount(error)) return false;
    throw error;
  }
}

/**
 * Whether the account `uid` may take up `invitation`: its address is the invited one, and
 * confirmed, and whoever invited it is still staff.
 */
export async function acceptanceRefusal(
  invitation: { email: string; invitedBy: string } | undefined,
  uid: string,
): Promise<AcceptanceRefusal | undefined> {
  if (!invitation) return "closed";
  const account = await accountNow(uid);
  if (!account || !(await stillStaff(invitation.invitedBy))) return "closed";
  if (comparableEmail(account.email) !== invitation.email) return "other-address";
  if (!account.emailVerified) return "unconfirmed";
  return undefined;
}

/** How long a claim holds before another Accept may take over: the instance that made it may have stopped. */
const CLAIM_MS = 5 * 60_000;

/**
 * Takes up the invitation the link `token` names for the signed-in account `uid`: the role is
 * given to that account (never lowering one it has), and the invitation is used up. It is first
 * claimed (`claimed_at`), so two presses, or two instances, give it once; the identity provider
 * is asked outside any transaction; should it fail, the claim is let go for another try, unless
 * staff withdrew the invitation meanwhile, which deleted it for good.
 */
export async function acceptInvitation(
  db: Database,
  { token, uid, now = new Date() }: { token: string; uid: string; now?: Date },
): Promise<{ ok: true; role: StaffRole } | { ok: false; refused: AcceptanceRefusal }> {
  const invitation = await invitationAt(db, token, now);
  const refused = await acceptanceRefusal(invitation, uid);
  if (refused) return { ok: false, refused };
  const [claimed] = await db
    .update(staffInvitations)
    .set({ claimedAt: now })
    .where(
      and(
        eq(staffInvitations.id, invitation!.id),
        gt(staffInvitations.expiresAt, now),
        or(isNull(staffInvitations.claimedAt), lt(staffInvitations.claimedAt, new Date(now.getTime() - CLAIM_MS))),
      ),
    )
    .returning();
  if (!claimed) return { ok: false, refused: "closed" };
  let given: { role: StaffRole; changed: boolean };
  try {
    given = await giveRoleAtLeast(uid, claimed.role);
  } catch (error) {
    await db
      .update(staffInvitations)
      .set({ claimedAt: null })
      .where(and(eq(staffInvitations.id, claimed.id), eq(staffInvitations.claimedAt, now)));
    throw error;
  }
  await db.delete(staffInvitations).where(eq(staffInvitations.id, claimed.id));
  await recordAudit(db, {
    actor: claimed.email,
    action: "access-granted",
    detail: `${claimed.email}: ${given.role}${given.changed ? "" : " (had it already)"}, by the invitation of ${claimed.invitedBy}`,
  });
  return { ok: true, role: given.role };
}
