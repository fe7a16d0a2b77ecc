import { desc, eq, inArray } from "drizzle-orm";
import { adminAuth } from "~/platform/firebase-admin.server";
import { closeRedis, connectRedis } from "~/platform/redis.server";
import { readSession, startSession } from "~/sessions/session.server";
import { bookSeat } from "~/bookings/book-seat.server";
import { auditLog, bookings, leads, newsletterConsents, passkeys, subscribers } from "~/database/schema.server";
import { addressHash, consentsOf } from "~/newsletter/consent-records.server";
import { profilePhotoByHash, storeProfilePhoto } from "~/profile-photos/profile-photo.server";
import { storeLead } from "~/leads/lead-store.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { aLead } from "~tests/support/a-lead";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { withAuthEmulator } from "~tests/setup/auth-emulator";
import { deleteAccount } from "./account-deletion.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const emulator = withAuthEmulator();
const origin = "http://127.0.0.1:3000";

/** A new account, signed in: its uid and its session cookie. */
async function signedIn(): Promise<{ uid: string; cookie: string }> {
  const response = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `leaving-${crypto.randomUUID()}@example.com`, password: "correct horse", returnSecureToken: true }),
  });
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  const { setCookie } = await startSession(idToken, new Request(`${origin}/auth/session`));
  return { uid: localId, cookie: setCookie!.split(";")[0]! };
}

/** A confirmed booking of a cohort that has run: the studio's record of who attended. */
const aPastBooking = (cohortId: string, accountId: string) => ({
  cohortId,
  accountId,
  name: "Grace Hopper",
  email: `${accountId}@example.com`,
  submissionId: crypto.randomUUID(),
  reference: `BK-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
  state: "confirmed" as const,
  price: 49_000,
  confirmedAt: new Date("2025-12-20T10:00:00Z"),
});

const page = (cookie: string) => new Request(`${origin}/`, { headers: { Cookie: cookie } });

/** Where the checks of sessions are kept: this process's memory, and Redis when the machine has one. */
const stores = process.env.TEST_REDIS_URL ? (["memory", "Redis"] as const) : (["memory"] as const);

describe.each(testDatabaseKinds)("deleting an account, on %s", (kind) => {
  const test = useTestDatabase(kind);

  describe.each(stores)("with the session checks in %s", (store) => {
    useTestSettings(() => ({ DATABASE_URL: test.url(), ...(store === "Redis" ? { REDIS_URL: process.env.TEST_REDIS_URL! } : {}) }));
    // As the start does: commands sent before the connection is ready would skip Redis.
    beforeAll(async () => {
      if (store === "Redis") expect(await connectRedis()).toBe(true);
    });
    afterAll(closeRedis);

    it("unlinks its leads, removes its passkeys and photo, and ends its sessions at once, though a check of them was just made", async () => {
      const { uid, cookie } = await signedIn();
      const lead = await storeLead(test.db(), aLead({ accountId: uid }));
      const passkey = { id: `cred${crypto.randomUUID().replaceAll("-", "")}`, accountId: uid, name: "Laptop", publicKey: "pQECAyYgASFYIA" };
      await test.db().insert(passkeys).values(passkey);
      const photo = await storeProfilePhoto(test.db(), uid, Buffer.from("a kept photo's bytes"));
      // The account page asks afresh, which keeps the answer for REVOCATION_CHECK_SECONDS.
      expect((await readSession(page(cookie), { fresh: true })).user?.uid).toBe(uid);
      expect((await readSession(page(cookie))).user?.uid).toBe(uid);

      expect(await deleteAccount(uid)).toEqual({ leadsUnlinked: 1, bookingsCancelled: 0 });

      // Another copy of the cookie, on an ordinary page: signed out, and told to clear it.
      const after = await readSession(page(cookie));
      expect(after.user).toBeNull();
      expect(after.setCookie).toMatch(/Max-Age=0/);
      const [row] = await test.db().select({ accountId: leads.accountId }).from(leads).where(eq(leads.id, lead.id));
      expect(row?.accountId).toBeNull();
      // A passkey is a way into the account and nothing else: it goes with it.
      expect(await test.db().select().from(passkeys).where(eq(passkeys.accountId, uid))).toEqual([]);
      expect(await profilePhotoByHash(test.db(), photo)).toBeUndefined();
    });

    it("cancels its bookings of cohorts to come and passes their seats on, and keeps past ones without the link", async () => {
      const { uid } = await signedIn();
      const cohort = await aCohort(test.db(), { capacity: 1 });
      const { booking } = await bookSeat(test.db(), aSeatRequest(cohort, { accountId: uid }));
      const { booking: next } = await bookSeat(test.db(), aSeatRequest(cohort));
      const past = await aCohort(test.db(), { startsOn: "2026-01-05", endsOn: "2026-02-05", state: "closed" });
      const [attended] = await test
        .db()
        .insert(bookings)
        .values({ ...aPastBooking(past.id, uid) })
        .returning();

      expect(await deleteAccount(uid)).toEqual({ leadsUnlinked: 0, bookingsCancelled: 1 });

      const state = async (id: string) => (await test.db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
      expect(await state(booking.id)).toMatchObject({ state: "cancelled", accountId: null });
      expect((await state(next.id)).state).toBe("offered");
      expect(await state(attended!.id)).toMatchObject({ state: "confirmed", accountId: null });
      const [audit] = await test.db().select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
      expect(audit!.detail).toContain("1 of its bookings of courses not yet started cancelled");
    });

    it("erases the newsletter subscription of the address its holder verified, and no other, and withdraws its consent", async () => {
      const confirmed = { locale: "en-GB", lists: ["news"], consent: "Email me.", confirmedAt: new Date() };
      const verified = `verified-${crypto.randomUUID()}@example.com`;
      const unverified = `unverified-${crypto.randomUUID()}@example.com`;
      await test
        .db()
        .insert(subscribers)
        .values([
          { email: verified, ...confirmed },
          { email: unverified, ...confirmed },
        ]);
      const proof = { lists: ["news"], locale: "en-GB", consent: "Email me.", requestedAt: new Date(), confirmedAt: new Date() };
      await test
        .db()
        .insert(newsletterConsents)
        .values([
          { addressHash: addressHash(verified), ...proof },
          { addressHash: addressHash(unverified), ...proof },
        ]);
      await deleteAccount((await signedIn()).uid, { verifiedEmail: verified.toUpperCase() });
      await deleteAccount((await signedIn()).uid);
      const left = await test
        .db()
        .select({ email: subscribers.email })
        .from(subscribers)
        .where(inArray(subscribers.email, [verified, unverified]));
      expect(left).toEqual([{ email: unverified }]);
      // The proof of its consent stays, withdrawn as of the deletion; the other address's still stands.
      expect((await consentsOf(test.db(), verified))[0]!.withdrawnAt).toBeInstanceOf(Date);
      expect((await consentsOf(test.db(), unverified))[0]!.withdrawnAt).toBeNull();
    });

    it("is not undone by a check that was under way as it happened", async () => {
      const { uid, cookie } = await signedIn();
      const auth = adminAuth();
      const getUser = auth.getUser.bind(auth);
      let deletionDone!: () => void;
      const deletion = new Promise<void>((resolve) => (deletionDone = resolve));
      // A request that asked the identity provider a moment before the deletion, and is answered after it.
      vi.spyOn(auth, "getUser").mockImplementationOnce(async (id) => {
        const user = await getUser(id);
        await deletion;
        return user;
      });
      const underWay = readSession(page(cookie));
      await deleteAccount(uid);
      deletionDone();
      await underWay;

      expect((await readSession(page(cookie))).user).toBeNull();
    });
  });
});
