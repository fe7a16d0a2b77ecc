import { eq } from "drizzle-orm";
import { auditLog, mailOutbox, staffInvitations } from "~/database/schema.server";
import { invitationMail } from "~/mail/invitation-mail.server";
import { inLocale } from "~/i18n/request-locale.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { INVITATION_DAYS, acceptInvitation, inviteToAccess, openInvitations, withdrawInvitation } from "./staff-invitations.server";

const now = new Date("2026-12-06T10:00:00Z");
const actor = "owner@brightline.test";

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

  it("grants nothing to an address the identity provider has not confirmed, and drops an invitation past its day", async () => {
    await inviteToAccess(db(), { actor, email: "waiting@example.com", role: "editor", locale: "en-GB", now });
    expect(await acceptInvitation(db(), { email: "waiting@example.com", emailVerified: false }, now)).toBeUndefined();
    expect(await acceptInvitation(db(), { email: null, emailVerified: true }, now)).toBeUndefined();
    expect(await openInvitations(db(), now)).toHaveLength(1);

    const later = new Date(now.getTime() + (INVITATION_DAYS + 1) * 86_400_000);
    expect(await openInvitations(db(), later)).toEqual([]);
    expect(await acceptInvitation(db(), { email: "Waiting@example.com", emailVerified: true }, later)).toBeUndefined();
    expect(await db().select().from(staffInvitations)).toEqual([]);
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
  };
  const context = { from: "Brightline <hello@brightline.test>", siteUrl: "https://brightline.test" };

  it("says who gave which role, and how to take it up, in the language it was sent from, with no secret in it", () => {
    const german = invitationMail(invitation, context, "outbox-1");
    expect(german.to).toBe("new.colleague@example.com");
    expect(german.text).toContain(
      `${actor} hat dieser Adresse Zugang zu den Mitarbeiterseiten von Brightline Digital gegeben, mit der Rolle „Redaktion“.`,
    );
    expect(german.text).toContain("Konto anlegen: https://brightline.test/de/register?redirectTo=%2Fde%2Fadmin");
    expect(german.text).toContain("Die Einladung gilt bis Sonntag, 20. Dezember 2026.");
    const english = inLocale("de", () => invitationMail({ ...invitation, locale: "en-GB", role: "staff" }, context, "outbox-2"));
    expect(english.text).toContain("in the role Staff.");
    expect(english.text).toContain("Sign in: https://brightline.test/login?redirectTo=%2Fadmin");
    expect(english.text).not.toContain(invitation.id);
  });
});
