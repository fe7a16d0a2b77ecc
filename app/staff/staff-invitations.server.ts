import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { mailOutbox, staffInvitations } from "~/database/schema.server";
import { mailQueued } from "~/platform/mail-queued.server";
import { recordAudit } from "~/privacy/audit-log.server";
import { setOnlyRole } from "./staff-grants.server";
import type { StaffRole } from "./staff-roles";

/**
 * Access given to an address no account uses yet (issue 64, item 6): staff invite it from
 * /admin/people, a mail tells its owner, and the role is theirs at their first sign-in with the
 * address once the identity provider has confirmed it (acceptInvitation). The confirmation is
 * the proof that they own the address: the mail carries no secret to steal.
 */

/** How long an invitation waits for its first sign-in. */
export const INVITATION_DAYS = 14;

export type Invitation = { email: string; role: StaffRole; invitedBy: string; expiresAt: Date };

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Invites `email` to `role` on `actor`'s word, with its mail in `locale`: a second invitation to
 * the same address replaces the first, and its mail goes again. An audit line says who invited whom.
 */
export async function inviteToAccess(
  db: Database,
  { actor, email, role, locale, now = new Date() }: { actor: string; email: string; role: StaffRole; locale: string; now?: Date },
): Promise<Invitation> {
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
  const invitation = await db.transaction(async (tx) => {
    // Replaced, not updated: its mail (cascaded with it) is the new one's.
    await tx.delete(staffInvitations).where(eq(staffInvitations.email, normal(email)));
    const [made] = await tx
      .insert(staffInvitations)
      .values({ email: normal(email), role, locale, invitedBy: actor, createdAt: now, expiresAt })
      .returning();
    await tx.insert(mailOutbox).values({ staffInvitationId: made!.id, kind: "access-invitation" });
    await recordAudit(tx, { actor, action: "access-invited", detail: `${made!.email}: ${role}, until ${expiresAt.toISOString()}` });
    return made!;
  });
  mailQueued();
  return { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedBy, expiresAt: invitation.expiresAt };
}

/** The invitations still open, oldest first. */
export async function openInvitations(db: Database, now = new Date()): Promise<Invitation[]> {
  return db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: staffInvitations.invitedBy,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(gt(staffInvitations.expiresAt, now))
    .orderBy(asc(staffInvitations.createdAt));
}

/** Takes an open invitation back, its unsent mail with it; false when there was none. */
export async function withdrawInvitation(db: Database, actor: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(staffInvitations)
      .where(eq(staffInvitations.email, normal(email)))
      .returning({ email: staffInvitations.email });
    if (gone.length === 0) return false;
    await recordAudit(tx, { actor, action: "access-invitation-withdrawn", detail: gone[0]!.email });
    return true;
  });
}

/**
 * Grants the role an open invitation holds for `account`'s address, if the identity provider
 * has confirmed that address: at each session's start and when a confirmation link is followed.
 * The invitation is held while the role is written, so two instances never grant it twice, and
 * kept when the identity provider fails, for the next sign-in. Returns the role given, if any.
 */
export async function acceptInvitation(
  db: Database,
  account: { email: string | null; emailVerified: boolean },
  now = new Date(),
): Promise<StaffRole | undefined> {
  if (!account.email || !account.emailVerified) return undefined;
  const email = normal(account.email);
  // An expired invitation goes as it is found: it can never be taken up.
  await db.delete(staffInvitations).where(and(eq(staffInvitations.email, email), lte(staffInvitations.expiresAt, now)));
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.email, email), gt(staffInvitations.expiresAt, now)))
      .for("update", { skipLocked: true });
    if (!invitation) return undefined;
    await setOnlyRole(email, invitation.role);
    await tx.delete(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    await recordAudit(tx, {
      actor: invitation.invitedBy,
      action: "access-granted",
      detail: `${email}: ${invitation.role} (invited, taken up at sign-in)`,
    });
    return invitation.role;
  });
}
