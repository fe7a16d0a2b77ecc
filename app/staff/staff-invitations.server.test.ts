import { eq } from "drizzle-orm";
import { auditLog, mailOutbox, staffInvitations } from "~/database/schema.server";
import { invitationMail } from "~/mail/invitation-mail.server";
import { inLocale } from "~/i18n/request-locale.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { withAuthEmulator } from "~tests/setup/auth-emulator";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { setAccess } from "./staff-people.server";
import { comparableEmail } from "~/identity/comparable-email";
import {
  INVITATION_DAYS,
  acceptInvitation,
  invitationAt,
  invitationToken,
  inviteToAccess,
  openInvitations,
  withdrawInvitation,
} from "./staff-invitations.server";

withAuthEmulator();

beforeAll(async () => {
  await anAccount(actor, { claims: { admin: true } });
});

/** This file's accounts, removed after it: the emulator's project is every file's. */
const made: string[] = [];
afterAll(async () => {
  if (made.length > 0) await adminAuth().deleteUsers(made);
});

/** A new account at `email`, its address confirmed or not, with `claims`: its uid. */
async function anAccount(email: string, { confirmed = true, claims }: { confirmed?: boolean; claims?: object } = {}) {
  const user = await adminAuth().createUser({ email, emailVerified: confirmed, password: "correct horse 9" });
  made.push(user.uid);
  if (claims) await adminAuth().setCustomUserClaims(user.uid, claims);
  return user.uid;
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The link's token of the one invitation at `email`. */
async function tokenFor(db: ReturnType<ReturnType<typeof useTestDatabase>["db"]>, email: string) {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
  return invitationToken(row!.id);
}

const now = new Date("2026-12-06T10:00:00Z");
/** The staff member who invites: an account with the staff claim, as an invitation needs its sender to stay staff. */
const actor = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe.each(testDatabaseKinds)("invitations to the staff pages (issue 64), on %s", (kind) => {
  const test = useTestDatabase(kind);
  const db = () => test.db();

  beforeEach(async () => {
    await db().delete(staffInvitations);
  });

  it("invites an address once, with one mail, an audit line, and replaces an earlier invitation with its mail", async () => {
    await inviteToAccess(db(), { actor, email: "  New.Colleague@Example.com ", role: "editor", locale: "de", now });
    const again = await inviteToAccess(db(), { actor, email: "new.colleague@example.com", role: "staff", locale: "en-GB", now });
    expect(again).toEqual({
      email: "new.colleague@example.com",
      role: "staff",
      invitedBy: actor,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    });
    const rows = await db().select().from(staffInvitations);
    expect(rows).toHaveLength(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.staffInvitationId, rows[0]!.id));
    expect(mails.map((mail) => mail.kind)).toEqual(["access-invitation"]);
    // The first invitation's mail went with it: one mail waits, the second's.
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "access-invitation"))).length).toBe(1);
    const lines = await db().select().from(auditLog).where(eq(auditLog.action, "access-invited"));
    expect(lines.map((line) => line.detail)).toContain(`new.colleague@example.com: staff, until ${again.expiresAt.toISOString()}`);
  });

  it("invites one address several times at once: each is answered, one invitation and one mail are left", async () => {
    // On PostgreSQL they race on separate connections: those that found nothing to replace meet at the unique index.
    for (let round = 0; round < 5; round += 1) {
      const email = unique("at-once");
      const all = await Promise.all(
        (["editor", "staff", "editor"] as const).map((role) => inviteToAccess(db(), { actor, email, role, locale: "en-GB", now })),
      );
      expect(all.map((each) => each.email)).toEqual([email, email, email]);
      const rows = await db().select().from(staffInvitations).where(eq(staffInvitations.email, email));
      expect(rows).toHaveLength(1);
      expect(await db().$count(mailOutbox, eq(mailOutbox.staffInvitationId, rows[0]!.id))).toBe(1);
    }
  });

  it("gives the role only to the signed-in account whose address is the invited one, confirmed, once", async () => {
    const email = unique("invited");
    await inviteToAccess(db(), { actor, email, role: "editor", locale: "en-GB" });
    const token = await tokenFor(db(), email);
    const stranger = await anAccount(unique("stranger"));
    const unconfirmed = await anAccount(unique("unconfirmed"), { confirmed: false });
    // The same address, unconfirmed: anyone may register it.
    await adminAuth().updateUser(unconfirmed, { email: email.toUpperCase() });
    expect(await acceptInvitation(db(), { token, uid: stranger })).toEqual({ ok: false, refused: "other-address" });
    expect(await acceptInvitation(db(), { token, uid: unconfirmed })).toEqual({ ok: false, refused: "unconfirmed" });
    // A link the site did not sign, or signed for something else, opens nothing.
    const [id] = token.split(".");
    expect(await acceptInvitation(db(), { token: `${id}.${"A".repeat(22)}`, uid: unconfirmed })).toEqual({ ok: false, refused: "closed" });
    expect(await invitationAt(db(), id!)).toBeUndefined();
    expect((await adminAuth().getUser(stranger)).customClaims ?? {}).toEqual({});

    await adminAuth().updateUser(unconfirmed, { emailVerified: true });
    expect(await acceptInvitation(db(), { token, uid: unconfirmed })).toEqual({ ok: true, role: "editor" });
    expect((await adminAuth().getUser(unconfirmed)).customClaims).toEqual({ editor: true });
    // Used up: a second press, or a second instance, gives nothing more.
    expect(await acceptInvitation(db(), { token, uid: unconfirmed })).toEqual({ ok: false, refused: "closed" });
    const lines = await db().select().from(auditLog).where(eq(auditLog.actor, email));
    expect(lines.map((line) => line.detail)).toEqual([`${email}: editor, by the invitation of ${actor}`]);
  });

  it("never lowers a role, opens nothing past its day, and yields to a change staff made since", async () => {
    const staffEmail = unique("already-staff");
    const staff = await anAccount(staffEmail, { claims: { admin: true, other: 1 } });
    await inviteToAccess(db(), { actor, email: staffEmail, role: "editor", locale: "en-GB" });
    expect(await acceptInvitation(db(), { token: await tokenFor(db(), staffEmail), uid: staff })).toEqual({ ok: true, role: "staff" });
    expect((await adminAuth().getUser(staff)).customClaims).toEqual({ admin: true, other: 1 });

    const lateEmail = unique("late");
    const late = await anAccount(lateEmail);
    await inviteToAccess(db(), {
      actor,
      email: lateEmail,
      role: "staff",
      locale: "en-GB",
      now: new Date(Date.now() - (INVITATION_DAYS + 1) * 86_400_000),
    });
    const lateToken = await tokenFor(db(), lateEmail);
    expect(await acceptInvitation(db(), { token: lateToken, uid: late })).toEqual({ ok: false, refused: "closed" });
    expect((await openInvitations(db())).map((invitation) => invitation.email)).not.toContain(lateEmail);
    expect(await db().select().from(staffInvitations).where(eq(staffInvitations.email, lateEmail))).toEqual([]);

    // Invited as staff, then given the editor's role by hand: the invitation goes, so it cannot undo that.
    const changedEmail = unique("changed");
    const changed = await anAccount(changedEmail);
    await inviteToAccess(db(), { actor, email: changedEmail, role: "staff", locale: "en-GB" });
    const changedToken = await tokenFor(db(), changedEmail);
    expect(await setAccess(db(), actor, changedEmail, "editor", { newcomer: true })).toMatchObject({ ok: true, role: "editor" });
    expect(await acceptInvitation(db(), { token: changedToken, uid: changed })).toEqual({ ok: false, refused: "closed" });
    expect((await adminAuth().getUser(changed)).customClaims).toEqual({ editor: true });

    // Sent by someone who is no longer staff: it went with their access.
    const formerEmail = unique("former-staff");
    const former = await anAccount(formerEmail, { claims: { admin: true } });
    const invitedEmail = unique("invited-by-former");
    const invited = await anAccount(invitedEmail);
    await inviteToAccess(db(), { actor: formerEmail, email: invitedEmail, role: "staff", locale: "en-GB" });
    await adminAuth().setCustomUserClaims(former, {});
    expect(await acceptInvitation(db(), { token: await tokenFor(db(), invitedEmail), uid: invited })).toEqual({
      ok: false,
      refused: "closed",
    });
    expect((await adminAuth().getUser(invited)).customClaims ?? {}).toEqual({});
  });

  it("holds an invitation while its role is given: a second Accept meanwhile finds it taken", async () => {
    const email = unique("twice");
    const uid = await anAccount(email);
    await inviteToAccess(db(), { actor, email, role: "editor", locale: "en-GB" });
    const token = await tokenFor(db(), email);
    const [first, second] = await Promise.all([acceptInvitation(db(), { token, uid }), acceptInvitation(db(), { token, uid })]);
    expect([first, second].filter((answer) => answer.ok)).toHaveLength(1);
    expect([first, second].filter((answer) => !answer.ok)).toEqual([{ ok: false, refused: "closed" }]);
    expect(await db().select().from(auditLog).where(eq(auditLog.actor, email))).toHaveLength(1);
  });

  it("compares addresses as the identity provider does: ASCII letters in lower case, nothing else folded", () => {
    expect(comparableEmail("  New.Colleague@Example.COM ")).toBe("new.colleague@example.com");
    // The Kelvin sign is not a K, whatever toLowerCase says.
    expect(comparableEmail("\u212Aate@example.com")).toBe("\u212Aate@example.com");
  });

  it("withdraws an open invitation with its unsent mail, and says when there was none", async () => {
    await inviteToAccess(db(), { actor, email: "gone@example.com", role: "editor", locale: "en-GB", now });
    expect(await withdrawInvitation(db(), actor, "GONE@example.com")).toBe(true);
    expect(await withdrawInvitation(db(), actor, "gone@example.com")).toBe(false);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "access-invitation"))).toEqual([]);
  });

  it("refuses an outbox row that names an invitation and a lead's kind", async () => {
    await inviteToAccess(db(), { actor, email: "check@example.com", role: "editor", locale: "en-GB", now });
    const [invitation] = await db().select().from(staffInvitations);
    await expect(db().insert(mailOutbox).values({ staffInvitationId: invitation!.id, kind: "acknowledgement" })).rejects.toThrow();
  });
});

describe("the invitation's mail", () => {
  const invitation = {
    id: "0b6f1d2e-8a7c-4d3b-9e1f-2a3b4c5d6e7f",
    email: "new.colleague@example.com",
    role: "editor" as const,
    locale: "de",
    invitedBy: actor,
    createdAt: now,
    expiresAt: new Date("2026-12-20T10:00:00Z"),
    claimedAt: null,
  };
  const context = { from: "Brightline <hello@brightline.test>", siteUrl: "https://brightline.test" };

  it("says who gave which role, and links to taking it up, in the language it was sent from", () => {
    const german = invitationMail(invitation, context, "outbox-1");
    expect(german.to).toBe("new.colleague@example.com");
    expect(german.text).toContain(
      `${actor} hat dieser Adresse Zugang zum Teambereich von Brightline Digital gegeben, mit der Rolle „Redaktion“.`,
    );
    expect(german.text).toContain(`https://brightline.test/de/account/invitation/${invitationToken(invitation.id)}\n`);
    expect(german.text).toContain("Die Einladung gilt bis Sonntag, 20. Dezember 2026.");
    const english = inLocale("de", () => invitationMail({ ...invitation, locale: "en-GB", role: "staff" }, context, "outbox-2"));
    expect(english.text).toContain("in the role Staff.");
    expect(english.text).toContain(`https://brightline.test/account/invitation/${invitationToken(invitation.id)}\n`);
  });
});
