import { eq } from "drizzle-orm";
import { adminAuth } from "~/.server/firebase-admin.server";
import { closeRedis, connectRedis } from "~/.server/redis.server";
import { readSession, startSession } from "~/auth/session.server";
import { leads } from "~/database/schema.server";
import { storeLead } from "~/leads/lead-store.server";
import { aLead } from "../../tests/support/a-lead";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/test-databases";
import { useTestSettings } from "../../tests/support/test-settings";
import { withAuthEmulator } from "../../tests/setup/auth-emulator";
import { deleteAccount } from "./account-deletion.server";

const emulator = withAuthEmulator("demo-brightline-deletion");
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

    it("unlinks its leads, and ends its sessions at once, though a check of them was just made", async () => {
      const { uid, cookie } = await signedIn();
      const lead = await storeLead(test.db(), aLead({ accountId: uid }));
      // The account page asks afresh, which keeps the answer for REVOCATION_CHECK_SECONDS.
      expect((await readSession(page(cookie), { fresh: true })).user?.uid).toBe(uid);
      expect((await readSession(page(cookie))).user?.uid).toBe(uid);

      expect(await deleteAccount(uid)).toEqual({ leadsUnlinked: 1 });

      // Another copy of the cookie, on an ordinary page: signed out, and told to clear it.
      const after = await readSession(page(cookie));
      expect(after.user).toBeNull();
      expect(after.setCookie).toMatch(/Max-Age=0/);
      const [row] = await test.db().select({ accountId: leads.accountId }).from(leads).where(eq(leads.id, lead.id));
      expect(row?.accountId).toBeNull();
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
